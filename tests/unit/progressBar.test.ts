import {describe, expect, it, vi} from 'vitest';
import {createRouteProgress} from '../../src/plugins/progressBar/client/routeProgress';
import {progressBar} from '../../src/plugins/progressBar/options';

function setup() {
  const bar = {start: vi.fn(), done: vi.fn()};
  const timers = {
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms) as unknown as number,
    clearTimeout: (id: number) => clearTimeout(id),
  };
  const hooks = createRouteProgress(bar, progressBar.delayMs, timers);
  const location = (pathname: string) =>
    ({pathname, search: '', hash: '', state: undefined, key: pathname}) as never;
  return {bar, hooks, location};
}

describe('route progress bar', () => {
  it('starts only after the delay when the page changes', () => {
    vi.useFakeTimers();
    const {bar, hooks, location} = setup();
    hooks.onRouteUpdate?.({previousLocation: location('/a'), location: location('/b')});
    vi.advanceTimersByTime(progressBar.delayMs - 1);
    expect(bar.start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(bar.start).toHaveBeenCalledTimes(1);
    hooks.onRouteDidUpdate?.({previousLocation: location('/a'), location: location('/b')});
    expect(bar.done).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('never starts when the new route renders within the delay', () => {
    vi.useFakeTimers();
    const {bar, hooks, location} = setup();
    const cancel = hooks.onRouteUpdate?.({
      previousLocation: location('/a'),
      location: location('/b'),
    });
    vi.advanceTimersByTime(progressBar.delayMs / 2);
    if (typeof cancel === 'function') {
      cancel();
    }
    vi.advanceTimersByTime(progressBar.delayMs * 5);
    expect(bar.start).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('ignores changes that stay on the same page, such as a new hash', () => {
    vi.useFakeTimers();
    const {bar, hooks, location} = setup();
    expect(
      hooks.onRouteUpdate?.({previousLocation: location('/a'), location: location('/a')}),
    ).toBeUndefined();
    expect(
      hooks.onRouteUpdate?.({previousLocation: null, location: location('/a')}),
    ).toBeUndefined();
    vi.advanceTimersByTime(progressBar.delayMs * 5);
    expect(bar.start).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});
