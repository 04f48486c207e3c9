import path from 'node:path';
import type {Page} from '@playwright/test';
import {INDEX_ONLY_KEY, sourceFrontMatter} from '../../src/plugins/search/frontMatter';
import {test, expect, waitForHydration, waitUntilSettled} from './support/fixtures';

const suggestions = (page: Page) => page.locator('.navbar [role="listbox"] [role="option"]');
// A plain textbox until the plugin's autocomplete attaches, then a combobox.
const searchBox = (page: Page) => page.locator('.navbar input[aria-label="Search"]');

async function openSearchWithShortcut(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
}

test('the index is not downloaded until the search box is focused or hovered', async ({page}) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (/search-index.*\.json/.test(request.url())) {
      indexRequests.push(request.url());
    }
  });
  await page.goto('/docs/intro');
  await waitUntilSettled(page);
  expect(indexRequests).toEqual([]);
  await searchBox(page).hover();
  await expect.poll(() => indexRequests.length).toBeGreaterThan(0);
  // The file name carries a content hash, so a new deploy never reuses an old index.
  expect(indexRequests[0]).toMatch(/\/search-index-[0-9a-f]{8}\.json$/);
});

test('Control+k focuses the box and typing shows at most 8 suggestions', async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await openSearchWithShortcut(page);
  await page.keyboard.type('server');
  await expect(suggestions(page).first()).toBeVisible();
  await expect(suggestions(page)).toHaveCount(8);
});

test('a page that is only read downloads no search code; reaching for the box loads it', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') {
      scripts.push(request.url());
    }
  });
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const loadedWithPage = scripts.length;
  await waitUntilSettled(page);
  expect(scripts.length).toBe(loadedWithPage);
  await searchBox(page).hover();
  await expect.poll(() => scripts.length).toBeGreaterThan(loadedWithPage);
});

test('what is typed while the search box loads is kept, and searched', async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  // A slow network: the box's code arrives after the reader has typed.
  await page.route('**/assets/js/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await openSearchWithShortcut(page);
  await page.keyboard.type('backup');
  await expect(searchBox(page)).toHaveValue('backup');
  await expect(searchBox(page)).toBeFocused();
  await expect(suggestions(page).first()).toBeVisible({timeout: 15_000});
  await expect(suggestions(page).first()).toContainText(/backup/i);
});

test('when the search box cannot load, the reader is told, and trying again works', async ({
  page,
}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const fail = async (route: import('@playwright/test').Route): Promise<void> =>
    route.abort('internetdisconnected');
  await page.route('**/assets/js/*.js', fail);
  await searchBox(page).focus();
  await expect(
    page.getByRole('alert').filter({hasText: 'Search could not be loaded'}),
  ).toBeVisible();
  await page.unroute('**/assets/js/*.js', fail);
  await searchBox(page).blur();
  await searchBox(page).focus();
  await page.keyboard.type('server');
  await expect(suggestions(page).first()).toBeVisible();
  await expect(page.getByRole('alert').filter({hasText: 'Search could not be loaded'})).toHaveCount(
    0,
  );
});

test('"See all results" opens the search page for the query', async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await openSearchWithShortcut(page);
  await page.keyboard.type('rate limit');
  const seeAll = page.getByRole('link', {name: 'See all results'});
  await expect(seeAll).toHaveAttribute('href', '/search?q=rate+limit');
  await seeAll.click();
  await expect(page).toHaveURL(/\/search\?q=rate\+limit$/);
  await expect(page.getByRole('heading', {level: 1})).toContainText('rate limit');
  await expect(
    page
      .locator('article')
      .getByRole('link', {name: /Rate limiting/})
      .first(),
  ).toBeVisible();
});

test('a query with no match says so', async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await openSearchWithShortcut(page);
  await page.keyboard.type('zzqxjwv');
  await expect(page.locator('.navbar').getByText('No results')).toBeVisible();
  await expect(suggestions(page)).toHaveCount(0);
});

