import type {ReactNode} from 'react';

/**
 * The footer has no logo (themeConfig.footer in docusaurus.config.ts); this stand-in keeps the
 * theme's footer logo out of the script every page loads. A footer logo fails the build here.
 */
export default function FooterLogo(): ReactNode {
  throw new Error(
    "A footer logo needs the theme's component: remove src/theme/Footer/Logo/, which stands in for it.",
  );
}
