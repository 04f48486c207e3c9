import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {anchorReleases, fileAnchorProblems} from './anchors';
import {API_DOCUMENTS, type ApiDocument} from './apis';
import {checkDocument} from './check';
import {checkMarkdownIn} from './markdownNodes';
import {filesUnder} from '../../files';
import {legacyReleaseVersion} from '../../facts/tables';
import {accountKeyLimitProblemsIn, routeLimitProblemsIn} from '../../facts/typedFigures';
import type {OpenApiDocument} from './types';

/** A problem in an API description, always naming the file it is in. */
export class OpenApiError extends Error {
  override name = 'OpenApiError';
  constructor(
    readonly file: string,
    readonly problems: readonly string[],
  ) {
    super(`${file}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

export interface LoadedApi {
  readonly api: ApiDocument;
  /** Bundled into one document, `$ref`s kept: what the site publishes. */
  readonly bundled: OpenApiDocument;
  /** Every `$ref` resolved: what pages render from. */
  readonly dereferenced: OpenApiDocument;
  /** Source file (relative to the site) of every path in the document. */
  readonly sourceOfPath: ReadonlyMap<string, string>;
}

type RedoclyProblem = {
  message: string;
  severity: string;
  location?: {source?: {absoluteRef?: string}; pointer?: string}[];
};

function relative(siteDir: string, file: string): string {
  return path.relative(siteDir, file).split(path.sep).join('/');
}

/** Maps each path of the root document to the file its `$ref` points at. */
function pathSources(siteDir: string, api: ApiDocument): Map<string, string> {
  const rootFile = path.join(siteDir, api.root);
  let root: unknown;
  try {
    root = parseYaml(readFileSync(rootFile, 'utf8'));
  } catch (error) {
    throw new OpenApiError(api.root, [`is not valid YAML: ${(error as Error).message}`]);
  }
  const sources = new Map<string, string>();
  const paths = (root as {paths?: Record<string, {$ref?: string}>} | null)?.paths ?? {};
  for (const [key, item] of Object.entries(paths)) {
    const target = item.$ref?.split('#')[0];
    sources.set(key, target ? relative(siteDir, path.resolve(path.dirname(rootFile), target)) : api.root);
  }
  return sources;
}

async function bundleDocument(siteDir: string, api: ApiDocument, dereference: boolean): Promise<OpenApiDocument> {
  const {bundle, createConfig} = await import('@redocly/openapi-core');
  const config = await createConfig({});
  const result = await bundle({ref: path.join(siteDir, api.root), config, dereference});
  const errors = (result.problems as RedoclyProblem[]).filter((problem) => problem.severity === 'error');
  if (errors.length > 0) {
    const byFile = new Map<string, string[]>();
    for (const problem of errors) {
      const where = problem.location?.[0];
      const file = where?.source?.absoluteRef ? relative(siteDir, where.source.absoluteRef) : api.root;
      const list = byFile.get(file) ?? [];
      const text = `${problem.message}${where?.pointer ? ` (at ${where.pointer})` : ''}`;
      if (!list.includes(text)) {
        list.push(text);
      }
      byFile.set(file, list);
    }
    const [file, problems] = [...byFile.entries()][0] ?? [api.root, ['unknown bundling problem']];
    throw new OpenApiError(file, problems);
  }
  return result.bundle.parsed as OpenApiDocument;
}

/** Loads, bundles and checks one API description; throws an OpenApiError naming the file on any problem. */
export async function loadApi(siteDir: string, api: ApiDocument): Promise<LoadedApi> {
  if (!existsSync(path.join(siteDir, api.root))) {
    throw new OpenApiError(api.root, ['does not exist']);
  }
  const sourceOfPath = pathSources(siteDir, api);
  const bundled = await bundleDocument(siteDir, api, false);
  const dereferenced = await bundleDocument(siteDir, api, true);
  const problems = checkDocument(dereferenced);
  if (problems.length > 0) {
    const first = problems[0];
    const file = (first?.path && sourceOfPath.get(first.path)) ?? api.root;
    throw new OpenApiError(
      file,
      problems.filter((problem) => (problem.path ? sourceOfPath.get(problem.path) ?? api.root : api.root) === file).map((problem) => problem.message),
    );
  }
  await checkMarkdownOfFiles(siteDir, api);
  return {api, bundled, dereferenced, sourceOfPath};
}

/**
 * Every Markdown text, every source anchor and every typed account key or route limit in the files
 * of a document (its folder and the shared one), checked where it is written.
 */
async function checkMarkdownOfFiles(siteDir: string, api: ApiDocument): Promise<void> {
  const releases = anchorReleases();
  // The release whose fact table the document's typed figures must match.
  const factRelease = api.facts.version === 'legacy' ? legacyReleaseVersion() : undefined;
  for (const dir of [path.dirname(api.root), 'openapi/shared']) {
    for (const file of filesUnder(path.join(siteDir, dir)).filter((name) => name.endsWith('.yaml'))) {
      const relativeFile = `${dir}/${file}`;
      const parsed: unknown = parseYaml(readFileSync(path.join(siteDir, relativeFile), 'utf8'));
      const anchorProblems = [
        ...fileAnchorProblems(parsed, releases),
        ...accountKeyLimitProblemsIn(parsed, factRelease),
        ...routeLimitProblemsIn(parsed, factRelease),
      ];
      if (anchorProblems.length > 0) {
        throw new OpenApiError(relativeFile, anchorProblems);
      }
      try {
        await checkMarkdownIn(parsed, relativeFile);
      } catch (error) {
        throw new OpenApiError(relativeFile, [(error as Error).message.replace(`${relativeFile}: `, '')]);
      }
    }
  }
}

/**
 * The version of every file under openapi/ (its name, modification time and size, as
 * `readJsonFile` in ../../files.ts tells versions of a table apart), so cached results are dropped
 * when a file changes. Asked for by every page's compile: reading and hashing the files' contents
 * each time had cost about 0.2 to 0.5 s of a build.
 */
export function openApiDigest(siteDir: string): string {
  const dir = path.join(siteDir, 'openapi');
  return filesUnder(dir)
    .map((file) => {
      const {mtimeMs, size} = statSync(path.join(dir, file));
      return `${file}\0${mtimeMs}\0${size}`;
    })
    .join('\n');
}

let cache: {digest: string; apis: Promise<Map<string, LoadedApi>>} | undefined;

/** Every API description, loaded once per content version of openapi/ and shared by all callers. */
export function loadAllApis(siteDir: string): Promise<Map<string, LoadedApi>> {
  const digest = openApiDigest(siteDir);
  if (!cache || cache.digest !== digest) {
    const apis = Promise.all(API_DOCUMENTS.map((api) => loadApi(siteDir, api))).then(
      (loaded) => new Map(loaded.map((entry) => [entry.api.id, entry])),
    );
    cache = {digest, apis};
  }
  return cache.apis;
}