test("a synonym of the heading's verb finds the section first, in the box and on the results page", async ({
  page,
}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await openSearchWithShortcut(page);
  // The heading says "Change"; the reader says "update".
  await page.keyboard.type('update the email address');
  await expect(suggestions(page).first()).toContainText('Change the email address');
  await page.getByRole('link', {name: 'See all results'}).click();
  await expect(page).toHaveURL(/\/search\?q=update\+the\+email\+address$/);
  await expect(page.locator('article a[href^="/docs"]').first()).toContainText(
    'Change the email address',
  );
});

test('a typo of one letter offers the closest sections and says they are not an exact match', async ({
  page,
}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await openSearchWithShortcut(page);
  await page.keyboard.type('suspnd a server');
  await expect(suggestions(page).first()).toContainText('No exact match. Closest sections:');
  await expect(suggestions(page).first()).toContainText('Suspend a server');
  await expect(page.locator('.navbar').getByText('No results')).toHaveCount(0);
});

test("a path pasted with real ids suggests its operation first, with the operation's path and operationId", async ({
  page,
}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await openSearchWithShortcut(page);
  await searchBox(page).fill(
    'https://panel.example.com/api/client/servers/1a7ce997/files/list?directory=%2F',
  );
  // The ranking itself is tested over the whole query table in tests/ranking/; this checks the site's worker does the same.
  await expect(suggestions(page).first()).toContainText(
    'List a directory · GET /api/client/servers/{server}/files/list · listFiles',
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/api\/client\/files\?_highlight=[^#]*#list-a-directory$/);
});

test('text pasted into the box as the loaded box takes over is kept', async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  // A paste reaches the loaded box's input in the moment it replaces the waiting one, before the
  // box has set itself up (a pasted URL lost this way once failed the test above on a loaded
  // machine): the text arrives as an input event, with no key to hold back.
  await page.evaluate(() => {
    const navbar = document.querySelector('.navbar');
    const waiting = navbar?.querySelector('input');
    if (!navbar || !waiting) {
      throw new Error('no waiting search box in the navbar');
    }
    const observer = new MutationObserver(() => {
      const input = navbar.querySelector<HTMLInputElement>('input.navbar__search-input');
      if (input && input !== waiting) {
        observer.disconnect();
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
          input,
          'suspend a server',
        );
        input.dispatchEvent(new Event('input', {bubbles: true}));
      }
    });
    observer.observe(navbar, {childList: true, subtree: true});
  });
  await openSearchWithShortcut(page);
  await expect(searchBox(page)).toHaveValue('suspend a server');
  await expect(suggestions(page).first()).toContainText('Suspend a server');
});

test('the clear button empties the box', async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await openSearchWithShortcut(page);
  await page.keyboard.type('token');
  const clear = page.getByRole('button', {name: 'Clear search'});
  await expect(clear).toBeVisible();
  await clear.click();
  await expect(searchBox(page)).toHaveValue('');
});

test('choosing a suggestion highlights the search terms on the target page', async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await openSearchWithShortcut(page);
  await page.keyboard.type('Retry-After');
  await expect(suggestions(page).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/_highlight=/);
  await expect(page.locator('article mark[data-markjs="true"]').first()).toBeVisible();
});

test('legacy pages search the legacy index and only find legacy pages', async ({page}) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (/search-index.*\.json/.test(request.url())) {
      indexRequests.push(new URL(request.url()).pathname);
    }
  });
  await page.goto('/docs/v0.7/intro');
  await waitForHydration(page);
  await openSearchWithShortcut(page);
  await page.keyboard.type('rate limits');
  await expect(suggestions(page).first()).toBeVisible();
  expect(indexRequests.every((path) => path.startsWith('/docs/v0.7/search-index-'))).toBe(true);
  const seeAll = page.getByRole('link', {name: 'See all results'});
  await expect(seeAll).toHaveAttribute(
    'href',
    /^\/search\?q=rate\+limits&version=docs%2Fv0\.7%2F$/,
  );
  await seeAll.click();
  // The legacy intro is an <article> too, and links to the shared rate limiting page: wait for the
  // search page's own count before reading links, or the old page's links are read.
  await expect(page).toHaveURL(/\/search\?q=rate\+limits&version=docs%2Fv0\.7%2F$/);
  await expect(page.getByText(/^\d+ documents? found$/)).toBeVisible();
  const hits = page.locator('main section > article h2 a');
  await expect(hits.first()).toBeVisible();
  for (const href of await hits.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  )) {
    expect(href).toMatch(/^\/docs\/v0\.7(\/|$|\?|#)/);
  }
});

