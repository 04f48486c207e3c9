import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

// The browser half of the hosting rules: addresses that static hosts serve but the router does not
// know (/x.html, /x/index.html) are rewritten before the app hydrates (client/normalizeHtmlPath.ts).
// The server half runs after the build: ./postbuild.ts.
export default function hostingPlugin(): Plugin {
  return {
    name: 'site-hosting',
    getClientModules: () => [path.join(__dirname, 'client/normalizeHtmlPath.ts')],
  };
}
