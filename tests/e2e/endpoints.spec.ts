import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './support/fixtures';
import {PANEL_URL_STORAGE_KEY} from '../../src/plugins/endpoints/client/panelUrl';

const SERVERS_PAGE = '/docs/api/client/servers';
const powerBlock = (page: Page) =>
  page.locator('[data-endpoint-block][data-operation-id="sendPowerSignal"]');

async function openPanelUrlForm(page: Page): Promise<void> {
  const block = powerBlock(page);
  await block.locator('summary', {hasText: 'Panel URL'}).click();
  await expect(block.getByLabel('Your panel URL')).toBeVisible();
}

test('an API page renders one endpoint block per operation, with its parts', async ({page}) => {
  await page.goto(SERVERS_PAGE);
  await expect(page.locator('[data-endpoint-block]')).toHaveCount(12);
  const block = powerBlock(page);
  await expect(block.locator('[class*="method"]').first()).toHaveText('POST');
  await expect(block.getByText('/api/client/servers/{server}/power', {exact: true})).toBeVisible();
  await expect(block).toContainText('control.start');
  await expect(block).toContainText('control.restart');
  await expect(block.getByRole('heading', {name: 'Request body (application/json)'})).toBeVisible();
  await expect(block.getByRole('heading', {name: 'Responses'})).toBeVisible();
  await expect(block.getByRole('heading', {name: 'Errors'})).toBeVisible();
  await expect(block.getByRole('tab', {name: 'cURL'})).toBeVisible();
  // Every block comes right after its own heading, which the table of contents lists.
  const heading = page.getByRole('heading', {name: 'Change the power state'});
  await expect(heading).toBeVisible();
  await expect(
    page.locator('.table-of-contents').getByRole('link', {name: 'Change the power state'}),
  ).toHaveCount(1);
});

test('choosing a sample language switches every block and is remembered across pages and reloads', async ({
  page,
}) => {
  await page.goto(SERVERS_PAGE);
  await waitForHydration(page);
  await powerBlock(page).getByRole('tab', {name: 'Python'}).click();
  await expect(powerBlock(page).getByRole('tab', {name: 'Python'})).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // Blocks render as they come near the viewport; the first one shows the choice once it is in view.
  const firstBlock = page.locator('[data-endpoint-block]').first();
  await firstBlock.scrollIntoViewIfNeeded();
  await expect(firstBlock.getByRole('tab', {name: 'Python'})).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(firstBlock.getByRole('tabpanel').filter({visible: true}).first()).toContainText(
    'import requests',
  );
  await page.reload();
  await waitForHydration(page);
  await powerBlock(page).scrollIntoViewIfNeeded();
  await expect(powerBlock(page).getByRole('tab', {name: 'Python'})).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.goto('/docs/api/application/users');
  await waitForHydration(page);
  await expect(
    page.locator('[data-endpoint-block]').first().getByRole('tab', {name: 'Python'}),
  ).toHaveAttribute('aria-selected', 'true');
});

test.describe('copy buttons', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('copy the path and the sample', async ({page}) => {
    await page.goto(SERVERS_PAGE);
    await waitForHydration(page);
    await powerBlock(page)
      .getByRole('button', {name: 'Copy the path /api/client/servers/{server}/power'})
      .click();
    await expect(
      powerBlock(page).getByRole('status').filter({hasText: 'Copied to the clipboard'}),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      '/api/client/servers/{server}/power',
    );
    const sample = powerBlock(page).getByRole('tabpanel').filter({visible: true}).first();
    await sample.hover();
    await sample.getByRole('button', {name: /copy/i}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('curl --request POST');
    expect(copied).toContain('https://panel.example.com/api/client/servers/1a7ce997/power');
  });
});

