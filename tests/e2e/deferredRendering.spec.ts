/**
 * Reference pages arrive complete in their HTML. On a first visit React leaves an endpoint block's
 * server HTML as it is, loading nothing for it, until the reader uses the block, or until saved
 * preferences (panel URL, sample language) change what it shows; highlighted code is reused
 * rather than highlighted again. These tests pin down what a reader must not notice: nothing is
 * missing before a block renders, using a block that has not rendered works, saved preferences
 * show up, and a failed download loses nothing.
 */
import type {Page, Route} from '@playwright/test';
import {test, expect, waitForHydration, waitUntilSettled} from './support/fixtures';
import {PANEL_URL_STORAGE_KEY} from '../../src/plugins/endpoints/client/panelUrl';
import {SAMPLE_TABS_STORAGE_KEY} from '../../src/plugins/endpoints/client/sampleLanguages';

const LONG_PAGE = '/docs/v0.7/application/servers';
// The endpoint blocks' wrappers (the page's long Sources list has one of its own).
const wrappers = '[data-render-on-demand]:has(> [data-endpoint-block])';
const LAST_BLOCK = '[data-endpoint-block][data-operation-id="resetServerDatabasePassword"]';
const PANEL_URL = 'https://games.example.net';

test.use({viewport: {width: 412, height: 823}});

/** Scripts the page requests from now on. */
function scriptRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') {
      requested.push(request.url());
    }
  });
  return requested;
}

async function savePreferences(page: Page, values: Record<string, string>): Promise<void> {
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) {
      window.localStorage.setItem(key, value);
    }
  }, values);
}

test('blocks keep their whole server HTML and load nothing while the reader only reads', async ({
  page,
  consoleProblems,
}) => {
  await page.goto(LONG_PAGE);
  await waitForHydration(page);
  await expect(page.locator(wrappers)).toHaveCount(18);
  const requested = scriptRequests(page);
  const last = page.locator(LAST_BLOCK);
  await last.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, -400);
  await waitUntilSettled(page);
  // Whole: path, parameters and the first sample are all there, without a line of script.
  await expect(last).toContainText(
    '/api/application/servers/{server}/databases/{database}/reset-password',
  );
  await expect(last).toContainText('curl --request POST');
  await expect(page.locator(`${wrappers}[data-live]`)).toHaveCount(0);
  expect(requested).toEqual([]);
  expect(consoleProblems).toEqual([]);
});

test('with a saved panel URL, blocks render as the reader scrolls to them, and show it', async ({
  page,
  consoleProblems,
}) => {
  await savePreferences(page, {[PANEL_URL_STORAGE_KEY]: PANEL_URL});
  await page.goto(LONG_PAGE);
  await waitForHydration(page);
  const last = page.locator(LAST_BLOCK);
  await expect(last.locator('xpath=..')).not.toHaveAttribute('data-live');
  await last.scrollIntoViewIfNeeded();
  await expect(last.locator('xpath=..')).toHaveAttribute('data-live', '');
  await expect(last.getByRole('tabpanel').filter({visible: true})).toContainText(
    `${PANEL_URL}/api/application/servers/`,
  );
  expect(consoleProblems).toEqual([]);
});

test('a saved sample language is shown by the blocks the reader gets to', async ({
  page,
  consoleProblems,
}) => {
  await savePreferences(page, {[SAMPLE_TABS_STORAGE_KEY]: 'python'});
  await page.goto('/docs/api/client/account');
  await waitForHydration(page);
  const first = page.locator('[data-endpoint-block]').first();
  await first.scrollIntoViewIfNeeded();
  await expect(first.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
  await expect(first.getByRole('tabpanel').filter({visible: true})).toContainText(
    'import requests',
  );
  expect(consoleProblems).toEqual([]);
});

test('a block reached by its link and used at once works', async ({page, consoleProblems}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(LONG_PAGE);
  await waitForHydration(page);
  const last = page.locator(LAST_BLOCK);
  await expect(last.locator('xpath=..')).not.toHaveAttribute('data-live');
  // The first thing the reader does there is press its copy button.
  await last
    .getByRole('button', {
      name: 'Copy the path /api/application/servers/{server}/databases/{database}/reset-password',
    })
    .click();
  await expect(last.getByRole('status').filter({hasText: 'Copied to the clipboard'})).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    '/api/application/servers/{server}/databases/{database}/reset-password',
  );
  expect(consoleProblems).toEqual([]);
});

