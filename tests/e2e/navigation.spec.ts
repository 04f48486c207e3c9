import {test, expect, waitForHydration, waitUntilSettled} from './support/fixtures';
import {progressBar} from '../../src/plugins/progressBar/options';

test('a slow route change shows the progress bar after the delay and removes it when done', async ({
  page,
}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.evaluate(() => {
    const state = window as unknown as {barShownAt?: number};
    new MutationObserver(() => {
      if (state.barShownAt === undefined && document.querySelector('#nprogress .bar')) {
        state.barShownAt = performance.now();
      }
    }).observe(document.body, {childList: true, subtree: true});
  });
  // From now on every script chunk takes 1.5 s to arrive.
  await page.route('**/assets/js/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const footerLink = page.locator('footer').getByRole('link', {name: 'Error Handling'});
  await footerLink.scrollIntoViewIfNeeded();
  const clickedAt = await page.evaluate(() => performance.now());
  await footerLink.click();
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  const shownAt = await page.evaluate(
    () => (window as unknown as {barShownAt?: number}).barShownAt,
  );
  expect(shownAt).toBeDefined();
  expect((shownAt ?? 0) - clickedAt).toBeGreaterThanOrEqual(progressBar.delayMs - 20);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Error handling', {
    timeout: 10_000,
  });
  await expect(page.locator('#nprogress')).toHaveCount(0, {timeout: 5_000});
});

test('a fast route change never shows the progress bar', async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const target = page.locator('.menu').getByRole('link', {name: 'Authentication'});
  // Load the target route's code first so the change itself is instant.
  await page.evaluate(() =>
    (window as unknown as {docusaurus: {preload(path: string): Promise<void>}}).docusaurus.preload(
      '/docs/authentication',
    ),
  );
  await page.evaluate(() => {
    const state = window as unknown as {barSeen?: boolean};
    new MutationObserver(() => {
      if (document.querySelector('#nprogress')) {
        state.barSeen = true;
      }
    }).observe(document.body, {childList: true, subtree: true});
  });
  // The page's clock stands still while the route changes, so the change takes no time however
  // busy the machine is; then the delay passes, and the timer the change cancelled must not fire.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await target.click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Authentication');
  await page.clock.runFor(progressBar.delayMs + 200);
  expect(
    await page.evaluate(() => (window as unknown as {barSeen?: boolean}).barSeen ?? false),
  ).toBe(false);
});

test('a route whose code fails to load reloads the page at the new address', async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.evaluate(() => {
    (window as unknown as {beforeReload?: boolean}).beforeReload = true;
  });
  // Script chunks fail (as after a deploy removed them) until the browser loads a new document.
  let failing = true;
  let failed = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      failing = false;
    }
  });
  await page.route('**/assets/js/*.js', async (route) => {
    if (failing) {
      failed += 1;
      await route.abort('failed');
    } else {
      await route.continue();
    }
  });
  const footerLink = page.locator('footer').getByRole('link', {name: 'Rate Limits'});
  await footerLink.scrollIntoViewIfNeeded();
  const reloaded = page.waitForEvent('load');
  await footerLink.click();
  await reloaded;
  expect(failed).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/docs\/rate-limiting$/);
  expect(
    await page.evaluate(() => (window as unknown as {beforeReload?: boolean}).beforeReload),
  ).toBeUndefined();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Rate limiting');
});

test('the code of the pages the sidebar links to is prefetched once the browser is idle', async ({
  page,
}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  // Docusaurus asks for the chunks of each visible internal link; the site delays them to idle
  // time and requests each file once (Docusaurus' own prefetch added a link per chunk per route).
  const prefetched = page.locator('head link[rel="prefetch"][href*="/assets/js/"]');
  await expect.poll(() => prefetched.count(), {timeout: 10_000}).toBeGreaterThan(5);
  await waitUntilSettled(page);
  const files = await prefetched.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href')),
  );
  expect(files.length - new Set(files).size).toBe(0);
});
