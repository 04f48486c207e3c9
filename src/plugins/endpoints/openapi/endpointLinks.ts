/**
 * Where each current operation is documented: its page and the anchor of the heading its block
 * sits under, for pages that link to endpoints from generated lists (the "API changes" page).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import {API_DOCUMENTS, pageForTag, pageUrlForTag} from './apis';
import {loadAllApis} from './load';
import {operationsOf} from './types';

export interface EndpointLink {
  readonly url: string;
  /** The heading's text. */
  readonly title: string;
}

const HEADING = /^(#{1,6})\s+(.*?)(?:\s+\{#([\w-]+)\})?\s*$/;

/** Heading text as Docusaurus slugs it: the text without inline Markdown syntax. */
function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .trim();
}

/** The anchor and text of the heading right before each `<Endpoint operationId>` of a page. */
function blockHeadings(file: string): Map<string, {anchor: string; title: string}> {
  const slugger = createSlugger();
  const found = new Map<string, {anchor: string; title: string}>();
  let last: {anchor: string; title: string} | undefined;
  let fenced = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      continue;
    }
    if (fenced) {
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const title = plainText(heading[2] ?? '');
      last = {anchor: heading[3] ?? slugger.slug(title), title};
      continue;
    }
    const endpoint = /<Endpoint\s+operationId="([^"]+)"/.exec(line);
    if (endpoint?.[1] && last) {
      found.set(endpoint[1], last);
    }
  }
  return found;
}

/** By `METHOD /path` (the documented path), every current operation's page and heading. */
export async function endpointLinks(siteDir: string): Promise<Map<string, EndpointLink>> {
  const apis = await loadAllApis(siteDir);
  const links = new Map<string, EndpointLink>();
  for (const api of API_DOCUMENTS.filter((candidate) => candidate.facts.version === 'current')) {
    const loaded = apis.get(api.id);
    if (!loaded) {
      throw new Error(`${api.root}: the API description did not load`);
    }
    const headings = new Map<string, Map<string, {anchor: string; title: string}>>();
    for (const {method, path: routePath, operation} of operationsOf(loaded.dereferenced)) {
      const tag = operation.tags?.[0] ?? '';
      const page = pageForTag(api, tag);
      if (!headings.has(page)) {
        headings.set(page, blockHeadings(path.join(siteDir, api.docsDir, api.pagesDir, `${page}.mdx`)));
      }
      const heading = headings.get(page)?.get(operation.operationId ?? '');
      if (!heading) {
        throw new Error(`${api.docsDir}/${api.pagesDir}/${page}.mdx: no block for ${operation.operationId} (${method.toUpperCase()} ${routePath})`);
      }
      links.set(`${method.toUpperCase()} ${routePath}`, {url: `${pageUrlForTag(api, tag)}#${heading.anchor}`, title: heading.title});
    }
  }
  return links;
}
