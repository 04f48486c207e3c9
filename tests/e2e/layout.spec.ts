import {test, expect, waitForHydration, waitUntilSettled} from './support/fixtures';
import {provider} from './support/site';
import {announcementBar} from '../../src/plugins/announcementBar/options';
import {currentRelease, factRoutes} from '../../src/plugins/facts/tables';

test('the skip link is the first tab stop and moves focus to the content', async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // The next Tab must land inside the main content, not on the navbar.
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => document.activeElement?.closest('main') !== null);
  expect(inMain).toBe(true);
});

test('the navbar stays at the top of the viewport after scrolling', async ({page}) => {
  await page.goto('/docs/error-handling');
  await waitForHydration(page);
  await page.mouse.wheel(0, 2500);
  await page.waitForFunction(() => window.scrollY > 1500);
  // The theme hides the navbar from a scroll listener: let the scroll's handlers and frames run.
  await waitUntilSettled(page);
  const navbar = page.locator('nav.navbar');
  await expect(navbar).toBeVisible();
  const box = await navbar.boundingBox();
  expect(box?.y).toBe(0);
  await expect(navbar).not.toHaveClass(/navbarHidden/);
});

test('the navbar has the brand, the docs link, the version dropdown, the panel source link and search', async ({
  page,
}) => {
  await page.goto('/docs/intro');
  const navbar = page.locator('nav.navbar');
  const brand = navbar.locator('a.navbar__brand');
  await expect(brand).toHaveAttribute('href', '/');
  await expect(brand.locator('.navbar__title')).toHaveText('Pterodactyl API Docs');
  await expect(brand.locator('img').first()).toHaveAttribute('src', provider.logoSrc);
  await expect(navbar.getByRole('link', {name: 'Pterodactyl API Reference'})).toHaveAttribute(
    'href',
    '/docs',
  );
  await expect(navbar.getByRole('button', {name: 'v1.0+'})).toBeVisible();
  const source = navbar.getByRole('link', {name: 'Pterodactyl panel source code on GitHub'});
  await expect(source).toHaveAttribute('href', 'https://github.com/pterodactyl/panel');
  await expect(source).toHaveAttribute('target', '_blank');
  await expect(source).toHaveAttribute('rel', /noopener/);
  await expect(
    navbar.getByRole('searchbox', {name: 'Search'}).or(navbar.getByLabel('Search')),
  ).toBeVisible();
});

test('the version dropdown switches between equivalent pages and the legacy pages carry the banner', async ({
  page,
}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  const dropdown = page.locator('.navbar .dropdown').filter({hasText: 'v1.0+'});
  await dropdown.hover();
  const legacyLink = dropdown.getByRole('link', {name: 'v0.7 (Legacy)'});
  await expect(legacyLink).toHaveAttribute('href', '/docs/v0.7/intro');
  await legacyLink.click();
  await expect(page).toHaveURL(/\/docs\/v0\.7\/intro$/);
  const banner = page.locator('.theme-doc-version-banner');
  await expect(banner).toContainText('v0.7 (Legacy)');
  await expect(banner).toContainText('no longer actively maintained');
  const back = page.locator('.navbar .dropdown').filter({hasText: 'v0.7 (Legacy)'});
  await back.hover();
  await back.getByRole('link', {name: 'v1.0+'}).click();
  await expect(page).toHaveURL(/\/docs\/intro$/);
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
});

for (const [currentPage, legacyPage] of [
  ['/docs/api/client/servers', '/docs/v0.7/client/servers'],
  ['/docs/api/client/files', '/docs/v0.7/client/files'],
  ['/docs/api/application/servers', '/docs/v0.7/application/servers'],
  ['/docs/api/application/nests-eggs', '/docs/v0.7/application/nests'],
  // A page with no 0.7 counterpart leads to the legacy home page.
  ['/docs/api/websocket', '/docs/v0.7'],
] as const) {
  test(`the version dropdown pairs ${currentPage} with ${legacyPage}`, async ({page}) => {
    await page.goto(currentPage);
    await waitForHydration(page);
    const dropdown = page.locator('.navbar .dropdown').filter({hasText: 'v1.0+'});
    await dropdown.hover();
    await expect(dropdown.getByRole('link', {name: 'v0.7 (Legacy)'})).toHaveAttribute(
      'href',
      legacyPage,
    );
    if (legacyPage !== '/docs/v0.7') {
      await page.goto(legacyPage);
      await waitForHydration(page);
      const back = page.locator('.navbar .dropdown').filter({hasText: 'v0.7 (Legacy)'});
      await back.hover();
      await expect(back.getByRole('link', {name: 'v1.0+'})).toHaveAttribute('href', currentPage);
    }
  });
}

test('the docs version chosen last is remembered in localStorage without a key prefix', async ({
  page,
}) => {
  await page.goto('/docs/v0.7/intro');
  await waitForHydration(page);
  const dropdown = page.locator('.navbar .dropdown').filter({hasText: 'v0.7 (Legacy)'});
  await dropdown.hover();
  await dropdown.getByRole('link', {name: 'v1.0+'}).click();
  await expect(page).toHaveURL(/\/docs\/intro$/);
  const stored = await page.evaluate(() =>
    window.localStorage.getItem('docs-preferred-version-default'),
  );
  expect(stored).toBe('current');
});

