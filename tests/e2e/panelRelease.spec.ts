import {test, expect, waitForHydration} from './support/fixtures';
import type {Page} from '@playwright/test';
import {currentRelease, releaseTable} from '../../src/plugins/facts/tables';
import {
  PANEL_RELEASE_CONTROL_CLASS,
  PANEL_RELEASE_STORAGE_KEY,
} from '../../src/plugins/panelRelease/options';

const control = (page: Page) => page.locator(`.navbar .${PANEL_RELEASE_CONTROL_CLASS} select`);
const block = (page: Page, operationId: string) =>
  page.locator(`[data-endpoint-block][data-operation-id="${operationId}"]`);

async function choose(page: Page, release: string): Promise<void> {
  await control(page).focus();
  // The other releases arrive with the control's code, loaded when the reader reaches for it.
  await expect(control(page).locator(`option[value="${release}"]`)).toHaveCount(1);
  await control(page).selectOption(release);
}

test('without JavaScript the site describes the current release and says when each route arrived', async ({
  browser,
}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto('/docs/api/client/account');
  await expect(control(page)).toBeDisabled();
  await expect(control(page)).toHaveValue(currentRelease().release.version);
  await expect(block(page, 'listAccountActivity').locator('[data-statement="since"]')).toHaveText(
    'Since panel 1.8.0',
  );
  // A route as old as the 1.x line has no badge (its rows may still carry ranges of their own).
  await expect(block(page, 'getAccount').locator('[data-statement="since"]')).toHaveCount(0);
  await expect(page.locator('[data-release-mark]')).toHaveCount(0);
  await context.close();
});

test("choosing 1.7.0 marks the routes that arrived later, hides their samples and shows that release's limits", async ({
  page,
  consoleProblems,
}) => {
  await page.goto('/docs/api/client/account');
  await waitForHydration(page);
  await choose(page, '1.7.0');
  const activity = block(page, 'listAccountActivity');
  await expect(activity).toHaveAttribute('data-release-absent', '');
  // The note sits right before the block, under the block's heading.
  const noteBefore = page.locator('[data-release-mark] + [data-render-on-demand]', {has: activity});
  await expect(noteBefore).toHaveCount(1);
  await expect(
    page.locator('article p[data-release-mark]', {
      hasText: 'Not in panel 1.7.0: this route arrived in panel 1.8.0',
    }),
  ).toHaveCount(await page.locator('[data-endpoint-block][data-since="1.8.0"]').count());
  await expect(activity.locator('[data-request-samples]')).toBeHidden();
  // getAccount came before 1.7.0 and has no change after it (its rows may still be marked).
  await expect(
    block(page, 'getAccount').locator('[data-release-mark]', {hasText: 'Not yet in panel'}),
  ).toHaveCount(0);
  expect(await block(page, 'getAccount').getAttribute('data-release-absent')).toBeNull();
  const limits = releaseTable('1.7.0').limits.global;
  const note = page.locator('article [role="note"][data-release-mark]');
  await expect(note).toContainText(
    `${limits.client.per_minute} requests per minute for the client API and ${limits.application.per_minute} for the application API`,
  );
  expect(await page.evaluate((key) => localStorage.getItem(key), PANEL_RELEASE_STORAGE_KEY)).toBe(
    '1.7.0',
  );

  // The choice holds on other pages and after a reload; a block rendered on use keeps its marks.
  await page.goto('/docs/api/client/servers');
  await waitForHydration(page);
  const websocket = block(page, 'getWebsocketCredentials');
  await expect(websocket).toContainText('Not yet in panel 1.7.0.');
  await websocket.locator('code').first().hover();
  await websocket.getByRole('tab', {name: 'Python'}).click();
  await expect(websocket.getByRole('tab', {name: 'Python'})).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(websocket).toContainText('Not yet in panel 1.7.0.');
  await expect(control(page)).toHaveValue('1.7.0');

  // Back to the current release: the marks go, and so does the stored choice.
  await choose(page, currentRelease().release.version);
  await expect(page.locator('[data-release-mark]')).toHaveCount(0);
  expect(
    await page.evaluate((key) => localStorage.getItem(key), PANEL_RELEASE_STORAGE_KEY),
  ).toBeNull();
  expect(consoleProblems).toEqual([]);
});

test('the websocket page lists what the Wings of the chosen release lacks', async ({page}) => {
  await page.goto('/docs/api/websocket');
  await waitForHydration(page);
  await choose(page, '1.11.10');
  const note = page.locator('article [role="note"][data-release-mark]');
  await expect(note).toContainText('Not in Wings 1.11.11');
  await expect(note).toContainText('throttled');
});

