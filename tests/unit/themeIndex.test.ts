import {mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {documentsOnly} from '../../src/plugins/search/indexFiles';
import {search} from '../../src/plugins/search/options';
import {skipThemeLunrIndex, THEME_INDEX_MODULE} from '../../src/plugins/search/themeIndex';

const require = createRequire(__filename);
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, {recursive: true, force: true})));

const PAGE = (title: string, heading: string, text: string): string =>
  `<!doctype html><html><head><title>${title} | Site</title><meta name="description" content="${text}"></head>` +
  `<body><article><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>` +
  `<p>${text}</p><h2 id="part">${heading}</h2><p>${text} again</p></div></article></body></html>`;

/** Runs the theme's own postBuild (as the site configures it) over two pages; returns the index file's parts. */
async function themeIndexFile(): Promise<{documents: unknown[]; index?: unknown}[]> {
  const site = mkdtempSync(path.join(tmpdir(), 'theme-index-'));
  dirs.push(site);
  const outDir = path.join(site, 'build');
  for (const [route, page] of [
    ['docs/intro', PAGE('Intro', 'Getting a key', 'Create an account key in the panel.')],
    ['docs/api/servers', PAGE('Servers', 'List servers', 'Every server the key can see.')],
  ] as const) {
    mkdirSync(path.join(outDir, route), {recursive: true});
    writeFileSync(path.join(outDir, route, 'index.html'), page);
  }
  const theme = require('@easyops-cn/docusaurus-search-local') as {
    default: (context: unknown, options: unknown) => {postBuild: (props: unknown) => Promise<void>};
    validateOptions: (args: {options: unknown; validate: unknown}) => unknown;
  };
  const options = theme.validateOptions({
    options: {...search, hashed: false},
    validate: (schema: {validate: (value: unknown) => {value: unknown}}, value: unknown) =>
      schema.validate(value).value,
  });
  const plugin = theme.default(
    {
      siteDir: site,
      generatedFilesDir: path.join(site, '.docusaurus'),
      baseUrl: '/',
      i18n: {currentLocale: 'en'},
      siteConfig: {themeConfig: {navbar: {items: []}}},
    },
    options,
  );
  await plugin.postBuild({
    outDir,
    baseUrl: '/',
    routesPaths: ['/', '/docs/intro', '/docs/api/servers', '/404.html'],
    siteConfig: {trailingSlash: undefined},
    plugins: [],
  });
  const [file] = readdirSync(outDir).filter((name) => name.startsWith('search-index'));
  return JSON.parse(readFileSync(path.join(outDir, file!), 'utf8'));
}

describe("the search theme's index files without their lunr index", () => {
  it('hold the documents the theme would have written beside its index, and no index', async () => {
    const withIndex = await themeIndexFile();
    expect(withIndex.every((part) => part.index !== undefined)).toBe(true);
    const titles = withIndex[0]!.documents as {t: string}[];
    expect(titles.map((document) => document.t).sort()).toEqual(['Intro', 'Servers']);

    skipThemeLunrIndex();
    const withoutIndex = await themeIndexFile();
    expect(withoutIndex.some((part) => 'index' in part)).toBe(false);
    // The theme numbers documents on across runs (ids `i`, parent ids `p`): compare them from 0.
    type Document = {i: number; p?: number};
    const renumbered = (parts: {documents: unknown[]}[]) => {
      const all = parts.flatMap((part) => part.documents as Document[]);
      const first = Math.min(...all.map((document) => document.i));
      return parts.map((part) =>
        (part.documents as Document[]).map((document) => ({
          ...document,
          i: document.i - first,
          ...(document.p === undefined ? {} : {p: document.p - first}),
        })),
      );
    };
    expect(renumbered(withoutIndex)).toEqual(renumbered(documentsOnly(withIndex)));
  });

  it("replaces the theme's function, writing a part without documents as an empty list", () => {
    skipThemeLunrIndex();
    const themeModule = require(THEME_INDEX_MODULE) as {
      buildIndex: (documents: unknown[][]) => unknown;
    };
    // A part without documents (a hole in the theme's list) is written as an empty list.
    expect(themeModule.buildIndex([[{i: 1, t: 'A'}], undefined as unknown as unknown[]])).toEqual([
      {documents: [{i: 1, t: 'A'}]},
      {documents: []},
    ]);
  });
});
