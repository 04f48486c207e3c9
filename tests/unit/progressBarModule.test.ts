// @vitest-environment jsdom
import {expect, it, vi} from 'vitest';
import nprogress from 'nprogress';
import {progressBar} from '../../src/siteFeatures';

it('configures nprogress with the constants from siteFeatures', async () => {
  const configure = vi.spyOn(nprogress, 'configure');
  await import('../../src/clientModules/progressBar');
  expect(configure).toHaveBeenCalledWith({
    minimum: progressBar.minimum,
    speed: progressBar.speedMs,
    trickleSpeed: progressBar.trickleSpeedMs,
    trickleRate: progressBar.trickleRate,
    showSpinner: progressBar.showSpinner,
  });
});
