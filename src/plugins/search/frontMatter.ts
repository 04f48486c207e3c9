/**
 * `search_terms` is for the search index only, so Docusaurus never sees it: otherwise it would
 * ship each page's section terms to the browser twice (the page module's `frontMatter` export and
 * the page's metadata), up to 1 KiB gzip of script on a page that never uses them. The config's
 * `markdown.parseFrontMatter` drops the key for the docs plugin and the MDX loader alike, and the
 * search plugin reads it from the page's source file itself. `keywords` stays: the theme writes it
 * as the keywords meta tag, also after client-side navigation.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';

/** The front-matter key that only the search index reads. */
export const INDEX_ONLY_KEY = 'search_terms';

export const parseFrontMatterWithoutIndexOnlyKey: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  const {[INDEX_ONLY_KEY]: indexOnly, ...frontMatter} = result.frontMatter;
  return indexOnly === undefined ? result : {...result, frontMatter};
};

/** The page's full front matter, read from its source file (`source` relative to the site). */
export async function sourceFrontMatter(
  siteDir: string,
  source: string,
): Promise<Record<string, unknown>> {
  const filePath = path.join(siteDir, source);
  const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({
    filePath,
    fileContent: await readFile(filePath, 'utf8'),
  });
  return frontMatter;
}