/** Clicks the Python tab of a block that has not rendered, as the browser would, and reports what happened synchronously. */
function clickServerTab(
  page: Page,
  selector: string,
): Promise<{wasLive: boolean | null; replaced: boolean}> {
  return page.evaluate((blockSelector) => {
    const block = document.querySelector(blockSelector);
    const tab = [...(block?.querySelectorAll('[role="tab"]') ?? [])].find(
      (candidate) => candidate.textContent === 'Python',
    );
    const wasLive = block?.parentElement?.hasAttribute('data-live') ?? null;
    tab?.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}));
    return {wasLive, replaced: tab !== undefined && !tab.isConnected};
  }, selector);
}

test('a click on a control of a waiting block renders the block and reaches the same control', async ({
  page,
}) => {
  await page.goto(LONG_PAGE);
  await waitForHydration(page);
  // Nothing loaded yet: the block renders when its data has arrived...
  expect(await clickServerTab(page, LAST_BLOCK)).toEqual({wasLive: false, replaced: false});
  // ...and the click reaches the rendered Python tab.
  await expect(page.locator(LAST_BLOCK).getByRole('tab', {name: 'Python'})).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.locator(LAST_BLOCK).locator('xpath=..')).toHaveAttribute('data-live', '');
});

test('a pointer over a waiting block loads it, so a click then renders it at once', async ({
  page,
}) => {
  await page.goto(LONG_PAGE);
  await waitForHydration(page);
  const block = page.locator('[data-endpoint-block][data-operation-id="getServerDatabase"]');
  await block.scrollIntoViewIfNeeded();
  let started = 0;
  let finished = 0;
  page.on('request', (request) => request.resourceType() === 'script' && (started += 1));
  page.on('requestfinished', (request) => request.resourceType() === 'script' && (finished += 1));
  await block.locator('code').first().hover();
  // The block's data and code arrive...
  await expect.poll(() => started > 0 && finished === started).toBe(true);
  // ...and have run: nothing in flight, then frames and an idle callback.
  await waitUntilSettled(page);
  expect(
    await clickServerTab(page, '[data-endpoint-block][data-operation-id="getServerDatabase"]'),
  ).toEqual({wasLive: false, replaced: true});
  await expect(block.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
});

/** Makes downloads of the pages' endpoint data fail until the returned function is called. */
async function failEndpointData(page: Page): Promise<() => Promise<void>> {
  const handler = async (route: Route): Promise<void> => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('"operationId":"')) {
      await route.abort('internetdisconnected');
    } else {
      await route.fulfill({response, body});
    }
  };
  await page.route('**/assets/js/*.js', handler);
  return () => page.unroute('**/assets/js/*.js', handler);
}

test('when a block cannot load, the reader who uses it is told, its content stays, and a later use retries', async ({
  page,
}) => {
  await page.goto(LONG_PAGE);
  await waitForHydration(page);
  const restore = await failEndpointData(page);
  const last = page.locator(LAST_BLOCK);
  await last.getByRole('tab', {name: 'Python'}).click();
  await expect(page.getByRole('alert').filter({hasText: 'could not be loaded'})).toBeVisible();
  await expect(last).toContainText('curl --request POST');
  await expect(last.locator('xpath=..')).not.toHaveAttribute('data-live');
  await restore();
  await last.getByRole('tab', {name: 'Python'}).click();
  await expect(last.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('alert').filter({hasText: 'could not be loaded'})).toHaveCount(0);
});

test('a page reached by navigation whose endpoint data fails says so in each block, and retries', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/docs/v0.7/application/users');
  await waitForHydration(page);
  const restore = await failEndpointData(page);
  await page
    .locator('.theme-doc-sidebar-container a[href="/docs/v0.7/application/locations"]')
    .click();
  await expect(page).toHaveURL(/\/docs\/v0\.7\/application\/locations$/);
  const failures = page
    .getByRole('alert')
    .filter({hasText: 'The details of this endpoint could not be loaded'});
  await expect(failures).toHaveCount(5);
  // The page around the blocks is all there.
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await restore();
  await failures.first().getByRole('button', {name: 'Try again'}).click();
  await expect(page.locator('[data-endpoint-block]')).toHaveCount(1);
});