test('a missing search index shows a message and the page keeps working', async ({page}) => {
  await page.route(/search-index.*\.json/, (route) =>
    route.fulfill({status: 404, body: 'not found'}),
  );
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await searchBox(page).focus();
  await expect(page.getByRole('alert').filter({hasText: 'Search is unavailable'})).toContainText(
    '404',
  );
  await page.getByRole('link', {name: 'Authentication', exact: true}).first().click();
  await expect(page).toHaveURL(/\/docs\/authentication$/);
});

test("a page's written search terms reach the search index but none of the page's scripts", async ({
  page,
}) => {
  const source = 'docs/api/client/files.mdx';
  const sections = (await sourceFrontMatter(path.resolve(__dirname, '../..'), source))[
    INDEX_ONLY_KEY
  ] as Record<string, string[]> | undefined;
  // A phrase of words only, so that it reads the same inside JSON and JavaScript strings.
  const phrase = Object.values(sections ?? {})
    .flat()
    .filter((candidate) => /^[a-z ]+$/.test(candidate))
    .sort((a, b) => b.length - a.length)[0];
  expect(phrase, `${source} has written search terms`).toBeDefined();
  // Bodies are read again afterwards: the index is fetched by the search worker, whose responses
  // the page cannot read.
  const scripts: string[] = [];
  let index: string | undefined;
  page.on('response', (response) => {
    // The site's own scripts: an analytics provider's, when the build has one, is not the site's.
    if (
      response.request().resourceType() === 'script' &&
      new URL(response.url()).origin === new URL(page.url()).origin
    ) {
      scripts.push(response.url());
    } else if (/search-index.*\.json/.test(response.url())) {
      index = response.url();
    }
  });
  await page.goto('/docs/api/client/files');
  await waitForHydration(page);
  await searchBox(page).hover();
  await expect.poll(() => index).toBeDefined();
  const text = async (url: string): Promise<string> => (await page.request.get(url)).text();
  expect(await text(index ?? '')).toContain(phrase);
  const bodies = await Promise.all(scripts.map(text));
  expect(bodies.length).toBeGreaterThan(0);
  const carrying = scripts.filter(
    (_, at) => bodies[at]?.includes(phrase ?? '') || bodies[at]?.includes(INDEX_ONLY_KEY),
  );
  expect(carrying, `scripts that carry "${phrase}" or ${INDEX_ONLY_KEY}`).toEqual([]);
});

const OLDER_RELEASE_NOTES = [
  {
    // openapi/application/paths/servers.yaml: createServer's note on `oom_disabled`, until 1.10.2.
    kind: 'panel',
    path: '/docs/api/application/servers',
    note: 'li[data-note-until="1.10.2"]',
    phrase: 'every new server has the out-of-memory killer disabled',
    // A note for every release of the same block is indexed, so the index is the right one.
    indexed: 'start_on_completion',
  },
  {
    // openapi/client/paths/files.yaml: copyFile's and writeFile's notes on a full disk, until Wings 1.2.3.
    kind: 'Wings',
    path: '/docs/api/client/files',
    note: 'li:not([data-note-until])',
    phrase: 'Wings 1.2 answers',
    indexed: 'sftp alternative',
  },
];

for (const {kind, path, note: selector, phrase, indexed} of OLDER_RELEASE_NOTES) {
  test(`a note that holds only for older ${kind} releases stays on the page but out of the search index`, async ({
    page,
  }) => {
    let index: string | undefined;
    page.on('response', (response) => {
      if (/search-index.*\.json/.test(response.url())) {
        index = response.url();
      }
    });
    await page.goto(path);
    await waitForHydration(page);
    const notes = page.locator(selector, {hasText: phrase});
    await expect(notes.first()).toBeVisible();
    for (const note of await notes.all()) {
      await expect(note).toHaveAttribute('data-search-exclude', '');
    }
    await searchBox(page).hover();
    await expect.poll(() => index).toBeDefined();
    const body = await (await page.request.get(index ?? '')).text();
    expect(body).toContain(indexed);
    expect(body).not.toContain(phrase);
  });
}
