import type {ReactNode} from 'react';

/**
 * The footer's links are in titled columns (themeConfig.footer.links in docusaurus.config.ts), so
 * the theme never uses its single-row layout; this stand-in keeps that layout's code out of the
 * script every page loads. Untitled footer links fail the build here.
 */
export default function FooterLinksSimple(): ReactNode {
  throw new Error(
    "Footer links without column titles need the theme's single-row layout: remove src/theme/Footer/Links/Simple/, which stands in for it.",
  );
}
