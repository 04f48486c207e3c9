/**
 * A page's source anchors (`<Source />`, src/plugins/facts/remark.ts) as a reader meets them:
 * footnote marks in the text, a "Sources" list at the end, each mark and back link reachable from
 * the keyboard with its focus drawn, and the list's entry naming the file, symbol and release.
 */
import type {Locator} from '@playwright/test';
import {test, expect, waitForHydration} from './support/fixtures';

const PAGE = '/docs/rate-limiting';

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
  await page.goto(PAGE);
  await waitForHydration(page);
  const marks = page.locator('article [data-footnote-ref]');
  await expect(marks).toHaveCount(4);
  await expect(page.getByRole('heading', {level: 2, name: 'Sources'})).toBeVisible();
  const entries = page.locator('section[data-footnotes] li');
  await expect(entries).toHaveCount(4);
  await expect(entries.nth(3)).toContainText(
    'panel app/Enum/ResourceLimit.php, ResourceLimit::limit, verified at panel 1.15.0 (since 1.12.0)',
  );
  await expect(entries.nth(3).locator('a').first()).toHaveAttribute(
    'href',
    'https://github.com/pterodactyl/panel/blob/v1.15.0/app/Enum/ResourceLimit.php',
  );

  // A keyboard reader: tab to the last mark from the link before it, follow it, and come back.
  const mark = marks.nth(3);
  await page.keyboard.press('Tab');
  await mark.focus();
  expect(await focusDrawn(mark)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#user-content-fn-source-4$/);
  const back = entries.nth(3).locator('[data-footnote-backref]');
  await expect(back).toBeInViewport();
  await back.focus();
  expect(await focusDrawn(back)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#user-content-fnref-source-4$/);
  await expect(mark).toBeInViewport();
  expect(consoleProblems).toEqual([]);
});
