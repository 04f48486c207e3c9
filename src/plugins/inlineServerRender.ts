import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

// Docusaurus' server renderer keeps React's default of outlining big Suspense boundaries; the
// server bundle uses ours instead, which inlines them (see src/ssr/renderToHtml.ts).
export default function inlineServerRenderPlugin(): Plugin {
  const coreClient = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client');
  const replacement = path.resolve(__dirname, '../ssr/renderToHtml.ts');
  return {
    name: 'site-inline-server-render',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (!isServer) {
        return {};
      }
      const bundler = currentBundler.instance as unknown as {
        NormalModuleReplacementPlugin: new (pattern: RegExp, replace: (resource: {context?: string; request: string}) => void) => unknown;
      };
      return {
        plugins: [
          new bundler.NormalModuleReplacementPlugin(/^\.\/renderToHtml(\.js)?$/, (resource) => {
            if (resource.context === coreClient) {
              resource.request = replacement;
            }
          }),
        ],
      } as never;
    },
  };
}
