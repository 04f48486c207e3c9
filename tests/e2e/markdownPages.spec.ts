/**
 * Every docs page is also served as Markdown at its path with `.md`, endpoint blocks included;
 * `/llms.txt` lists them all; each page's "Copy page as Markdown" button copies its twin, and its
 * "View as Markdown" link opens it, also without JavaScript.
 */
import path from 'node:path';
import {operationLocations} from '../../src/plugins/endpoints/openapi/endpointLinks';
import {twinFile} from '../../src/plugins/markdownPages/llmsTxt';
import {expect, test, waitForHydration} from './support/fixtures';
import {readBlockStatements} from './support/htmlIndex';
import {BUILD_DIR, provider, sitePages} from './support/site';

const docsPages = sitePages().filter((route) => route.startsWith('/docs'));
const twinOf = (route: string): string => `/${twinFile(route)}`;

test('every docs page has a Markdown twin with its title and no page machinery', async ({
  request,
}) => {
  expect(docsPages.length).toBeGreaterThan(30);
  const problems: string[] = [];
  for (const route of docsPages) {
    const response = await request.get(twinOf(route));
    if (response.status() !== 200) {
      problems.push(`${route}: ${response.status()}`);
      continue;
    }
    const text = await response.text();
    // Code may show anything (an example's imports, the authoring guide's elements); prose may not.
    const prose = text.replace(/^(`{3,})[^\n]*\n[\s\S]*?\n\1$/gm, '').replace(/`[^`\n]*`/g, '');
    if (!/^# \S/.test(text)) problems.push(`${route}: does not start with a title`);
    if (!text.includes(`> The Markdown version of ${new URL(route, provider.siteUrl).href}`))
      problems.push(`${route}: does not name its page`);
    for (const leftover of [
      /^import /m,
      /^export /m,
      /<Endpoint\b/,
      /<Fact[A-Z]/,
      /<CodeFile\b/,
      /PterodactylEndpointBlock/,
    ]) {
      if (leftover.test(prose)) problems.push(`${route}: contains ${leftover}`);
    }
    if (/\]\(\/(?!\/)/.test(text)) problems.push(`${route}: has a site-relative link`);
  }
  expect(problems).toEqual([]);
});

test("each endpoint block is in its page's twin with its method, path, permission, responses and one cURL sample", async ({
  request,
}) => {
  // Loads and models every OpenAPI document first: seconds of work on a quiet machine.
  test.slow();
  const locations = await operationLocations(path.resolve(__dirname, '../..'));
  const byPage = new Map<string, typeof locations>();
  for (const location of locations) {
    const page = location.url.split('#')[0] ?? '';
    byPage.set(page, [...(byPage.get(page) ?? []), location]);
  }
  for (const [page, operations] of byPage) {
    const text = await (await request.get(twinOf(page))).text();
    for (const {method, path: routePath, title} of operations) {
      const start = text.indexOf(`**\`${method} ${routePath}\`**`);
      expect(start, `${page}: ${method} ${routePath}`).toBeGreaterThan(0);
      const heading = text.lastIndexOf(`# ${title}\n`, start);
      expect(
        heading,
        `${page}: the heading "${title}" before ${method} ${routePath}`,
      ).toBeGreaterThan(0);
      const rest = text.slice(start);
      const end = rest.search(/\n#{1,6} /);
      const block = end === -1 ? rest : rest.slice(0, end);
      expect(block, `${page}: ${method} ${routePath}`).toMatch(/- Authentication: /);
      expect(block, `${page}: ${method} ${routePath}`).toMatch(/\*\*Response `2\d\d`\*\*/);
      expect(
        block.match(/\*\*Example request \(cURL\)\*\*\n\n```sh\ncurl /g)?.length,
        `${page}: ${method} ${routePath}`,
      ).toBe(1);
    }
  }
});

test('llms.txt lists every twin once, with a title and a description', async ({request}) => {
  const response = await request.get('/llms.txt');
  const text = await response.text();
  expect(text).toMatch(/^# .+\n\n> .+\n/);
  const entries = [...text.matchAll(/^- \[(.+?)\]\((\S+?)\)(?:: (.+))?$/gm)];
  const urls = entries.map((entry) => entry[2]);
  expect([...urls].sort()).toEqual(
    docsPages.map((route) => new URL(twinOf(route), provider.siteUrl).href).sort(),
  );
  expect(entries.filter((entry) => !entry[3]).map((entry) => entry[1])).toEqual([]);
});

test('"Copy page as Markdown" copies the twin, and "View as Markdown" opens it', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  await page.goto('/docs/api/client/files');
  await waitForHydration(page);
  const button = page.getByRole('button', {name: 'Copy page as Markdown'});
  await button.focus();
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const twin = await (await page.request.get('/docs/api/client/files.md')).text();
  expect(copied).toBe(twin);
  const link = page.getByRole('link', {name: 'View as Markdown'});
  await expect(link).toHaveAttribute('href', '/docs/api/client/files.md');
  // A file, not a route of the site: it opens beside the page, as the browser shows text.
  const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await popup.waitForLoadState();
  expect(new URL(popup.url()).pathname).toBe('/docs/api/client/files.md');
  await expect(popup.locator('pre')).toContainText('# Files');
});

test('when the twin cannot be fetched the button says so, and the link still leads to it', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  await page.route('**/docs/intro.md', (route) => route.fulfill({status: 503, body: ''}));
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
  await expect(page.getByRole('button', {name: /Copy failed/})).toBeVisible();
  await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute(
    'href',
    '/docs/intro.md',
  );
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});
  test('the copy button stays hidden and the link works', async ({page}) => {
    await page.goto('/docs/intro');
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute(
      'href',
      '/docs/intro.md',
    );
    await expect(page.locator('button[data-copy-page-markdown]')).toBeHidden();
  });
});

test('each endpoint block and its twin state the same key, permission or access, own rate limit, release and status', async ({
  request,
}) => {
  test.slow();
  const locations = await operationLocations(path.resolve(__dirname, '../..'));
  const pages = [...new Set(locations.map((location) => location.url.split('#')[0] ?? ''))];
  // The twin's Markdown as a reader sees it: code marks gone, escaped punctuation plain.
  const plain = (markdown: string): string =>
    markdown.replace(/`/g, '').replace(/\\([!-/:-@[-`{-~])/g, '$1');
  const problems: string[] = [];
  let compared = 0;
  for (const page of pages) {
    const blocks = readBlockStatements(BUILD_DIR, `${page.slice(1)}.html`);
    const twin = await (await request.get(twinOf(page))).text();
    for (const location of locations.filter((candidate) => candidate.url.startsWith(`${page}#`))) {
      const id = location.operation.operationId ?? '';
      const block = blocks.get(id);
      const start = twin.indexOf(`**\`${location.method.toUpperCase()} ${location.path}\`**`);
      const facts = twin.slice(start, twin.indexOf('\n\n', twin.indexOf('\n- ', start)));
      const twinAccess = /^- Authentication: (.*)\.$/m.exec(facts)?.[1];
      const twinLimit = /^- (Own rate limit: .*)\.$/m.exec(facts)?.[1];
      const twinSince = /^- (Since panel .*)\.$/m.exec(facts)?.[1];
      // The twin's other fact lines are its status lines, in the block's order.
      const twinStatus = [...facts.matchAll(/^- (.*)\.$/gm)]
        .map((match) => match[1] ?? '')
        .filter((line) => !/^(Authentication: |Own rate limit: |Since panel |Source: )/.test(line));
      if (!block?.['access'] || twinAccess === undefined) {
        problems.push(
          `${page} ${id}: access missing (block: ${String(block?.['access'])}, twin: ${String(twinAccess)})`,
        );
        continue;
      }
      compared += 1;
      if (block['access'] !== plain(twinAccess))
        problems.push(`${page} ${id}: block says "${block['access']}", twin "${twinAccess}"`);
      if (
        (block['own-rate-limit'] ?? null) !== (twinLimit === undefined ? null : plain(twinLimit))
      ) {
        problems.push(
          `${page} ${id}: rate limit in block "${String(block['own-rate-limit'])}", in twin "${String(twinLimit)}"`,
        );
      }
      if ((block['since'] ?? null) !== (twinSince ?? null))
        problems.push(
          `${page} ${id}: release in block "${String(block['since'])}", in twin "${String(twinSince)}"`,
        );
      if ((block['status'] ?? '') !== twinStatus.map(plain).join('\n')) {
        problems.push(
          `${page} ${id}: status in block "${String(block['status'])}", in twin "${twinStatus.join(' / ')}"`,
        );
      }
    }
  }
  expect(problems).toEqual([]);
  expect(compared).toBe(locations.length);
});
