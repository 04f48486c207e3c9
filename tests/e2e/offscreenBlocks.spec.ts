/**
 * Endpoint blocks and the Sources list off screen are left out of the browser's style and layout
 * work until the reader scrolls near them (`content-visibility: auto` on `.endpoint`,
 * src/plugins/endpoints/client/EndpointBlock/styles.module.css, and on `section[data-footnotes]`,
 * src/css/custom.css; the measurement is in the README's ledger). What a reader must not notice:
 * a link to a section far down the page lands on it and stays there, text of a skipped block or
 * list is still on the page, a source mark leads to its entry in the skipped list and back, and
 * scrolling back up past blocks laid out for the first time does not move what is on screen.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, waitUntilSettled} from './support/fixtures';

const LONG_PAGES = [
  {
    route: '/docs/api/application/servers',
    heading: 'reinstall-a-server',
    lastBlock: 'forceDeleteServer',
  },
  {
    route: '/docs/v0.7/application/servers',
    heading: 'delete-a-server-database',
    lastBlock: 'resetServerDatabasePassword',
  },
];

const VIEWPORTS = [
  {name: 'phone', viewport: {width: 412, height: 823}},
  {name: 'desktop', viewport: {width: 1280, height: 800}},
];

/** The heading's top edge against the sticky navbar's bottom edge, in CSS pixels. */
async function headingOffset(page: Page, id: string): Promise<number> {
  return page.evaluate((headingId) => {
    const heading = document.getElementById(headingId);
    const navbar = document.querySelector('nav.navbar');
    if (!heading || !navbar) {
      throw new Error(`no #${headingId} or navbar on the page`);
    }
    return heading.getBoundingClientRect().top - navbar.getBoundingClientRect().bottom;
  }, id);
}

/** Whether the block's parts are rendered, as opposed to skipped by `content-visibility: auto`. */
async function isRendered(page: Page, operationId: string): Promise<boolean> {
  return page.evaluate((id) => {
    const block = document.querySelector(`[data-endpoint-block][data-operation-id="${id}"]`);
    const part = block?.querySelector('code');
    if (!part) {
      throw new Error(`no block ${id} with code on the page`);
    }
    return part.checkVisibility({contentVisibilityAuto: true});
  }, operationId);
}

for (const {name, viewport} of VIEWPORTS) {
  test.describe(`${name} viewport`, () => {
    test.use({viewport});

    for (const {route, heading} of LONG_PAGES) {
      test(`${route}#${heading}: a link to a section far down lands under the navbar and stays`, async ({
        page,
      }) => {
        await page.goto(`${route}#${heading}`);
        await waitForHydration(page);
        await waitUntilSettled(page);
        const landed = await headingOffset(page, heading);
        // The theme's scroll margin puts a linked heading just below the sticky navbar.
        expect(landed).toBeGreaterThanOrEqual(-1);
        expect(landed).toBeLessThan(40);
        // Reading upwards lays the blocks above out for the first time: what is on screen stays put.
        const anchor = page.locator(`#${heading}`);
        await page.mouse.wheel(0, -300);
        await waitUntilSettled(page);
        const before = await headingOffset(page, heading);
        await page.mouse.wheel(0, -1200);
        await waitUntilSettled(page);
        await page.mouse.wheel(0, 1200);
        await waitUntilSettled(page);
        expect(Math.abs((await headingOffset(page, heading)) - before)).toBeLessThan(2);
        await expect(anchor).toBeInViewport();
      });
    }
  });
}

test('a block far down is skipped until the reader scrolls to it, its text on the page throughout', async ({
  page,
}) => {
  const {route, lastBlock} = LONG_PAGES[0]!;
  await page.goto(route);
  await waitForHydration(page);
  await waitUntilSettled(page);
  expect(await isRendered(page, lastBlock)).toBe(false);
  const block = page.locator(`[data-endpoint-block][data-operation-id="${lastBlock}"]`);
  await expect(block).toContainText('DELETE');
  await block.scrollIntoViewIfNeeded();
  await waitUntilSettled(page);
  expect(await isRendered(page, lastBlock)).toBe(true);
});

for (const {name, viewport} of VIEWPORTS) {
  test(`${name} viewport: the Sources list is skipped until reached, and a source mark far above leads to its entry and back`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    const {route} = LONG_PAGES[0]!;
    await page.goto(route);
    await waitForHydration(page);
    await waitUntilSettled(page);
    const entries = page.locator('section[data-footnotes] li');
    const firstEntry = entries.first();
    const entryRendered = () =>
      firstEntry.evaluate((entry) => entry.checkVisibility({contentVisibilityAuto: true}));
    expect(await entryRendered()).toBe(false);
    await expect(firstEntry).toContainText('app/');
    // The first mark on the page, far above the list: following it lays the list out and lands there.
    const mark = page.locator('article [data-footnote-ref]').first();
    const target = await mark.getAttribute('href');
    expect(target).toMatch(/^#user-content-fn-source-\d+$/);
    const entry = page.locator(target!);
    await mark.click();
    await waitUntilSettled(page);
    await expect(entry).toBeInViewport();
    expect(await entryRendered()).toBe(true);
    await entry.locator('[data-footnote-backref]').first().click();
    await waitUntilSettled(page);
    await expect(mark).toBeInViewport();
  });
}

test('the skipped Sources list passes axe contrast checks as served, before anything lays it out', async ({
  page,
}) => {
  // What an audit of the page as served sees (Lighthouse runs axe so): inline code's translucent
  // dark-theme background was blended over whatever lay at its place, the footer, and failed.
  await page.goto('/docs/rate-limiting');
  await waitForHydration(page);
  await waitUntilSettled(page);
  const entry = page.locator('section[data-footnotes] li').first();
  expect(await entry.evaluate((li) => li.checkVisibility({contentVisibilityAuto: true}))).toBe(
    false,
  );
  const results = await new AxeBuilder({page})
    .include('section[data-footnotes]')
    .withRules(['color-contrast'])
    .analyze();
  expect(
    results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' '))),
  ).toEqual([]);
});
