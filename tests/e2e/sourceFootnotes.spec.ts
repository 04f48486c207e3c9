/**
 * A page's source anchors (`<Source />`, src/plugins/facts/remark.ts) as a reader meets them:
 * footnote marks in the text, a "Sources" list at the end, each mark and back link reachable from
 * the keyboard with its focus drawn, and the list's entry naming the file, symbol and release.
 */
import path from 'node:path';
import type {Locator} from '@playwright/test';
import {proseAnchorsOfSite} from '../../schema/sourceElements';
import {anchorIdentity} from '../../src/plugins/facts/proseAnchors';
import type {SourceAnchor} from '../../src/plugins/endpoints/openapi/anchors';
import {test, expect, waitForHydration} from './support/fixtures';

const PAGE = '/docs/rate-limiting';
const PAGE_FILE = 'docs/rate-limiting.md';
/** The anchor whose footnote the test follows: the per-server limits' table of numbers. */
const FOLLOWED_SYMBOL = 'ResourceLimit::limit';

/**
 * The page's anchors as written (the build's own reader): one mark per element, one footnote per
 * distinct anchor in the order first cited, and the footnote number of the followed anchor.
 */
function writtenAnchors(): {marks: number; footnotes: number; followed: number} {
  const root = path.resolve(__dirname, '../..');
  const identities = proseAnchorsOfSite(root)
    .filter((entry) => entry.page === PAGE_FILE)
    .map((entry) => ({
      identity: anchorIdentity(entry.anchor as unknown as SourceAnchor),
      symbol: entry.anchor.symbol,
    }));
  const distinct = [...new Set(identities.map((entry) => entry.identity))];
  const followed = identities.find((entry) => entry.symbol === FOLLOWED_SYMBOL);
  if (!followed) throw new Error(`${PAGE_FILE} cites no ${FOLLOWED_SYMBOL}`);
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

test('source anchors are footnotes under "Sources", reachable from the keyboard both ways', async ({
  page,
  consoleProblems,
}) => {
  const written = writtenAnchors();
  await page.goto(PAGE);
  await waitForHydration(page);
  const marks = page.locator('article [data-footnote-ref]');
  await expect(marks).toHaveCount(written.marks);
  await expect(page.getByRole('heading', {level: 2, name: 'Sources'})).toBeVisible();
  const entries = page.locator('section[data-footnotes] li');
  await expect(entries).toHaveCount(written.footnotes);
  const entry = entries.nth(written.followed - 1);
  await expect(entry).toContainText(
    'panel app/Enum/ResourceLimit.php, ResourceLimit::limit, verified at panel 1.15.0 (since 1.12.0)',
  );
  await expect(entry.locator('a').first()).toHaveAttribute(
    'href',
    'https://github.com/pterodactyl/panel/blob/v1.15.0/app/Enum/ResourceLimit.php',
  );

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
  expect(await focusDrawn(back)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#user-content-fnref-source-${written.followed}$`));
  await expect(mark).toBeInViewport();
  expect(consoleProblems).toEqual([]);
});
