// @vitest-environment jsdom
import {expect, it, vi} from 'vitest';
import nprogress from 'nprogress';
import {progressBar} from '../../src/plugins/progressBar/options';

it('configures nprogress with the constants from its options', async () => {
  const configure = vi.spyOn(nprogress, 'configure');
  await import('../../src/plugins/progressBar/client/progressBar');
  expect(configure).toHaveBeenCalledWith({
    minimum: progressBar.minimum,
    speed: progressBar.speedMs,
    trickleSpeed: progressBar.trickleSpeedMs,
    trickleRate: progressBar.trickleRate,
    showSpinner: progressBar.showSpinner,
  });
});
