import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {withStandIns} from '../standIns';

/**
 * Link prefetches wait for idle time and request each file once (client/docusaurusGlobal.ts): it
 * stands in for Docusaurus' client module behind `window.docusaurus`, whose prefetch code then
 * stays out of the entry bundle.
 */
export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'site-idle-prefetch',
    configureWebpack: withStandIns([
      {
        request: /^\.\/docusaurus$/,
        from: /@docusaurus[\\/]core[\\/]lib[\\/]client$/,
        with: path.join(__dirname, 'client/docusaurusGlobal.ts'),
      },
    ]),
  };
}
