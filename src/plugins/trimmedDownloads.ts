import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

interface Replacement {
  /** The module as requested by the importer. */
  readonly request: RegExp;
  /** Only requests made from a directory matching this are replaced. */
  readonly from: RegExp;
  readonly with: string;
}

/**
 * Trims what a browser downloads, most of all on a first visit:
 * - Prism and its languages load on demand (pages arrive highlighted; see src/theme/CodeBlock/Content),
 * - mark.js loads only when the search theme has words to highlight (src/lib/lazyMark.ts),
 * - tslib, of which Docusaurus' browser code uses one helper, is replaced by that helper,
 * - the search index downloads as documents only; the search worker rebuilds the lunr index
 *   (src/search/worker.ts takes the place of the theme's worker).
 * The server bundle is left as it is.
 */
const SEARCH_THEME_DIR = /docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]theme$/;

export default function trimmedDownloadsPlugin(): Plugin {
  const source = (file: string): string => path.resolve(__dirname, '..', file);
  const replacements: Replacement[] = [
    {request: /prism-include-languages(\.js)?$/, from: /[\\/]\.docusaurus$/, with: source('highlighting/languagesRegisteredOnLoad.ts')},
    {request: /[\\/]mark\.js[\\/]dist[\\/]mark\.js$/, from: /docusaurus-search-local/, with: source('lib/lazyMark.ts')},
    {request: /^\.\/worker\.js$/, from: SEARCH_THEME_DIR, with: source('search/worker.ts')},
    {request: /^comlink$/, from: SEARCH_THEME_DIR, with: source('search/comlinkWithoutExpose.ts')},
    {request: /^tslib$/, from: /@docusaurus[\\/]utils-common[\\/]lib$/, with: source('lib/tslibInterop.ts')},
  ];
  return {
    name: 'site-trimmed-downloads',
    configureWebpack(_config, isServer, {currentBundler}) {
      const bundler = currentBundler.instance as unknown as {
        DefinePlugin: new (definitions: Record<string, string>) => unknown;
        NormalModuleReplacementPlugin: new (pattern: RegExp, replace: (resource: {context?: string; request: string}) => void) => unknown;
      };
      const plugins: unknown[] = [new bundler.DefinePlugin({'process.env.SITE_SERVER_BUNDLE': JSON.stringify(String(isServer))})];
      if (!isServer) {
        for (const replacement of replacements) {
          plugins.push(
            new bundler.NormalModuleReplacementPlugin(replacement.request, (resource) => {
              if (resource.context && replacement.from.test(resource.context)) {
                resource.request = replacement.with;
              }
            }),
          );
        }
      }
      return {plugins} as never;
    },
  };
}
