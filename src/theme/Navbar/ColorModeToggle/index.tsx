import type {ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';

/**
 * The site has one colour mode (`colorMode.disableSwitch` in docusaurus.config.ts), so the navbar
 * never shows the theme's switch; this stand-in keeps the switch's code (about 1 KiB gzip with its
 * icons) out of the script every page loads. Turning the switch on fails the build here.
 */
export default function NavbarColorModeToggle(): ReactNode {
  if (!useThemeConfig().colorMode.disableSwitch) {
    throw new Error(
      'The colour mode switch is turned on: remove src/theme/Navbar/ColorModeToggle/, which stands in for it.',
    );
  }
  return null;
}
