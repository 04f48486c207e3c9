import type {ReactNode} from 'react';

/**
 * The site has one locale and no language menu; this stand-in keeps the theme's menu (and its
 * icon) out of the script every page loads. A `localeDropdown` navbar item fails the build here.
 */
export default function LocaleDropdownNavbarItem(): ReactNode {
  throw new Error(
    "A localeDropdown navbar item needs the theme's menu: remove src/theme/NavbarItem/LocaleDropdownNavbarItem/, which stands in for it.",
  );
}
