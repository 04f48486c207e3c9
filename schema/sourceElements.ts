/**
 * The pages' `<Source repo file symbol verified since? until? />` elements, read one way for the
 * build and the fact scripts: the build (src/plugins/facts/proseAnchors.ts) checks each anchor's
 * values and turns it into a footnote; the drift scripts (scripts/facts/drift.ts,
 * scripts/facts/fingerprints.ts) collect the anchors of the page files, parsed here as Docusaurus
 * parses them. This module reads the element's form only (where it stands, string attributes, no
 * children, the four required ones); what the values may be is the anchors' own rule
 * (`anchorProblems` in src/plugins/endpoints/openapi/anchors.ts).
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {mdxFromMarkdown} from 'mdast-util-mdx';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {gfm} from 'micromark-extension-gfm';
import {mdxjs} from 'micromark-extension-mdxjs';
import {
  SERVER_STATES_ELEMENT,
  refusingStates,
  replaceServerStatesByAnchors,
  serverStateReleasesIn,
  type RefusingState,
} from './serverStates';

export const SOURCE_ELEMENT = 'Source';

/** The attributes every `<Source>` has. */
export const REQUIRED_SOURCE_ATTRIBUTES = ['repo', 'file', 'symbol', 'verified'] as const;

/** An anchor as written on a page: its attributes, unchecked beyond their form. */
export interface SourceAttributes {
  readonly repo: string;
  readonly file: string;
  readonly symbol: string;
  readonly verified: string;
  readonly since?: string;
  readonly until?: string;
  readonly [other: string]: string | undefined;
}

/** One `<Source>` of a page's tree: where it sits, its attributes and what is wrong with its form. */
export interface SourceElement {
  readonly element: MdxJsxTextElement | MdxJsxFlowElement;
  readonly parent: {children: unknown[]};
  /** Line of the page's file (front matter counted). */
  readonly line: number;
  readonly attributes: SourceAttributes;
  /** Sentences about the element ("has children; …"); empty when its form is right. */
  readonly problems: readonly string[];
}

/** Every `<Source>` of a page's tree, in the order of the text. */
export function sourceElementsOf(tree: Root): SourceElement[] {
  const found: SourceElement[] = [];
  const visit = (parent: {children?: unknown[]}): void => {
    for (const child of parent.children ?? []) {
      const node = child as {type: string; name?: string | null; children?: unknown[]};
      if (
        (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') &&
        node.name === SOURCE_ELEMENT
      ) {
        const element = node as MdxJsxTextElement | MdxJsxFlowElement;
        const problems: string[] = [];
        if (element.type === 'mdxJsxFlowElement') {
          problems.push(
            'stands on a line of its own; put it right after its claim (end of the sentence, list item or table cell)',
          );
        }
        if (element.children.length > 0) {
          problems.push('has children; write it self-closing (<Source … />)');
        }
        const attributes: Record<string, string> = {};
        for (const attribute of element.attributes) {
          if (attribute.type !== 'mdxJsxAttribute') {
            problems.push('takes no spread attribute ({...}); write each one as name="value"');
          } else if (typeof attribute.value !== 'string') {
            problems.push(
              `attribute ${attribute.name} must be a string (name="value"), found ${attribute.value === null || attribute.value === undefined ? 'no value' : 'an expression'}`,
            );
          } else {
            attributes[attribute.name] = attribute.value;
          }
        }
        const missing = REQUIRED_SOURCE_ATTRIBUTES.filter((name) => !(name in attributes));
        if (missing.length > 0) {
          problems.push(
            `misses the attribute${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`,
          );
        }
        found.push({
          element,
          parent: parent as {children: unknown[]},
          line: element.position?.start.line ?? 0,
          attributes: attributes as unknown as SourceAttributes,
          problems,
        });
      } else if (Array.isArray(node.children)) {
        visit(node);
      }
    }
  };
  visit(tree);
  return found;
}

/**
 * A page file's tree as Docusaurus reads it: MDX and GFM (front matter blanked so the lines stay
 * the file's; directives, which only regroup the text around an element, left as text).
 */
export function parsePage(text: string): Root {
  const frontMatter = /^---\r?\n[\s\S]*?\r?\n---(?=\r?\n|$)/.exec(text);
  const body = frontMatter
    ? frontMatter[0].replace(/[^\r\n]/g, '') + text.slice(frontMatter[0].length)
    : text;
  return fromMarkdown(body, {
    extensions: [mdxjs(), gfm()],
    mdastExtensions: [mdxFromMarkdown(), gfmFromMarkdown()],
  });
}

/** One anchor written in a page's text. */
export interface ProseAnchor {
  /** The page's file, relative to the site, with forward slashes. */
  readonly page: string;
  readonly line: number;
  readonly anchor: SourceAttributes;
}

/** The folders whose pages may hold anchors. */
export const PAGE_FOLDERS = ['docs', 'versioned_docs'] as const;

function pageFiles(dir: string): string[] {
  const files: string[] = [];
  const walk = (current: string): void => {
    for (const name of readdirSync(current).sort()) {
      const full = path.join(current, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.mdx?$/.test(name)) files.push(full);
    }
  };
  walk(dir);
  return files;
}

/**
 * Every `<Source>` anchor of the pages under `siteDir` (docs/, versioned_docs/), in file and text
 * order, with those a `<ServerStates />` puts where it stands (read from the site's
 * reference/releases). An element of a bad form throws, naming the page and line (the build fails
 * on it too).
 */
export function proseAnchorsOfSite(siteDir: string): ProseAnchor[] {
  const anchors: ProseAnchor[] = [];
  const problems: string[] = [];
  let states: readonly RefusingState[] | undefined;
  const serverStates = () =>
    (states ??= refusingStates(serverStateReleasesIn(path.join(siteDir, 'reference', 'releases'))));
  for (const folder of PAGE_FOLDERS) {
    const dir = path.join(siteDir, folder);
    let files: string[];
    try {
      files = pageFiles(dir);
    } catch {
      continue; // A site without versioned pages.
    }
    for (const file of files) {
      const page = path.relative(siteDir, file).split(path.sep).join('/');
      const text = readFileSync(file, 'utf8');
      // Most pages cite nothing: parse only those that write an element that cites.
      const generates = text.includes(`<${SERVER_STATES_ELEMENT}`);
      if (!text.includes(`<${SOURCE_ELEMENT}`) && !generates) {
        continue;
      }
      const tree = parsePage(text);
      if (generates) replaceServerStatesByAnchors(tree, page, serverStates);
      for (const element of sourceElementsOf(tree)) {
        problems.push(
          ...element.problems.map((problem) => `${page}:${element.line}: <Source> ${problem}`),
        );
        if (element.problems.length === 0) {
          anchors.push({page, line: element.line, anchor: element.attributes});
        }
      }
    }
  }
  if (problems.length > 0) {
    throw new Error(problems.join('\n'));
  }
  return anchors;
}
