/** Route-change progress bar (nprogress's look and timing, no spinner): read by the plugin's client module and by the tests. */
export const progressBar = {
  /** A route change shorter than this never shows the bar. */
  delayMs: 200,
  minimum: 0.08,
  speedMs: 200,
  trickleSpeedMs: 800,
  trickleRate: 0.02,
} as const;
