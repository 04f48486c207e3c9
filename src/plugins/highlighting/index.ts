import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {withStandIns} from '../standIns';
import {codeTheme, codeTokenStylesheet} from './prismTheme';

/**
 * Code keeps the highlighting the server gave it; Prism and its languages load in the browser only
 * when code must be highlighted anew (client/languagesRegisteredOnLoad.ts stands in for the
 * generated module that would register every language up front; src/theme/CodeBlock uses
 * client/useHighlighter.ts). Token colours are a stylesheet in every page's head rather than a
 * style attribute on each token; a plugin adds it because the site config's `headTags` would also
 * ship it to the browser inside Docusaurus' JavaScript.
 */
export default function highlightingPlugin(): Plugin {
  return {
    name: 'site-highlighting',
    configureWebpack: withStandIns([
      {
        request: /prism-include-languages(\.js)?$/,
        from: /[\\/]\.docusaurus$/,
        with: path.join(__dirname, 'client/languagesRegisteredOnLoad.ts'),
      },
    ]),
    injectHtmlTags() {
      return {headTags: [{tagName: 'style', innerHTML: codeTokenStylesheet(codeTheme)}]};
    },
  };
}
