import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

// theme-classic hard-codes its progress bar settings; this routes its client module to ours so
// every constant lives in ./options.ts.
export default function progressBarPlugin(): Plugin {
  const themeLib = path.join(
    path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
    'lib',
  );
  return {
    name: 'site-progress-bar',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            [`${path.join(themeLib, 'nprogress')}$`]: path.join(__dirname, 'client/progressBar.ts'),
          },
        },
      };
    },
  };
}
