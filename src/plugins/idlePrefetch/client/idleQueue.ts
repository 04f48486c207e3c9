/** What `requestIdleCallback` hands its callback; the part the queue uses. */
export interface IdleDeadline {
  timeRemaining(): number;
}
export type ScheduleIdle = (callback: (deadline: IdleDeadline) => void) => void;

/** Work shorter than this is not started in an idle period that is about to end. */
const MIN_IDLE_MS = 2;

/**
 * Wraps `run` so calls are queued and run only while the browser is idle, a few per idle period,
 * in the order they were made. Returns the queuing function.
 */
export function idleQueue<T>(
  run: (item: T) => void,
  scheduleIdle: ScheduleIdle,
): (item: T) => void {
  const queue: T[] = [];
  let scheduled = false;
  const drain = (deadline: IdleDeadline): void => {
    scheduled = false;
    while (queue.length > 0 && deadline.timeRemaining() > MIN_IDLE_MS) {
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
