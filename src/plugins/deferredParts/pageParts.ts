/**
 * A deferred part's place in the page, and the page's one data file with the code that loads it,
 * written once the rehype step (./rehype.ts) has collected every part.
 */
import {createHash} from 'node:crypto';
import path from 'node:path';
import {parse} from 'acorn';
import type {Program} from 'estree';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import {ACORN, expressionAttribute} from '../endpoints/remark';
import {writeCompiledJson} from '../files';
import type {PartNode} from './partNodes';

export interface DeferredPartsOptions {
  readonly siteDir: string;
  /** Where the pages' data files go: Docusaurus' generated files, by default `<siteDir>/.docusaurus`. */
  readonly generatedFilesDir?: string;
}

/**
 * A page's long tables pay for the loading and rendering code by themselves (about 1.8 KiB gzip
 * on a page without endpoint blocks) only from this many characters of data, and so does a list
 * beside code another part brings. Measured on tables with and without, on pages that shipped no
 * such code, same session: 8.6 KB of data cost `/docs/api/websocket` 1.0 KiB more, 12.9 KB saved
 * `/docs/troubleshooting` nothing, 34 KB saved `/docs/upgrading-from-0.7` 1.0 KiB and 176 KB saved
 * `/docs/source-references` 11.9 KiB. Where the code ships anyway, the tables saved 1.5 and 2.5
 * KiB on those first two pages (./rehype.ts).
 */
export const MIN_DEFERRED_DATA = 20_000;

/** Names the page's module gets; unlikely to clash with a page's own. */
export const PART_COMPONENT = 'PterodactylDeferredPart';
const PARTS = 'pterodactylDeferredParts';
export const DATA_DIR = 'site-deferred-parts';

/** The compiled file, on which the page's deferred parts are collected. */
export type CompiledFile = {path?: string; data: Record<string, unknown>};

export function deferredParts(file: CompiledFile): PartNode[] {
  const parts = (file.data['pterodactylDeferredParts'] ??= []);
  return parts as PartNode[];
}

/** The size by which a part's data counts against MIN_DEFERRED_DATA. */
export function dataSize(parts: readonly PartNode[]): number {
  return JSON.stringify(parts).length;
}

/** Takes `part` into the page's data; returns the element that renders it in its place. */
export function deferPart(file: CompiledFile, part: PartNode): MdxJsxFlowElement {
  const parts = deferredParts(file);
  parts.push(part);
  return {
    type: 'mdxJsxFlowElement',
    name: PART_COMPONENT,
    attributes: [
      expressionAttribute('parts', PARTS),
      expressionAttribute('index', String(parts.length - 1)),
    ],
    children: [],
  };
}

/**
 * Writes the page's deferred parts where the bundler finds them, and returns the page module's
 * code that loads them; null when the page defers nothing.
 */
export function pagePartsModule(
  options: DeferredPartsOptions,
  file: CompiledFile,
): MdxjsEsm | null {
  const parts = deferredParts(file);
  if (parts.length === 0) {
    return null;
  }
  const generatedFilesDir = options.generatedFilesDir ?? path.join(options.siteDir, '.docusaurus');
  const source = path.relative(options.siteDir, file.path ?? 'page');
  // Named by the source page's path (versions of a page share a base name) and the parts' content.
  const name = createHash('sha256').update(source).digest('hex').slice(0, 12);
  const dataRequest = writeCompiledJson(generatedFilesDir, `${DATA_DIR}/${name}`, parts);
  const value = [
    `import ${PART_COMPONENT} from '@site/src/plugins/deferredParts/client/DeferredPart';`,
    `import {pageParts, preloadPageParts} from '@site/src/plugins/deferredParts/client/partLoading';`,
    `const ${PARTS} = pageParts(() => import(${JSON.stringify(dataRequest)}));`,
    `await preloadPageParts(${PARTS});`,
  ].join('\n');
  return {type: 'mdxjsEsm', value, data: {estree: parse(value, ACORN) as unknown as Program}};
}