test('focus moving into a waiting block lands on the same control once it has rendered', async ({
  page,
}) => {
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

test('a reader who tabs on while a waiting block loads keeps focus on the control they reached', async ({
  page,
}) => {
  await page.goto(LONG_PAGE);
  await waitForHydration(page);
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('"operationId":"')) {
      await released;
    }
    await route.fulfill({response, body});
  });
  const last = page.locator(LAST_BLOCK);
  await last.getByRole('button', {name: /^Copy the path/}).focus();
  await page.keyboard.press('Tab');
  const reached = last.getByRole('link', {name: 'Panel source'});
  await expect(reached).toBeFocused();
  await expect(last.locator('xpath=..')).not.toHaveAttribute('data-live');
  release();
  await expect(last.locator('xpath=..')).toHaveAttribute('data-live', '');
  await expect(reached).toBeFocused();
});

test('a block rendered in the browser reuses the server-highlighted code and does not download the highlighter', async ({
  page,
  consoleProblems,
}) => {
  // Loaded to run, that is: the browser may prefetch it at idle time for later use.
  const highlighterRequests: string[] = [];
  page.on('request', (request) => {
    if (
      request.resourceType() === 'script' &&
      /\/highlighter\.[0-9a-f]+\.js$/.test(request.url())
    ) {
      highlighterRequests.push(request.url());
    }
  });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(LONG_PAGE);
  await waitForHydration(page);
  const last = page.locator(LAST_BLOCK);
  await last.getByRole('button', {name: /^Copy the path/}).click();
  await expect(last.locator('xpath=..')).toHaveAttribute('data-live', '');
  // The rendered block shows the server's highlighted sample, token for token.
  await expect(last.getByRole('tabpanel').locator('pre .token').first()).toBeAttached();
  await waitUntilSettled(page);
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
  await page
    .locator('.theme-doc-sidebar-container a[href="/docs/v0.7/application/servers"]')
    .click();
  await expect(page).toHaveURL(/\/docs\/v0\.7\/application\/servers$/);
  await expect(page.locator(LAST_BLOCK)).toBeAttached();
  await expect(page.locator(`${wrappers}:not([data-live])`)).toHaveCount(0);
  await expect(page.locator(wrappers)).toHaveCount(18);
});

test('code on a page reached by client-side navigation is highlighted once the highlighter has loaded', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 800});
  // The client API overview has no endpoint blocks, so nothing there has loaded the highlighter.
  await page.goto('/docs/api/client');
  await waitForHydration(page);
  await page.locator('article a[href="/docs/api/client/servers"]').first().click();
  await expect(page).toHaveURL(/\/docs\/api\/client\/servers$/);
  const sample = page
    .locator('[data-endpoint-block]')
    .first()
    .getByRole('tabpanel')
    .filter({visible: true})
    .first();
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
  await waitUntilSettled(page);
  expect(await page.locator('article pre .token').count()).toBeGreaterThan(10);
  expect(await page.evaluate(() => (window as {removedCode?: string[]}).removedCode)).toEqual([]);
});

test('highlighted code takes its token colours from the stylesheet in the page head', async ({
  page,
}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const token = page.locator('article pre.language-json .token.string').first();
  const plain = page.locator('article pre.language-json').first();
  const line = plain.locator('.token-line').first();
  const colour = (element: Element): string => getComputedStyle(element).color;
  const [tokenColour, plainColour, lineColour] = await Promise.all([
    token.evaluate(colour),
    plain.evaluate(colour),
    line.evaluate(colour),
  ]);
  // Coloured by a class the stylesheet styles, not by the block's plain colour.
  expect(tokenColour).not.toBe(plainColour);
  expect(await token.getAttribute('style')).toBeNull();
  expect(await line.getAttribute('style')).toBeNull();
  // JSON's punctuation is bare text in its lines, which the stylesheet gives the punctuation colour
  // (rgb(212, 212, 212), #d4d4d4, see src/plugins/highlighting/client/bareTokens.ts).
  expect(await plain.locator('.token.punctuation').count()).toBe(0);
  expect(await line.textContent()).toBe('{');
  expect(lineColour).toBe('rgb(212, 212, 212)');
});
