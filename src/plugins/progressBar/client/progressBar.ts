import type {ClientModule} from '@docusaurus/types';
import {progressBar} from '../options';
import {createBar} from './bar';
import {createRouteProgress} from './routeProgress';

const clientModule: ClientModule = createRouteProgress(createBar(), progressBar.delayMs, {
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (id) => window.clearTimeout(id),
});

export default clientModule;
