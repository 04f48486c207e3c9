/**
 * Long reference pages arrive complete in their HTML, but React renders their endpoint blocks only
 * as they come near the viewport, and keeps server-highlighted code instead of highlighting it
 * again. These tests pin down what a reader must not notice: nothing is missing before a block
 * renders, a block renders before it is reached, and using a block that has not rendered yet works.
 */
import {test, expect, waitForHydration} from './support/fixtures';

const LONG_PAGE = '/docs/v0.7/application/servers';
const wrappers = '[data-render-when-visible]';
const LAST_BLOCK = '[data-endpoint-block][data-operation-id="resetServerDatabasePassword"]';

test.use({viewport: {width: 412, height: 823}});

test('far blocks wait with their server HTML complete, and render as the reader scrolls to them', async ({page, consoleProblems}) => {
  await page.goto(LONG_PAGE);
  await waitForHydration(page);
  const total = await page.locator(wrappers).count();
  expect(total).toBe(18);
  const waiting = page.locator(`${wrappers}:not([data-live])`);
  expect(await waiting.count()).toBeGreaterThan(total / 2);
  // Waiting blocks are whole: path, parameters and the first sample are all there.
  const last = page.locator(LAST_BLOCK);
  await expect(last.locator('xpath=..')).not.toHaveAttribute('data-live');
  await expect(last).toContainText('/api/application/servers/{server}/databases/{database}/reset-password');
  await expect(last).toContainText('curl --request POST');
  await last.scrollIntoViewIfNeeded();
  await expect(last.locator('xpath=..')).toHaveAttribute('data-live', '');
  await expect(last.getByRole('tab', {name: 'cURL'})).toHaveAttribute('aria-selected', 'true');
  expect(consoleProblems).toEqual([]);
});

test('a block reached by its link and used at once works', async ({page, consoleProblems}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(LONG_PAGE);
  await waitForHydration(page);
  const last = page.locator(LAST_BLOCK);
  await expect(last.locator('xpath=..')).not.toHaveAttribute('data-live');
  // The first thing the reader does there is press its copy button.
  await last.getByRole('button', {name: 'Copy the path /api/application/servers/{server}/databases/{database}/reset-password'}).click();
  await expect(last.getByRole('status').filter({hasText: 'Copied to the clipboard'})).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('/api/application/servers/{server}/databases/{database}/reset-password');
  expect(consoleProblems).toEqual([]);
});

test('a click on a control of a waiting block renders the block at once and reaches the same control', async ({page}) => {
  await page.goto(LONG_PAGE);
  await waitForHydration(page);
  const outcome = await page.evaluate((selector) => {
    const block = document.querySelector(selector);
    const tab = [...(block?.querySelectorAll('[role="tab"]') ?? [])].find((candidate) => candidate.textContent === 'Python');
    const wasLive = block?.parentElement?.hasAttribute('data-live') ?? null;
    tab?.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}));
    // Synchronously after the click, the server markup has been replaced by the rendered block.
    return {wasLive, replaced: tab !== undefined && !tab.isConnected};
  }, LAST_BLOCK);
  expect(outcome).toEqual({wasLive: false, replaced: true});
  // ...and the click reached the rendered Python tab.
  await expect(page.locator(LAST_BLOCK).getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
});

test('focus moving into a waiting block lands on the same control once it has rendered', async ({page}) => {
  await page.goto(LONG_PAGE);
  await waitForHydration(page);
  const last = page.locator(LAST_BLOCK);
  await expect(last.locator('xpath=..')).not.toHaveAttribute('data-live');
  await last.getByRole('tab', {name: 'Python'}).focus();
  await expect(last.locator('xpath=..')).toHaveAttribute('data-live', '');
  await expect(last.getByRole('tab', {name: 'Python'})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(last.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
});

test('blocks rendered while scrolling reuse the server-highlighted code and never download the highlighter', async ({page, consoleProblems}) => {
  // Loaded to run, that is: the browser may prefetch it at idle time for later use.
  const highlighterRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && /\/highlighter\.[0-9a-f]+\.js$/.test(request.url())) {
      highlighterRequests.push(request.url());
    }
  });
  await page.goto(LONG_PAGE);
  await waitForHydration(page);
  const last = page.locator(LAST_BLOCK);
  await last.scrollIntoViewIfNeeded();
  await expect(last.locator('xpath=..')).toHaveAttribute('data-live', '');
  await expect(page.locator(`${wrappers}:not([data-live])`)).not.toHaveCount(await page.locator(wrappers).count());
  // The rendered block shows the server's highlighted sample, token for token.
  await expect(last.getByRole('tabpanel').locator('pre .token').first()).toBeAttached();
  await page.waitForTimeout(300);
  expect(highlighterRequests).toEqual([]);
  // New code (another language) is highlighted by the highlighter, loaded for it.
  await last.getByRole('tab', {name: 'Python'}).click();
  const python = last.getByRole('tabpanel').filter({visible: true});
  await expect(python).toContainText('import requests');
  await expect(python.locator('pre .token').first()).toBeAttached();
  expect(highlighterRequests).toHaveLength(1);
  expect(consoleProblems).toEqual([]);
});

test('a page reached by client-side navigation renders every block at once', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/docs/v0.7/application/users');
  await waitForHydration(page);
  await page.locator('.theme-doc-sidebar-container a[href="/docs/v0.7/application/servers"]').click();
  await expect(page).toHaveURL(/\/docs\/v0\.7\/application\/servers$/);
  await expect(page.locator(LAST_BLOCK)).toBeAttached();
  await expect(page.locator(`${wrappers}:not([data-live])`)).toHaveCount(0);
  await expect(page.locator(wrappers)).toHaveCount(18);
});

test('code on a page reached by client-side navigation is highlighted once the highlighter has loaded', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  // The client API overview has no endpoint blocks, so nothing there has loaded the highlighter.
  await page.goto('/docs/api/client');
  await waitForHydration(page);
  await page.locator('article a[href="/docs/api/client/servers"]').first().click();
  await expect(page).toHaveURL(/\/docs\/api\/client\/servers$/);
  const sample = page.locator('[data-endpoint-block]').first().getByRole('tabpanel').filter({visible: true}).first();
  await expect(sample).toContainText('curl --request GET');
  await expect(sample.locator('pre .token').first()).toBeAttached();
});

test('code blocks keep their server-highlighted markup through hydration', async ({page}) => {
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as {removedCode?: string[]}).removedCode = removed;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && (node.matches('pre') || node.querySelector('pre'))) {
            removed.push(node.textContent?.slice(0, 40) ?? '');
          }
        }
      }
    }).observe(document, {childList: true, subtree: true});
  });
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.waitForTimeout(500);
  expect(await page.locator('article pre .token').count()).toBeGreaterThan(10);
  expect(await page.evaluate(() => (window as {removedCode?: string[]}).removedCode)).toEqual([]);
});
