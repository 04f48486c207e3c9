import {availableParallelism} from 'node:os';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {CompressionLanes, isBundleFile, precompress} from './compression';
import {buildFiles} from './site';

// The browser half of the hosting rules: addresses that static hosts serve but the router does not
// know (/x.html, /x/index.html) are rewritten before the app hydrates (client/normalizeHtmlPath.ts).
// The server half runs after the build: ./postbuild.ts, which compresses everything but the
// bundles. The bundles are compressed here, from the moment the client bundle is written: rendering
// the pages keeps one core busy with JavaScript, so one compression at a time fills the other;
// once the plugins' postBuild starts, every core may take one, so that the build does not end
// waiting for a single lane (the README's ledger has the figures).
export default function hostingPlugin(): Plugin {
  const lanes = new CompressionLanes(1);
  let bundles: Promise<number> | undefined;
  const compressBundles = (outDir: string): Promise<number> =>
    precompress(outDir, buildFiles(outDir).filter(isBundleFile), {lanes});
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
                // Awaited, and a failure reported, by postBuild.
                bundles = outDir ? compressBundles(outDir) : undefined;
                bundles?.catch(() => undefined);
              });
            },
          },
        ],
      };
    },
    async postBuild({outDir}) {
      lanes.raise(availableParallelism());
      await (bundles ?? compressBundles(outDir));
    },
  };
}
