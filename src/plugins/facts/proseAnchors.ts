/**
 * Source anchors in the pages' text, checked: the `<Source … />` elements that
 * schema/sourceElements.ts reads (the reader the fact scripts share), each held to the rules of
 * the OpenAPI documents' `x-source` anchors (`anchorProblems`). ./remark.ts turns them into
 * footnotes; the Source references page counts them.
 */
import type {Root} from 'mdast';
import type {MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {
  anchorProblems,
  anchorReleases,
  type ReleaseLists,
  type SourceAnchor,
} from '../endpoints/openapi/anchors';
import {proseAnchorsOfSite, sourceElementsOf} from '../../../schema/sourceElements';

/** One checked `<Source>` of a page's tree. */
export interface CheckedSourceElement {
  readonly element: MdxJsxTextElement;
  readonly parent: {children: unknown[]};
  readonly line: number;
  readonly anchor: SourceAnchor;
}

/** An error about a page's `<Source>` elements (each line names the file, the line and the problem). */
export class SourceElementError extends Error {}

/**
 * Every `<Source>` of a page's tree, in the order of the text, each checked; any bad one throws
 * one error naming `where`, the line and the problem of each.
 */
export function checkedSourceElements(
  tree: Root,
  where: string,
  releases: ReleaseLists = anchorReleases(),
): CheckedSourceElement[] {
  const problems: string[] = [];
  const checked: CheckedSourceElement[] = [];
  for (const {element, parent, line, attributes, problems: ofForm} of sourceElementsOf(tree)) {
    const ofValues = ofForm.length > 0 ? [] : sourceValueProblems(attributes, releases);
    const all = [...ofForm, ...ofValues];
    problems.push(...all.map((problem) => `${where}:${line}: <Source> ${problem}`));
    if (all.length === 0) {
      checked.push({
        element: element as MdxJsxTextElement,
        parent,
        line,
        anchor: attributes as unknown as SourceAnchor,
      });
    }
  }
  if (problems.length > 0) {
    throw new SourceElementError(problems.join('\n'));
  }
  return checked;
}

/** What is wrong with an element's values, by the OpenAPI anchors' rules, worded for the element. */
function sourceValueProblems(attributes: object, releases: ReleaseLists): string[] {
  return anchorProblems(attributes, releases, '<Source>').map((problem) =>
    problem
      .replace(/^<Source>(\.|: | )/, '')
      .replace(/^has unknown keys/, 'has unknown attributes'),
  );
}

/** The same anchor (every attribute equal) cited again on a page shares its footnote. */
export function anchorIdentity(anchor: SourceAnchor): string {
  return [
    anchor.repo,
    anchor.file,
    anchor.symbol,
    anchor.verified,
    anchor.since ?? '',
    anchor.until ?? '',
  ].join('\n');
}

/** Every anchor of the site's pages, checked (the Source references page lists them). */
export function checkedProseAnchors(
  siteDir: string,
  releases: ReleaseLists = anchorReleases(),
): {page: string; line: number; anchor: SourceAnchor}[] {
  const anchors = proseAnchorsOfSite(siteDir);
  const problems = anchors.flatMap(({page, line, anchor}) =>
    sourceValueProblems(anchor, releases).map((problem) => `${page}:${line}: <Source> ${problem}`),
  );
  if (problems.length > 0) {
    throw new SourceElementError(problems.join('\n'));
  }
  return anchors.map((entry) => ({...entry, anchor: entry.anchor as unknown as SourceAnchor}));
}
