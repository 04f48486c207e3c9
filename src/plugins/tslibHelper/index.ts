import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {withStandIns} from '../standIns';

/**
 * @docusaurus/utils-common's browser code calls one tslib helper; without this the whole tslib
 * package lands in the entry bundle. client/tslibInterop.ts is that helper alone.
 */
export default function tslibHelperPlugin(): Plugin {
  return {
    name: 'site-tslib-helper',
    configureWebpack: withStandIns([
      {
        request: /^tslib$/,
        from: /@docusaurus[\\/]utils-common[\\/]lib$/,
        with: path.join(__dirname, 'client/tslibInterop.ts'),
      },
    ]),
  };
}