test('a stale or unknown stored release is forgotten and the page describes the current one', async ({
  page,
  consoleProblems,
}) => {
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(key, '0.9.9-from-an-older-site');
    }
  }, PANEL_RELEASE_STORAGE_KEY);
  await page.goto('/docs/api/client/account');
  await waitForHydration(page);
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), PANEL_RELEASE_STORAGE_KEY))
    .toBeNull();
  await expect(control(page)).toHaveValue(currentRelease().release.version);
  await expect(page.locator('[data-release-mark]')).toHaveCount(0);
  expect(consoleProblems).toEqual([]);
});

test('the legacy docs, which describe 0.7.19 only, do not offer the control', async ({page}) => {
  await page.goto('/docs/v0.7/intro');
  await waitForHydration(page);
  await expect(control(page)).toBeHidden();
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await expect(control(page)).toBeVisible();
});

test('the control offers 1.14.0, 1.14.1 and 1.15.0, and names 1.15.1 and 1.12.4 as releases not read in full', async ({
  page,
  consoleProblems,
}) => {
  await page.goto('/docs/api/client/schedules');
  await waitForHydration(page);
  await control(page).focus();
  await expect(control(page).locator('option[value="1.15.1"]')).toHaveText(
    '1.15.1: routes checked only',
  );
  await expect(control(page).locator('option[value="1.12.4"]')).toHaveText(
    '1.12.4: content unknown',
  );
  await expect(control(page).locator('option[value="1.15.0"]')).toHaveText('1.15.0 (these docs)');
  // Newest first by release number, the unread releases among the read ones.
  const values = await control(page)
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  expect(values.slice(0, 6)).toEqual(['1.15.1', '1.15.0', '1.14.1', '1.14.0', '1.12.4', '1.12.3']);

  // 1.15.1 stands on 1.15.0's facts: a note says what is known, and no block is marked.
  await choose(page, '1.15.1');
  const note = page.locator('article [role="note"][data-release-mark]');
  await expect(note).toContainText('Only its route files were read');
  await expect(note).toContainText('panel 1.15.0, the closest release that was read');
  await expect(page.locator('article [data-release-mark]:not([role="note"])')).toHaveCount(0);

  // 1.14.1 still checked each task's permission when a schedule is run by hand; 1.15.0 removed it.
  await choose(page, '1.14.1');
  await expect(block(page, 'executeSchedule')).toContainText('Not yet in panel 1.14.1.');
  await expect(note).not.toContainText('closest release');

  await choose(page, '1.12.4');
  await expect(note).toContainText('its content is unknown');
  await expect(note).toContainText('panel 1.12.3, the closest release that was read');
  await expect(block(page, 'createScheduleTask')).toContainText(
    'Not yet in panel 1.12.4: content unknown.',
  );
  expect(await page.evaluate((key) => localStorage.getItem(key), PANEL_RELEASE_STORAGE_KEY)).toBe(
    '1.12.4',
  );
  expect(consoleProblems).toEqual([]);
});

test('a note that holds only since a release says so, and is marked for an older chosen release', async ({
  page,
  consoleProblems,
}) => {
  await page.goto('/docs/api/client/network');
  await waitForHydration(page);
  // openapi/client/paths/network.yaml: the route's own limit, anchored with since 1.12.0.
  const note = block(page, 'assignAllocation').locator('li[data-note-since="1.12.0"]');
  await expect(note).toHaveCount(1);
  await expect(note).toContainText('Since panel 1.12.0: This route has its own limit');
  await choose(page, '1.11.8');
  await expect(note).toContainText('Does not apply to panel 1.11.8.');
  await choose(page, '1.14.1');
  await expect(note).not.toContainText('Does not apply');
  expect(consoleProblems).toEqual([]);
});

test('a note that holds for one release only says so, and is marked for another chosen release', async ({
  page,
  consoleProblems,
}) => {
  await page.goto('/docs/api/client/schedules');
  await waitForHydration(page);
  // openapi/client/paths/schedules.yaml: the tasks' permissions checked by a manual run, 1.14.1 only.
  const note = block(page, 'executeSchedule').locator(
    'li[data-note-since="1.14.1"][data-note-until="1.14.1"]',
  );
  await expect(note).toHaveCount(1);
  await expect(note).toContainText('Panel 1.14.1 only: The caller also has to hold');
  await choose(page, '1.14.0');
  await expect(note).toContainText('Does not apply to panel 1.14.0.');
  await choose(page, '1.14.1');
  await expect(note).not.toContainText('Does not apply');
  expect(consoleProblems).toEqual([]);
});