test('the announcement bar closes, stays closed after a reload, and returns for a new id', async ({
  page,
}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const bar = page.locator('.theme-announcement-bar');
  await expect(bar).toContainText('describe panel 1.15.0');
  await expect(bar).not.toContainText('0.7.19');
  await expect(bar.getByRole('link', {name: 'Panel versions'})).toHaveAttribute(
    'href',
    '/docs/panel-versions',
  );
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toHaveCount(0);
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
  const storedId = await page.evaluate(() =>
    window.localStorage.getItem('docusaurus.announcement.id'),
  );
  expect(storedId).toBe(announcementBar.id);
  // A previous announcement's dismissal must not hide the current one.
  await page.evaluate(() =>
    window.localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'),
  );
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('.theme-announcement-bar')).toBeVisible();
});

test('on the legacy 0.7 pages the announcement bar names the legacy release, also after client-side navigation', async ({
  page,
}) => {
  await page.goto('/docs/v0.7/intro');
  await waitForHydration(page);
  const bar = page.locator('.theme-announcement-bar');
  await expect(bar).toContainText('legacy panel 0.7.19');
  await expect(bar.getByRole('link', {name: 'Panel versions'})).toHaveAttribute(
    'href',
    '/docs/panel-versions',
  );
  // The server HTML already has the legacy text, so readers without JavaScript see it too.
  const html = await (await page.request.get('/docs/v0.7/intro')).text();
  expect(html).toContain('legacy panel 0.7.19');
  const dropdown = page.locator('.navbar .dropdown').filter({hasText: 'v0.7 (Legacy)'});
  await dropdown.hover();
  await dropdown.getByRole('link', {name: 'v1.0+'}).click();
  await expect(page).toHaveURL(/\/docs\/intro$/);
  await expect(bar).toContainText('describe panel 1.15.0');
  await expect(bar).not.toContainText('0.7.19');
});

test('the site is dark with no colour mode switch, even if storage asks for light', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', {name: /dark mode|light mode|system mode/i})).toHaveCount(
    0,
  );
});

test('the table of contents lists heading levels 2 to 4 only', async ({page}) => {
  await page.goto('/docs/api/websocket');
  const toc = page.locator('.table-of-contents').first();
  const levels = await page.evaluate(() => {
    const found = new Set<string>();
    for (const link of document.querySelectorAll('.table-of-contents a')) {
      const id = decodeURIComponent((link.getAttribute('href') ?? '').slice(1));
      const heading = document.getElementById(id);
      if (heading) {
        found.add(heading.tagName);
      }
    }
    return [...found].sort();
  });
  expect(levels).toEqual(['H2', 'H3', 'H4']);
  await expect(toc).toBeVisible();
});

test.describe('on a narrow viewport', () => {
  test.use({viewport: {width: 800, height: 900}});

  test('the hamburger opens the doc sidebar, goes back to the main menu, and closes at desktop width', async ({
    page,
  }) => {
    await page.goto('/docs/intro');
    await waitForHydration(page);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(toggle).toBeVisible();
    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    // On a docs page the secondary menu (this version's doc sidebar) opens first.
    const back = sidebar.getByRole('button', {name: /Back to main menu/});
    await expect(back).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Authentication'})).toBeVisible();
    await back.click();
    await expect(sidebar.locator('.navbar-sidebar__item.menu').first()).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Pterodactyl API Reference'})).toBeVisible();
    await page.setViewportSize({width: 1280, height: 900});
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });
});

test('the footer has the four columns and their links', async ({page}) => {
  await page.goto('/');
  const footer = page.locator('footer.footer');
  await expect(footer).toHaveClass(/footer--dark/);
  const titles = await footer.locator('.footer__title').allTextContents();
  expect(titles).toEqual(['Documentation', 'API Endpoints', 'Community', provider.name]);
  const expectLink = async (name: string, href: string): Promise<void> => {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(footer.getByRole('link', {name: new RegExp(`^${escaped}`)})).toHaveAttribute(
      'href',
      href,
    );
  };
  await expectLink('API Reference', '/docs');
  await expectLink('Authentication', '/docs/authentication');
  await expectLink('Rate Limits', '/docs/rate-limiting');
  await expectLink('Error Handling', '/docs/error-handling');
  await expectLink('Client API', '/docs/api/client');
  await expectLink('Application API', '/docs/api/application');
  await expectLink('WebSocket API', '/docs/api/websocket');
  await expectLink('Pterodactyl Discord', 'https://discord.gg/pterodactyl');
  await expectLink('Pterodactyl on GitHub', 'https://github.com/pterodactyl');
  await expectLink('Report a documentation issue', provider.docsIssuesUrl);
  await expectLink('Website', provider.websiteUrl);
  await expectLink('Support', provider.supportUrl);
  await expectLink('Privacy Policy', provider.privacyPolicyUrl);
  await expectLink('Terms of Service', provider.termsUrl);
  await expect(footer.locator('.footer__copyright')).toContainText(
    `© ${new Date().getFullYear()} ${provider.name}`,
  );
});

test('the home page shows the route counts, limits and release of the fact tables', async ({
  page,
}) => {
  const {release, limits} = currentRelease();
  await page.goto('/');
  const main = page.locator('main');
  await expect(main).toContainText(
    `${factRoutes('current', 'client').length} routes · /api/client`,
  );
  await expect(main).toContainText(
    `${factRoutes('current', 'application').length} routes · /api/application`,
  );
  await expect(main).toContainText(
    `Budget for ${limits.global.client.per_minute} client and ${limits.global.application.per_minute} application requests`,
  );
  await expect(main).toContainText(`panel ${release.version.replace(/\+$/, '')}`);
});
