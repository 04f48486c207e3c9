import type {Plugin} from '@docusaurus/types';
import {codeTheme, codeTokenStylesheet} from '../prismTheme';

// Prism token colours as a stylesheet in every page's head, kept out of the highlighted markup
// (see src/prismTheme.ts). A plugin adds it rather than the site config's `headTags`, which
// Docusaurus also ships to the browser inside its JavaScript.
export default function codeTokenStylesPlugin(): Plugin {
  return {
    name: 'site-code-token-styles',
    injectHtmlTags() {
      return {headTags: [{tagName: 'style', innerHTML: codeTokenStylesheet(codeTheme)}]};
    },
  };
}
