import {test, expect, waitForHydration} from './support/fixtures';

const corruptValues: Record<string, string> = {
  'docs-preferred-version-default': 'v9-does-not-exist',
  theme: '{"broken json',
  'docusaurus.announcement.dismiss': 'maybe',
  'docusaurus.announcement.id': '\u0000\ud800',
};

test('corrupt values in localStorage are survived and the unknown docs version is cleared', async ({
  page,
  consoleProblems,
}) => {
  await page.addInitScript((values) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      for (const [key, value] of Object.entries(values)) {
        localStorage.setItem(key, value);
      }
    }
  }, corruptValues);
  await page.goto('/docs/v0.7/intro');
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction (v0.7)');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('.theme-announcement-bar')).toBeVisible();
  await page.goto('/docs');
  await waitForHydration(page);
  // The navbar's docs link falls back to the latest version instead of a version that does not exist.
  await expect(
    page.locator('.navbar').getByRole('link', {name: 'Pterodactyl API Reference'}),
  ).toHaveAttribute('href', '/docs');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default')))
    .toBeNull();
  expect(consoleProblems.filter((problem) => problem.type === 'pageerror')).toEqual([]);
});

test('the site works when localStorage is unavailable', async ({page, consoleProblems}) => {
  await page.addInitScript(() => {
    const refuse = (): never => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Object.defineProperty(window, 'localStorage', {get: refuse, configurable: true});
  });
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');
  await page.locator('.menu').getByRole('link', {name: 'Rate limiting'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Rate limiting');
  expect(consoleProblems.filter((problem) => problem.type === 'pageerror')).toEqual([]);
});
