import {afterEach, describe, expect, it, vi} from 'vitest';
import {
  idleQueue,
  MAX_SLICE_MS,
  type IdleDeadline,
} from '../../src/plugins/idlePrefetch/client/idleQueue';

/** An idle scheduler under the test's control: `idle(ms)` runs the pending callback with that much time left. */
function fakeIdle() {
  const pending: ((deadline: IdleDeadline) => void)[] = [];
  return {
    schedule: (callback: (deadline: IdleDeadline) => void) => pending.push(callback),
    pendingCount: () => pending.length,
    idle(budgetMs: number) {
      pending.shift()?.({timeRemaining: () => budgetMs});
    },
  };
}

describe('idleQueue', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('runs nothing until the browser is idle, then everything in order', () => {
    const ran: string[] = [];
    const idle = fakeIdle();
    const enqueue = idleQueue((item: string) => ran.push(item), idle.schedule);
    enqueue('/docs/a');
    enqueue('/docs/b');
    enqueue('/docs/c');
    expect(ran).toEqual([]);
    expect(idle.pendingCount()).toBe(1);
    idle.idle(50);
    expect(ran).toEqual(['/docs/a', '/docs/b', '/docs/c']);
    expect(idle.pendingCount()).toBe(0);
  });

  it('stops when the idle period runs out and continues in the next one', () => {
    const ran: number[] = [];
    let remaining = 0;
    const pending: ((deadline: IdleDeadline) => void)[] = [];
    const enqueue = idleQueue(
      (item: number) => {
        ran.push(item);
        remaining -= 4;
      },
      (callback) => pending.push(callback),
    );
    for (let item = 1; item <= 5; item += 1) {
      enqueue(item);
    }
    remaining = 10;
    pending.shift()?.({timeRemaining: () => remaining});
    expect(ran).toEqual([1, 2]);
    expect(pending).toHaveLength(1);
    remaining = 100;
    pending.shift()?.({timeRemaining: () => remaining});
    expect(ran).toEqual([1, 2, 3, 4, 5]);
    expect(pending).toHaveLength(0);
  });

  it('schedules again for work queued after the queue drained', () => {
    const ran: string[] = [];
    const idle = fakeIdle();
    const enqueue = idleQueue((item: string) => ran.push(item), idle.schedule);
    enqueue('first');
    idle.idle(50);
    enqueue('second');
    expect(idle.pendingCount()).toBe(1);
    idle.idle(50);
    expect(ran).toEqual(['first', 'second']);
  });

  it('runs at most MAX_SLICE_MS of work in one idle period, however long the period', () => {
    const ran: number[] = [];
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const idle = fakeIdle();
    const enqueue = idleQueue((item: number) => {
      ran.push(item);
      clock += 4;
    }, idle.schedule);
    for (let item = 1; item <= 10; item += 1) {
      enqueue(item);
    }
    idle.idle(50);
    // 4 ms each: started at 0, 4 and 8 ms; the fourth would start at MAX_SLICE_MS or later.
    expect(ran).toHaveLength(Math.ceil(MAX_SLICE_MS / 4));
    expect(idle.pendingCount()).toBe(1);
    idle.idle(50);
    idle.idle(50);
    idle.idle(50);
    expect(ran).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
