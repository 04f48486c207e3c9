/**
 * A page's source anchors (`<Source />`, src/plugins/facts/remark.ts) as a reader meets them:
 * footnote marks in the text, a "Sources" list at the end, each mark and back link reachable from
 * the keyboard with its focus drawn, and the list's entry naming the file, symbol and release. A
 * long list leaves the page's script (src/plugins/deferredParts/): it is in the served HTML and in
 * none of a first visit's scripts, and works the same on a first visit, where the served HTML is
 * kept, and after client-side navigation, where it is rendered from the page's data.
 */
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {proseAnchorsOfSite} from '../../schema/sourceElements';
import {anchorIdentity} from '../../src/plugins/facts/proseAnchors';
import type {SourceAnchor} from '../../src/plugins/endpoints/openapi/anchors';
import {test, expect, waitForHydration, waitUntilSettled} from './support/fixtures';

/** A page whose source footnotes the test follows, and the entry it follows. */
type Subject = {
  readonly page: string;
  readonly file: string;
  readonly symbol: string;
  readonly entryText: string;
  readonly entryLink: string;
};

/** A short list, compiled into the page's module. */
const RATE_LIMITING: Subject = {
  page: '/docs/rate-limiting',
  file: 'docs/rate-limiting.md',
  // The per-server limits' table of numbers.
  symbol: 'ResourceLimit::limit',
  entryText:
    'panel app/Enum/ResourceLimit.php, ResourceLimit::limit, verified at panel 1.15.0 (since 1.12.0)',
  entryLink: 'https://github.com/pterodactyl/panel/blob/v1.15.0/app/Enum/ResourceLimit.php',
};

/** A long list, left out of the page's script (src/plugins/deferredParts/). */
const WEBSOCKET: Subject = {
  page: '/docs/api/websocket',
  file: 'docs/api/websocket.mdx',
  symbol: 'Node::getConnectionAddress',
  entryText: 'panel app/Models/Node.php, Node::getConnectionAddress, verified at panel 1.15.0',
  entryLink: 'https://github.com/pterodactyl/panel/blob/v1.15.0/app/Models/Node.php',
};

/** Texts of the websocket page's Sources entries that the rest of the page never shows. */
const LIST_ONLY_TEXTS = ['Node::getConnectionAddress', 'Server.CleanupForDestroy'];

/** The footnote list inside the render on demand of a deferred part. */
const DEFERRED_LIST = '[data-render-on-demand]:has(> section[data-footnotes])';

/**
 * The page's anchors as written, with those its `<ServerStates />` puts there (the site's own
 * anchor reader): one mark per anchor, one footnote per distinct anchor in the order first cited,
 * and the footnote number of the followed anchor.
 */
function writtenAnchors(subject: Subject): {marks: number; footnotes: number; followed: number} {
  const identities = proseAnchorsOfSite(path.resolve(__dirname, '../..'))
    .filter(({page}) => page === subject.file)
    .map(({anchor}) => ({
      identity: anchorIdentity(anchor as unknown as SourceAnchor),
      symbol: anchor.symbol,
    }));
  const distinct = [...new Set(identities.map((entry) => entry.identity))];
  const followed = identities.find((entry) => entry.symbol === subject.symbol);
  if (!followed) throw new Error(`${subject.file} cites no ${subject.symbol}`);
  return {
    marks: identities.length,
    footnotes: distinct.length,
    followed: distinct.indexOf(followed.identity) + 1,
  };
}

/** Whether the element has keyboard focus with an outline drawn around it. */
function focusDrawn(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return (
      element === document.activeElement &&
      element.matches(':focus-visible') &&
      style.outlineStyle !== 'none' &&
      parseFloat(style.outlineWidth) > 0
    );
  });
}

/**
 * The page now shown has its marks and its Sources list, and a keyboard reader follows the
 * subject's first mark to its entry and comes back.
 */
async function followFootnotes(page: Page, subject: Subject): Promise<void> {
  const written = writtenAnchors(subject);
  const marks = page.locator('article [data-footnote-ref]');
  await expect(marks).toHaveCount(written.marks);
  await expect(page.getByRole('heading', {level: 2, name: 'Sources'})).toBeVisible();
  const entries = page.locator('section[data-footnotes] li');
  await expect(entries).toHaveCount(written.footnotes);
  const entry = entries.nth(written.followed - 1);
  await expect(entry).toContainText(subject.entryText);
  await expect(entry.locator('a').first()).toHaveAttribute('href', subject.entryLink);

  // A keyboard reader: tab to the anchor's first mark from the link before it, follow it, and come back.
  const mark = page
    .locator(`article [data-footnote-ref][href="#user-content-fn-source-${written.followed}"]`)
    .first();
  await page.keyboard.press('Tab');
  await mark.focus();
  expect(await focusDrawn(mark)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#user-content-fn-source-${written.followed}$`));
  const back = entry.locator('[data-footnote-backref]').first();
  await expect(back).toBeInViewport();
  await back.focus();
  // Focus entering a kept list loads its data and renders it, which puts focus back on the same
  // link: poll until that has settled rather than reading the state mid-render.
  await expect.poll(() => focusDrawn(back)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#user-content-fnref-source-${written.followed}$`));
  await expect(mark).toBeInViewport();
}

test('source anchors are footnotes under "Sources", reachable from the keyboard both ways', async ({
  page,
  consoleProblems,
}) => {
  await page.goto(RATE_LIMITING.page);
  await waitForHydration(page);
  await followFootnotes(page, RATE_LIMITING);
  expect(consoleProblems).toEqual([]);
});

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

test("a long Sources list is in the served HTML and in none of the first visit's scripts, and works from the keyboard", async ({
  page,
  request,
  consoleProblems,
}) => {
  const html = await (await request.get(WEBSOCKET.page)).text();
  for (const text of LIST_ONLY_TEXTS) {
    expect(html).toContain(text);
  }
  const bodies = scriptBodies(page);
  await page.goto(WEBSOCKET.page);
  await waitForHydration(page);
  await waitUntilSettled(page);
  // Kept as served: not rendered, its data never loaded.
  await expect(page.locator(DEFERRED_LIST)).toHaveCount(1);
  await expect(page.locator(`${DEFERRED_LIST}[data-live]`)).toHaveCount(0);
  const scripts = await Promise.all(bodies);
  expect(scripts.length).toBeGreaterThan(0);
  for (const text of LIST_ONLY_TEXTS) {
    expect(scripts.filter((body) => body.includes(text))).toEqual([]);
  }
  // The kept list's ids and links work as the rendered list's would.
  await followFootnotes(page, WEBSOCKET);
  expect(consoleProblems).toEqual([]);
});

test('a reader who reaches a page with a long Sources list from the sidebar gets the list and its links', async ({
  page,
  consoleProblems,
}) => {
  // The page's sidebar category is open on its neighbour's page.
  await page.goto('/docs/api/websocket-examples');
  await waitForHydration(page);
  await page.locator('.menu').getByRole('link', {name: 'WebSocket', exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`${WEBSOCKET.page}$`));
  await expect(page.getByRole('heading', {level: 1})).toHaveText('WebSocket');
  // Rendered from the page's data: client-side navigation leaves no server HTML to keep.
  await expect(page.locator(`${DEFERRED_LIST}[data-live]`)).toHaveCount(1);
  await followFootnotes(page, WEBSOCKET);
  expect(consoleProblems).toEqual([]);
});
