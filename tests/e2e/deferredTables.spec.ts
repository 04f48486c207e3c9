/**
 * Long tables leave the page's script (src/plugins/deferredParts/): the served HTML holds them in
 * full, a first visit keeps that HTML and downloads no table data, and a page reached by
 * client-side navigation shows every table, row for row as its served HTML does.
 */
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, waitUntilSettled} from './support/fixtures';

const PAGE = '/docs/source-references';
/** A cell of the page's release table and one of its generated anchor list (`<SourceAnchors />`). */
const TABLE_TEXTS = ['75b59080e2812ced677dab516222b2a3bb34e3a4', 'LocationController::store'];
const DEFERRED = '[data-render-on-demand]:has(> table)';

/** The bodies of the page's own scripts, collected from now on. */
function scriptBodies(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().includes('/assets/js/')) {
      bodies.push(response.text().catch(() => ''));
    }
  });
  return bodies;
}

/** Rows of each table in the article, in page order. */
function tableRows(page: Page): Promise<number[]> {
  return page
    .locator('article table')
    .evaluateAll((tables) => tables.map((table) => (table as HTMLTableElement).rows.length));
}

test('the served HTML holds the long tables, and the first visit keeps them without their data', async ({
  page,
  request,
  consoleProblems,
}) => {
  const html = await (await request.get(PAGE)).text();
  for (const text of TABLE_TEXTS) {
    expect(html).toContain(text);
  }
  const bodies = scriptBodies(page);
  await page.goto(PAGE);
  await waitForHydration(page);
  await waitUntilSettled(page);
  const deferred = page.locator(DEFERRED);
  expect(await deferred.count()).toBeGreaterThanOrEqual(3);
  await expect(page.locator(`${DEFERRED}[data-live]`)).toHaveCount(0);
  for (const text of TABLE_TEXTS) {
    await expect(page.locator('article table', {hasText: text}).first()).toBeAttached();
  }
  // Neither the page's module nor anything else the visit ran carries the tables' text.
  const scripts = await Promise.all(bodies);
  expect(scripts.length).toBeGreaterThan(0);
  for (const text of TABLE_TEXTS) {
    expect(scripts.filter((body) => body.includes(text))).toEqual([]);
  }
  expect(consoleProblems).toEqual([]);
});

test('a reader who reaches the page from the sidebar sees every table in full', async ({
  page,
  consoleProblems,
}) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  const served = await tableRows(page);
  expect(served.length).toBeGreaterThan(3);

  // The page's sidebar category is open on its neighbour's page.
  await page.goto('/docs/contributing');
  await waitForHydration(page);
  await page.locator('.menu').getByRole('link', {name: 'Source references', exact: true}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Source references');
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  // Rendered, not kept: client-side navigation leaves no server HTML to keep.
  const deferred = page.locator(DEFERRED);
  expect(await deferred.count()).toBeGreaterThanOrEqual(3);
  await expect(page.locator(`${DEFERRED}:not([data-live])`)).toHaveCount(0);
  expect(await tableRows(page)).toEqual(served);
  for (const text of TABLE_TEXTS) {
    await expect(page.locator('article table', {hasText: text}).first()).toBeVisible();
  }
  // A link of a rendered table is a working link with the theme's attributes.
  const external = page.locator(`${DEFERRED} a[href^="https://github.com/"]`).first();
  await expect(external).toHaveAttribute('target', '_blank');
  expect(consoleProblems).toEqual([]);
});

test('a link in a table the first visit kept navigates within the site', async ({
  page,
  consoleProblems,
}) => {
  // The upgrade page's long tables link to other pages.
  await page.goto('/docs/upgrading-from-0.7');
  await waitForHydration(page);
  const link = page.locator(`${DEFERRED} a[href^="/docs/"]`).first();
  await link.scrollIntoViewIfNeeded();
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  await page.evaluate(() => {
    (window as unknown as {sameDocument?: boolean}).sameDocument = true;
  });
  // A pointer on its way loads the tables' data (as over an endpoint block); the click then
  // renders the table and hands the click to its rendered link.
  await link.hover();
  await waitUntilSettled(page);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${(href ?? '').split('#')[0]}`));
  // The same document: the table rendered and handed the click to the router.
  expect(
    await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument),
  ).toBe(true);
  expect(consoleProblems).toEqual([]);
});

test('a table whose cells hold source marks renders from its data as the served HTML shows it, marks leading to their sources', async ({
  page,
  consoleProblems,
}) => {
  // The page's tables have too little data to pay for their rendering code alone; they leave the
  // page's module because its footnote list brings that code.
  const tables = () =>
    page.locator(`${DEFERRED} > table`).evaluateAll((found) => found.map((t) => t.outerHTML));
  await page.goto('/docs/api/websocket');
  await waitForHydration(page);
  await waitUntilSettled(page);
  await expect(page.locator(`${DEFERRED}[data-live]`)).toHaveCount(0);
  const served = await tables();
  expect(served.length).toBeGreaterThanOrEqual(2);
  expect(served.filter((table) => table.includes('data-footnote-ref'))).not.toEqual([]);

  await page.goto('/docs/api/websocket-examples');
  await waitForHydration(page);
  await page.locator('.menu').getByRole('link', {name: 'WebSocket', exact: true}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('WebSocket');
  await expect(page.locator(`${DEFERRED}:not([data-live])`)).toHaveCount(0);
  expect(await tables()).toEqual(served);
  const mark = page.locator(`${DEFERRED} > table sup > a[data-footnote-ref]`).first();
  const entry = (await mark.getAttribute('href')) ?? '';
  expect(entry).toMatch(/^#user-content-fn-source-\d+$/);
  await mark.click();
  await expect(page).toHaveURL(new RegExp(`${entry}$`));
  await expect(page.locator(entry)).toBeInViewport();
  expect(consoleProblems).toEqual([]);
});
