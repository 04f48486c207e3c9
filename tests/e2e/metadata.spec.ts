import {test, expect, waitForHydration} from './support/fixtures';
import {provider, sitePages} from './support/site';

test('the sitemap lists every page weekly at priority 0.8, without /search and the 404 page', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const entries = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1] ?? '');
  expect(entries.length).toBeGreaterThan(0);
  const locations = entries.map(
    (entry) => new URL(/<loc>(.*?)<\/loc>/.exec(entry)?.[1] ?? '').pathname,
  );
  for (const entry of entries) {
    expect(entry).toContain('<changefreq>weekly</changefreq>');
    expect(entry).toContain('<priority>0.8</priority>');
  }
  expect(locations).not.toContain('/search');
  expect(locations.some((location) => location.includes('404'))).toBe(false);
  const expected = sitePages().filter((route) => route !== '/search');
  expect([...locations].sort()).toEqual([...expected].sort());
  for (const entry of entries) {
    expect(entry).toContain(`<loc>${provider.siteUrl}/`);
  }
});

test('the analytics script is in the head, deferred, and configured from the provider', async ({
  page,
}) => {
  await page.goto('/');
  if (provider.analytics === null) {
    // ANALYTICS_DISABLED was set for this build: no third-party script at all.
    await expect(page.locator('head script[data-domain]')).toHaveCount(0);
    return;
  }
  const script = page.locator(`head script[src="${provider.analytics.scriptSrc}"]`);
  await expect(script).toHaveCount(1);
  await expect(script).toHaveAttribute('defer', '');
  await expect(script).toHaveAttribute('data-domain', provider.analytics.domain);
});

test('a blocked analytics script changes nothing and logs nothing of ours', async ({browser}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    const fromAnalytics =
      message.location().url === provider.analytics?.scriptSrc ||
      message.text().includes('ERR_BLOCKED_BY_CLIENT');
    if ((message.type() === 'error' || message.type() === 'warning') && !fromAnalytics) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  if (provider.analytics) {
    await page.route(provider.analytics.scriptSrc, (route) => route.abort('blockedbyclient'));
  }
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.locator('.menu').getByRole('link', {name: 'Authentication'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Authentication');
  expect(problems).toEqual([]);
  await context.close();
});
