import {test, expect, waitForHydration} from './support/fixtures';
import {BUILD_DIR, builtHtmlFiles} from './support/site';
import {readPageLinks} from './support/htmlIndex';
import {parse} from 'parse5';
import {readFileSync} from 'node:fs';
import path from 'node:path';

const hostileQueries: [string, string][] = [
  ['markup', '<img src=x onerror="window.__injected=1">'],
  ['script', '"><script>window.__injected=1</script>'],
  // Longer URLs are refused by the servers themselves (nginx: 8 KiB request line).
  ['very long', 'server '.repeat(900)],
  ['unicode', 'Sérveur 🦖 مرحبا ́ 日本語'],
];

for (const [label, query] of hostileQueries) {
  test(`the search page shows a ${label} query as text and keeps working`, async ({
    page,
    consoleProblems,
  }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    await waitForHydration(page);
    // The query comes back as text in the heading, never as markup.
    await expect(page.getByRole('heading', {level: 1})).toContainText(query.trim().slice(0, 40));
    expect(
      await page.evaluate(() => (window as unknown as {__injected?: number}).__injected),
    ).toBeUndefined();
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    expect(dialogs).toBe(0);
    expect(consoleProblems.filter((problem) => problem.type === 'pageerror')).toEqual([]);
    // The site still navigates afterwards.
    await page.locator('.navbar').getByRole('link', {name: 'Pterodactyl API Reference'}).click();
    await expect(page).toHaveURL(/\/docs$/);
  });
}

test('the search page survives a query with a lone surrogate and invalid percent-encoding', async ({
  page,
  consoleProblems,
}) => {
  await page.goto('/search?q=%ED%A0%80%E0%A4%A+%25%25');
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await page.evaluate(() => window.history.pushState(null, '', '/search?q=\ud800'));
  await page.goBack();
  await page.goForward();
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  expect(consoleProblems.filter((problem) => problem.type === 'pageerror')).toEqual([]);
});

test('corrupt values for every stored preference are removed and the site works', async ({
  page,
  consoleProblems,
}) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) {
      return;
    }
    sessionStorage.setItem('seeded', '1');
    const corrupt: Record<string, string> = {
      theme: 'light',
      'docusaurus.announcement.dismiss': '{{',
      'docusaurus.announcement.id': '\u0000',
      'docs-preferred-version-default': 'v42',
      'docusaurus.tab.code-samples': 'cobol',
      'pterodactyl-docs.panel-url': 'javascript:alert(1)',
    };
    for (const [key, value] of Object.entries(corrupt)) {
      localStorage.setItem(key, value);
    }
  });
  await page.goto('/docs/api/client/servers');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const block = page.locator('[data-endpoint-block]').first();
  await expect(block.getByRole('tab', {name: 'cURL'})).toHaveAttribute('aria-selected', 'true');
  await expect(block.getByRole('tabpanel').filter({visible: true}).first()).toContainText(
    'https://panel.example.com',
  );
  const stored = await page.evaluate(() =>
    [
      'theme',
      'docusaurus.announcement.dismiss',
      'docs-preferred-version-default',
      'docusaurus.tab.code-samples',
      'pterodactyl-docs.panel-url',
    ].map((key) => localStorage.getItem(key)),
  );
  // The announcement id is rewritten by the theme itself, so it is checked by the unit test instead.
  expect(stored).toEqual([null, 'false', null, null, null]);
  expect(consoleProblems.filter((problem) => problem.type === 'pageerror')).toEqual([]);
});

test('every link that opens a new tab has rel="noopener noreferrer"', () => {
  const unsafe: string[] = [];
  for (const file of builtHtmlFiles()) {
    const walk = (node: unknown): void => {
      const element = node as {
        tagName?: string;
        attrs?: {name: string; value: string}[];
        childNodes?: unknown[];
      };
      if (element.tagName === 'a') {
        const attrs = new Map(
          (element.attrs ?? []).map((attribute) => [attribute.name, attribute.value]),
        );
        const rel = (attrs.get('rel') ?? '').split(/\s+/);
        if (
          attrs.get('target') === '_blank' &&
          !(rel.includes('noopener') && rel.includes('noreferrer'))
        ) {
          unsafe.push(`${file}: ${attrs.get('href')}`);
        }
      }
      (element.childNodes ?? []).forEach(walk);
    };
    walk(parse(readFileSync(path.join(BUILD_DIR, file), 'utf8')));
  }
  expect(unsafe).toEqual([]);
  expect(readPageLinks(BUILD_DIR, 'index.html').references.length).toBeGreaterThan(0);
});
