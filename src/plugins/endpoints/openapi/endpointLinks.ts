/**
 * Where each operation is documented: its page and the anchor of the heading its block sits
 * under, for pages that link to endpoints from generated lists (the "API changes" page) and for
 * the search index, which files each operation's terms under that heading.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import {API_DOCUMENTS, pageForTag, pageUrlForTag, type ApiDocument} from './apis';
import {loadAllApis} from './load';
import {operationsOf, type OperationObject} from './types';

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

/** One documented operation and where its block is. */
export interface OperationLocation {
  readonly api: ApiDocument;
  readonly method: string;
  readonly path: string;
  readonly operation: OperationObject;
  /** Page URL and heading anchor of its block. */
  readonly url: string;
  readonly anchor: string;
  /** The heading's text. */
  readonly title: string;
}

/** Every operation of every API (current and 0.7) with the page and heading its block sits under. */
export async function operationLocations(siteDir: string): Promise<OperationLocation[]> {
  const apis = await loadAllApis(siteDir);
  const locations: OperationLocation[] = [];
  for (const api of API_DOCUMENTS) {
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
      const pageUrl = pageUrlForTag(api, tag);
      locations.push({api, method: method.toUpperCase(), path: routePath, operation, url: `${pageUrl}#${heading.anchor}`, anchor: heading.anchor, title: heading.title});
    }
  }
  return locations;
}

/** By `METHOD /path` (the documented path), every current (or legacy) operation's page and heading. */
export async function endpointLinks(
  siteDir: string,
  version: 'current' | 'legacy' = 'current',
): Promise<Map<string, EndpointLink>> {
  const links = new Map<string, EndpointLink>();
  for (const {api, method, path: routePath, url, title} of await operationLocations(siteDir)) {
    if (api.facts.version === version) {
      links.set(`${method} ${routePath}`, {url, title});
    }
  }
  return links;
}
