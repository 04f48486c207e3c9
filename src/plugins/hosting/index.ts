import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {isBundleFile, precompress} from './compression';
import {buildFiles} from './site';

/** The bundles' `.br` and `.gz` copies, one compression at a time. */
async function precompressBundles(outDir: string): Promise<void> {
  await precompress(outDir, buildFiles(outDir).filter(isBundleFile), {parallel: 1});
}

// The browser half of the hosting rules: addresses that static hosts serve but the router does not
// know (/x.html, /x/index.html) are rewritten before the app hydrates (client/normalizeHtmlPath.ts).
// The server half runs after the build: ./postbuild.ts. The bundles are compressed here, from the
// moment the client bundle is written: what follows (rendering the pages, the plugins' postBuild,
// search indexing) keeps one core busy with JavaScript, so one compression at a time fills the
// other core, and ./postbuild.ts compresses only the rest (the README's ledger has the figures).
export default function hostingPlugin(): Plugin {
  let bundles: Promise<void> | undefined;
  return {
    name: 'site-hosting',
    getClientModules: () => [path.join(__dirname, 'client/normalizeHtmlPath.ts')],
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') {
        return {};
      }
      return {
        plugins: [
          {
            apply(compiler: {
              options: {output: {path?: string}};
              hooks: {afterEmit: {tap(name: string, callback: () => void): void}};
            }) {
              compiler.hooks.afterEmit.tap('site-hosting', () => {
                const outDir = compiler.options.output.path;
                // Awaited (and its failure reported) by postBuild.
                bundles = outDir ? precompressBundles(outDir) : undefined;
                bundles?.catch(() => undefined);
              });
            },
          },
        ],
      };
    },
    async postBuild({outDir}) {
      await (bundles ?? precompressBundles(outDir));
    },
  };
}
