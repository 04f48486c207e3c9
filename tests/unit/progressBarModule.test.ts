// @vitest-environment jsdom
import {afterEach, beforeEach, expect, it, vi} from 'vitest';
import {createBar} from '../../src/plugins/progressBar/client/bar';
import {progressBar} from '../../src/plugins/progressBar/options';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

const offset = () =>
  Number(
    /translate3d\((-?[\d.]+)%/.exec(
      document.querySelector<HTMLElement>('#nprogress .bar')?.style.transform ?? '',
    )?.[1],
  );

it('shows the bar at its minimum on start and trickles forward, never to the end', () => {
  const bar = createBar();
  bar.start();
  expect(document.querySelectorAll('#nprogress .bar .peg')).toHaveLength(1);
  expect(offset()).toBeCloseTo((progressBar.minimum - 1) * 100);
  const first = offset();
  vi.advanceTimersByTime(progressBar.trickleSpeedMs * 200);
  expect(offset()).toBeGreaterThan(first);
  expect(offset()).toBeLessThan(0);
  // A second start while shown keeps one bar.
  bar.start();
  expect(document.querySelectorAll('#nprogress')).toHaveLength(1);
});

it('fills the bar on done, then fades it out and removes it', () => {
  const bar = createBar();
  bar.start();
  bar.done();
  expect(offset()).toBe(0);
  vi.advanceTimersByTime(progressBar.speedMs);
  expect(document.querySelector<HTMLElement>('#nprogress')?.style.opacity).toBe('0');
  vi.advanceTimersByTime(progressBar.speedMs);
  expect(document.querySelector('#nprogress')).toBeNull();
});

it('does nothing on done when it never started', () => {
  createBar().done();
  vi.advanceTimersByTime(progressBar.speedMs * 2);
  expect(document.querySelector('#nprogress')).toBeNull();
});
