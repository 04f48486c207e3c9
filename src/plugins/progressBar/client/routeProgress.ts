import type {ClientModule} from '@docusaurus/types';

export interface ProgressBar {
  start(): unknown;
  done(): unknown;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

/**
 * Route lifecycle hooks that start the bar only when a page change takes longer than
 * `delayMs`, and finish it once the new route has rendered.
 */
export function createRouteProgress(
  bar: ProgressBar,
  delayMs: number,
  timers: Timers,
): ClientModule {
  return {
    onRouteUpdate({location, previousLocation}) {
      if (!previousLocation || location.pathname === previousLocation.pathname) {
        return undefined;
      }
      const timer = timers.setTimeout(() => {
        bar.start();
      }, delayMs);
      return () => timers.clearTimeout(timer);
    },
    onRouteDidUpdate() {
      bar.done();
    },
  };
}
