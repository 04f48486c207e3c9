/** What `requestIdleCallback` hands its callback; the part the queue uses. */
export interface IdleDeadline {
  timeRemaining(): number;
}
export type ScheduleIdle = (callback: (deadline: IdleDeadline) => void) => void;

/** Work shorter than this is not started in an idle period that is about to end. */
const MIN_IDLE_MS = 2;

/**
 * The most one idle period runs, however long the browser offers (up to 50 ms): Lighthouse's
 * simulated 4× slower CPU turns 12 ms of work into a task of about 50 ms, and the last item may
 * overrun. Without the cap an idle period full of prefetches was a long task of its own.
 */
export const MAX_SLICE_MS = 10;

/**
 * Wraps `run` so calls are queued and run only while the browser is idle, a few per idle period
 * (at most MAX_SLICE_MS of them), in the order they were made. Returns the queuing function.
 */
export function idleQueue<T>(
  run: (item: T) => void,
  scheduleIdle: ScheduleIdle,
): (item: T) => void {
  const queue: T[] = [];
  let scheduled = false;
  const drain = (deadline: IdleDeadline): void => {
    scheduled = false;
    const started = performance.now();
    while (
      queue.length > 0 &&
      deadline.timeRemaining() > MIN_IDLE_MS &&
      performance.now() - started < MAX_SLICE_MS
    ) {
      run(queue.shift() as T);
    }
    if (queue.length > 0) {
      scheduled = true;
      scheduleIdle(drain);
    }
  };
  return (item) => {
    queue.push(item);
    if (!scheduled) {
      scheduled = true;
      scheduleIdle(drain);
    }
  };
}

/** The browser's idle scheduler, or a short timer where there is none (Safari). */
export const browserIdle: ScheduleIdle = (callback) => {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(callback);
  } else {
    window.setTimeout(() => callback({timeRemaining: () => 10}), 50);
  }
};
