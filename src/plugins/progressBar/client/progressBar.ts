import nprogress from 'nprogress';
import type {ClientModule} from '@docusaurus/types';
import {progressBar} from '../options';
import {createRouteProgress} from './routeProgress';

nprogress.configure({
  minimum: progressBar.minimum,
  speed: progressBar.speedMs,
  trickleSpeed: progressBar.trickleSpeedMs,
  trickleRate: progressBar.trickleRate,
  showSpinner: progressBar.showSpinner,
} as Partial<nprogress.NProgressOptions>);

const clientModule: ClientModule = createRouteProgress(nprogress, progressBar.delayMs, {
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (id) => window.clearTimeout(id),
});

export default clientModule;