test('the served page has no form field in its endpoint blocks until the panel URL control opens', async ({
  page,
  request,
}) => {
  // Each form field on a page makes Chromium lay the whole page out again when it finishes parsing
  // (issue 22): the field is rendered only while the reader has the control open.
  const html = await (await request.get(SERVERS_PAGE)).text();
  expect(html).toMatch(/data-operation-id="?sendPowerSignal/);
  expect(html).toContain('Panel URL');
  expect(html.match(/<input[^>]*type=("|)url/g) ?? []).toEqual([]);
  await page.goto(SERVERS_PAGE);
  await waitForHydration(page);
  await expect(page.locator('[data-endpoint-block] input')).toHaveCount(0);
  await openPanelUrlForm(page);
  await expect(page.locator('[data-endpoint-block] input')).toHaveCount(1);
});

test('the panel URL field rewrites every sample, persists, and clears', async ({page}) => {
  await page.goto(SERVERS_PAGE);
  await waitForHydration(page);
  await openPanelUrlForm(page);
  const block = powerBlock(page);
  await block.getByLabel('Your panel URL').fill('https://games.example.net/panel/');
  await block.getByRole('button', {name: 'Use in samples'}).click();
  await expect(
    block.getByRole('status').filter({hasText: 'Samples now use https://games.example.net/panel.'}),
  ).toBeVisible();
  await expect(block.getByRole('tabpanel').filter({visible: true}).first()).toContainText(
    'https://games.example.net/panel/api/client/servers/1a7ce997/power',
  );
  // Every other block follows, on this page and after a reload.
  const firstBlock = page.locator('[data-endpoint-block]').first();
  await firstBlock.scrollIntoViewIfNeeded();
  await expect(firstBlock.getByRole('tabpanel').filter({visible: true}).first()).toContainText(
    'https://games.example.net/panel/api/client',
  );
  expect(await page.evaluate((key) => localStorage.getItem(key), PANEL_URL_STORAGE_KEY)).toBe(
    'https://games.example.net/panel',
  );
  await page.reload();
  await waitForHydration(page);
  await powerBlock(page).scrollIntoViewIfNeeded();
  await expect(
    powerBlock(page).getByRole('tabpanel').filter({visible: true}).first(),
  ).toContainText('https://games.example.net/panel/api/client/servers');
  await openPanelUrlForm(page);
  await powerBlock(page).getByRole('button', {name: 'Clear'}).click();
  await expect(
    powerBlock(page).getByRole('tabpanel').filter({visible: true}).first(),
  ).toContainText('https://panel.example.com/api/client/servers/1a7ce997/power');
  expect(await page.evaluate((key) => localStorage.getItem(key), PANEL_URL_STORAGE_KEY)).toBeNull();
});

for (const [input, message] of [
  ['javascript:alert(document.domain)', 'Only http:// and https:// URLs are allowed'],
  ['not a url', 'That is not a URL'],
  ['https://panel.example.com/?key=ptlc_secret', 'Leave out any ?query or #fragment'],
] as const) {
  test(`the panel URL field rejects ${JSON.stringify(input)} with a clear message`, async ({
    page,
  }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.goto(SERVERS_PAGE);
    await waitForHydration(page);
    await openPanelUrlForm(page);
    const block = powerBlock(page);
    await block.getByLabel('Your panel URL').fill(input);
    await block.getByRole('button', {name: 'Use in samples'}).click();
    await expect(block.getByRole('alert')).toContainText(message);
    await expect(block.getByLabel('Your panel URL')).toHaveAttribute('aria-invalid', 'true');
    await expect(block.getByRole('tabpanel').filter({visible: true}).first()).toContainText(
      'https://panel.example.com/api/client',
    );
    expect(
      await page.evaluate((key) => localStorage.getItem(key), PANEL_URL_STORAGE_KEY),
    ).toBeNull();
    expect(dialogs).toBe(0);
  });
}

test('a corrupt stored panel URL is ignored and removed', async ({page}) => {
  await page.addInitScript(
    (key) => localStorage.setItem(key, 'javascript:alert(1)'),
    PANEL_URL_STORAGE_KEY,
  );
  await page.goto(SERVERS_PAGE);
  await waitForHydration(page);
  await expect(
    powerBlock(page).getByRole('tabpanel').filter({visible: true}).first(),
  ).toContainText('https://panel.example.com/api/client');
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), PANEL_URL_STORAGE_KEY))
    .toBeNull();
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the endpoint blocks are complete in the server-rendered page', async ({page}) => {
    await page.goto(SERVERS_PAGE);
    const block = powerBlock(page);
    await expect(block).toContainText('/api/client/servers/{server}/power');
    await expect(block.locator('table').first()).toContainText('server');
    await expect(block).toContainText('Sends a power signal to the server through Wings.');
    await expect(block.getByText('curl --request POST', {exact: false}).first()).toBeVisible();
  });
});

for (const [query, heading, page] of [
  ['Change the power state', 'Change the power state', '/docs/api/client/servers'],
  ['files/pull', 'Download a file from a URL', '/docs/api/client/files'],
  ['/api/client/servers/{server}/power', 'Change the power state', '/docs/api/client/servers'],
] as const) {
  test(`search finds the endpoint for "${query}"`, async ({page: browser}) => {
    await browser.goto('/docs/intro');
    await waitForHydration(browser);
    await browser.keyboard.press('Control+k');
    await browser.keyboard.type(query);
    const suggestion = browser
      .locator('.navbar [role="listbox"] [role="option"]')
      .filter({hasText: heading})
      .first();
    await expect(suggestion).toBeVisible();
    await suggestion.click();
    await expect(browser).toHaveURL(new RegExp(`${page.replace(/\//g, '\\/')}\\?_highlight=.*#`));
    await expect(browser.getByRole('heading', {name: heading})).toBeVisible();
  });
}

test('a response field table opens a level at a time, with what each include needs', async ({
  page,
}) => {
  await page.goto(SERVERS_PAGE);
  await waitForHydration(page);
  const block = page.locator('[data-endpoint-block][data-operation-id="getServer"]');
  await block.locator('summary', {hasText: 'Fields of the 200 response'}).click();
  const outer = block.locator('details', {hasText: 'Fields of the 200 response'}).first();
  const topLevel = outer.locator(':scope > table > tbody > tr > td:first-child code');
  await expect(topLevel).toHaveText(['object', 'attributes', 'meta']);
  const attributes = outer
    .locator('details', {has: page.locator('summary', {hasText: /^Fields of attributes \(/})})
    .first();
  await expect(attributes.locator(':scope > table')).toBeHidden();
  await attributes.locator(':scope > summary').click();
  await expect(
    attributes.locator(':scope > table > tbody > tr > td:first-child code', {
      hasText: /^attributes\.identifier$/,
    }),
  ).toBeVisible();
  const relationships = attributes
    .locator('details', {
      has: page.locator('summary', {hasText: /^Fields of attributes\.relationships \(/}),
    })
    .first();
  await relationships.locator(':scope > summary').click();
  await expect(relationships).toContainText(
    'Present with include=subusers; depends on the subuser permission user.read',
  );
});
