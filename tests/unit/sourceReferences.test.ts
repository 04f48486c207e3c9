import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, it} from 'vitest';
import {collectAnchorKeys} from '../../scripts/facts/fingerprints';
import {filesUnder} from '../../src/plugins/files';

const root = path.resolve(__dirname, '../..');
const referencesPage = readFileSync(path.join(root, 'docs/source-references.md'), 'utf8');

const filesIn = (dir: string, extensions: RegExp): string[] =>
  filesUnder(path.join(root, dir))
    .filter((file) => extensions.test(file))
    .map((file) => path.join(root, dir, file));

/** Source files the pages and the OpenAPI documents name; controllers are linked from each endpoint block instead. */
function citedSourceFiles(): Map<string, string> {
  const cited = new Map<string, string>();
  const sources = [
    ...filesIn('docs', /\.mdx?$/),
    ...filesIn('versioned_docs', /\.mdx?$/),
    ...filesIn('openapi', /\.ya?ml$/),
  ];
  for (const file of sources) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(
      /(?<![\w/.-])((?:app|routes|config|resources|database|router|server|environment|events|system)\/[\w./*-]+\.(?:php|go))\b/g,
    )) {
      const cite = match[1] ?? '';
      if (!cite.includes('/Controllers/') && !cited.has(cite)) {
        cited.set(cite, path.relative(root, file));
      }
    }
  }
  return cited;
}

/** Files of the documents' `x-source` anchors: the page's generated `<SourceAnchors />` section lists each of them. */
const anchoredFiles = new Set(
  referencesPage.includes('<SourceAnchors />')
    ? collectAnchorKeys(root).map((key) => key.file)
    : [],
);

/** Whether the page lists a file, directly, by a `*` pattern of its directory, or in its generated list of anchors. */
function listed(file: string): boolean {
  if (referencesPage.includes(file) || anchoredFiles.has(file)) {
    return true;
  }
  const patterns = [...referencesPage.matchAll(/`([\w./-]*\*[\w./*-]*)`/g)].map(
    (match) => match[1] ?? '',
  );
  return patterns.some((pattern) =>
    new RegExp(
      `^${pattern.replace(/[.]/g, '\\.').replace(/\*\*/g, '.+').replace(/\*/g, '[^/]+')}$`,
    ).test(file),
  );
}

it('every source file the site cites is named on the source references page', () => {
  const cited = citedSourceFiles();
  expect(cited.size).toBeGreaterThan(30);
  const unlisted = [...cited]
    .filter(([file]) => !listed(file))
    .map(([file, where]) => `${file} (cited in ${where})`);
  expect(unlisted).toEqual([]);
});
