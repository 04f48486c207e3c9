import {progressBar} from '../options';
import type {ProgressBar} from './routeProgress';

type Settings = Pick<typeof progressBar, 'minimum' | 'speedMs' | 'trickleSpeedMs' | 'trickleRate'>;

/** Where a trickling bar stops until the route has rendered (nprogress's ceiling). */
const TRICKLE_CEILING = 0.994;

/**
 * nprogress's bar (same markup, `#nprogress .bar .peg`, styled in src/css/custom.css, and same
 * timing) in the few lines the site uses: the library cost every first visit 1.3 KiB gzip, and
 * loading it only on a slow route change would make it arrive as late as the route itself.
 */
export function createBar(settings: Settings = progressBar): ProgressBar {
  let status: number | null = null;
  let shown: {root: HTMLElement; bar: HTMLElement} | null = null;
  let trickle: ReturnType<typeof setInterval> | undefined;

  const moveTo = (value: number): void => {
    status = Math.min(Math.max(value, settings.minimum), 1);
    if (!shown) {
      const doc = document;
      const root = doc.createElement('div');
      root.id = 'nprogress';
      const bar = doc.createElement('div');
      bar.className = 'bar';
      bar.style.transform = 'translate3d(-100%,0,0)';
      const peg = doc.createElement('div');
      peg.className = 'peg';
      bar.append(peg);
      root.append(bar);
      doc.body.append(root);
      // Lay the bar out at the left edge first, so that its first move is animated.
      void bar.offsetWidth;
      shown = {root, bar};
    }
    shown.bar.style.transition = `transform ${settings.speedMs}ms ease`;
    shown.bar.style.transform = `translate3d(${(status - 1) * 100}%,0,0)`;
  };

  return {
    start() {
      if (status === null) {
        moveTo(0);
      }
      clearInterval(trickle);
      trickle = setInterval(() => {
        if (status !== null) {
          moveTo(Math.min(status + Math.random() * settings.trickleRate, TRICKLE_CEILING));
        }
      }, settings.trickleSpeedMs);
    },
    done() {
      clearInterval(trickle);
      if (status === null || !shown) {
        return;
      }
      moveTo(1);
      const {root} = shown;
      status = null;
      shown = null;
      setTimeout(() => {
        root.style.transition = `opacity ${settings.speedMs}ms linear`;
        root.style.opacity = '0';
        setTimeout(() => root.remove(), settings.speedMs);
      }, settings.speedMs);
    },
  };
}
