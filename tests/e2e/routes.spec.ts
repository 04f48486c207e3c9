import {test, expect, waitForHydration} from './support/fixtures';
import {sitePages} from './support/site';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};

/** The text of the first h1 of a server-rendered page. */
function firstHeading(html: string): string {
  const inner = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  return inner
    .replace(/<[^>]+>/g, '')
    .replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .trim();
}

const requiredRoutes = [
  '/',
  '/docs',
  '/docs/intro',
  '/docs/authentication',
  '/docs/rate-limiting',
  '/docs/error-handling',
  '/docs/contributing',
  '/docs/source-references',
  '/docs/panel-versions',
  '/docs/api/client',
  '/docs/api/application',
  '/docs/api/websocket',
  '/docs/api/websocket-examples',
  '/docs/troubleshooting',
  '/docs/guides/testing-your-integration',
  '/docs/guides/console-relay',
  '/docs/guides/provisioning',
  '/docs/guides/listing-everything',
  '/docs/guides/transfer-files',
  '/docs/v0.7/intro',
];

// That each built page answers 200 with its own content (on both servers) is checked by
// pages.spec.ts, which loads every page once.
test('every required route is built', () => {
  const pages = sitePages();
  for (const route of requiredRoutes) {
    expect(pages, `${route} should be a built page`).toContain(route);
  }
});

test('/docs is a real overview page, not a redirect or a 404', async ({page}) => {
  const response = await page.goto('/docs');
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/docs');
  await expect(page.locator('h1')).toHaveText('Pterodactyl API Reference');
});

for (const [requested, canonical] of [
  ['/docs/intro.html', '/docs/intro'],
  ['/docs/intro/index.html', '/docs/intro'],
  ['/docs/intro/', '/docs/intro'],
  ['/index.html', '/'],
  ['/docs/api/client/index.html', '/docs/api/client'],
] as const) {
  test(`${requested} renders the page of ${canonical}`, async ({page, request}) => {
    // The canonical page's heading as the server sends it (pages.spec.ts loads that page itself).
    const expected = firstHeading(await (await request.get(canonical)).text());
    expect(expected).not.toBe('');
    const response = await page.goto(requested);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(canonical);
    await waitForHydration(page);
    await expect(page.locator('h1').first()).toHaveText(expected);
  });
}

for (const path of [
  '/nope',
  '/docs/not-a-page',
  '/docs/api/client/unknown',
  '/docs/v0.7/nothing-here',
]) {
  test(`${path} is the not-found page with status 404`, async ({page}) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  });
}

test('redirects keep the query string', async ({request}) => {
  const response = await request.get('/docs/intro.html?x=1', {maxRedirects: 0});
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe('/docs/intro?x=1');
});
