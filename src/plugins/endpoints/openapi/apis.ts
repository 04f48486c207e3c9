/**
 * The API descriptions this site documents. Each entry ties an OpenAPI document to the docs
 * pages that render it, the published download, and the fact-table routes it must cover.
 */

export type ApiId = 'client' | 'application' | 'legacy-client' | 'legacy-application';

export interface ApiDocument {
  readonly id: ApiId;
  /** Root file of the description, relative to the site directory. */
  readonly root: string;
  /** Docs folder (relative to the docs version folder) whose pages render this API. */
  readonly pagesDir: string;
  /** Docs version folder the pages live in. */
  readonly docsDir: 'docs' | 'versioned_docs/version-0.7';
  /** Route prefix of the pages on the site. */
  readonly routeBase: string;
  /** File name, without extension, of the published YAML and JSON downloads under /openapi/. */
  readonly download: string;
  /** Fact table and `api` value whose routes this description must cover one to one. */
  readonly facts: {readonly version: 'current' | 'legacy'; readonly api: 'client' | 'application'};
  /** Placeholder that the code samples send as the key. */
  readonly keyPlaceholder: string;
  readonly keyLabel: string;
  /** Page (file name in pagesDir) that renders each tag's operations, where it is not the tag itself. */
  readonly pageOfTag?: Readonly<Record<string, string>>;
  /** URL slug of a page, where it is not the file name. */
  readonly slugOfPage?: Readonly<Record<string, string>>;
}

/** The site URL of the page that renders a tag's operations. */
export function pageUrlForTag(api: ApiDocument, tag: string): string {
  const page = pageForTag(api, tag);
  return `${api.routeBase}/${api.slugOfPage?.[page] ?? page}`;
}

/** The page that renders the operations of a tag. */
export function pageForTag(api: ApiDocument, tag: string): string {
  return api.pageOfTag?.[tag] ?? tag;
}

export const API_DOCUMENTS: readonly ApiDocument[] = [
  {
    id: 'client',
    root: 'openapi/client/openapi.yaml',
    pagesDir: 'api/client',
    docsDir: 'docs',
    routeBase: '/docs/api/client',
    download: 'pterodactyl-client-api-v1',
    facts: {version: 'current', api: 'client'},
    keyPlaceholder: 'ptlc_YOUR_API_KEY',
    keyLabel: 'Account key (ptlc_)',
  },
  {
    id: 'application',
    root: 'openapi/application/openapi.yaml',
    pagesDir: 'api/application',
    docsDir: 'docs',
    routeBase: '/docs/api/application',
    download: 'pterodactyl-application-api-v1',
    facts: {version: 'current', api: 'application'},
    keyPlaceholder: 'ptla_YOUR_API_KEY',
    keyLabel: 'Application key (ptla_)',
  },
  {
    id: 'legacy-client',
    root: 'openapi/legacy-client/openapi.yaml',
    pagesDir: 'api/client',
    docsDir: 'versioned_docs/version-0.7',
    routeBase: '/docs/v0.7/client',
    download: 'pterodactyl-client-api-v0.7',
    facts: {version: 'legacy', api: 'client'},
    keyPlaceholder: 'YOUR_API_KEY',
    keyLabel: 'Client key',
  },
  {
    id: 'legacy-application',
    root: 'openapi/legacy-application/openapi.yaml',
    pagesDir: 'api/application',
    docsDir: 'versioned_docs/version-0.7',
    routeBase: '/docs/v0.7/application',
    download: 'pterodactyl-application-api-v0.7',
    facts: {version: 'legacy', api: 'application'},
    keyPlaceholder: 'YOUR_API_KEY',
    keyLabel: 'Application key',
    // Panel 0.7's server databases are documented on its servers page.
    pageOfTag: {databases: 'servers'},
    slugOfPage: {'nests-eggs': 'nests'},
  },
];

/** The API whose pages include this Markdown file, from its path; `undefined` for other pages. */
export function apiForDocFile(filePath: string): ApiDocument | undefined {
  const normalized = filePath.split('\\').join('/');
  return API_DOCUMENTS.find((api) => normalized.includes(`/${api.docsDir}/${api.pagesDir}/`));
}

export function apiById(id: string): ApiDocument {
  const api = API_DOCUMENTS.find((candidate) => candidate.id === id);
  if (!api) {
    throw new Error(`Unknown API "${id}". Known: ${API_DOCUMENTS.map((candidate) => candidate.id).join(', ')}.`);
  }
  return api;
}
