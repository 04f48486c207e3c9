/**
 * The one Markdown path of endpoint text: every description, note, parameter, field, response and
 * error text of an OpenAPI document becomes, at build time, a small element tree of what its
 * Markdown may use (paragraphs, lists, inline code, emphasis, links), rendered in the browser with
 * the page's MDX components (../client/EndpointBlock/Markdown.tsx) without shipping a parser.
 * Anything else fails the build, naming the file and the field.
 */
import type {Nodes} from 'mdast';
import {NOTE_KEYS} from './anchors';
import {deepFreeze} from '../../files';

export type MarkdownTag = 'p' | 'ul' | 'ol' | 'li' | 'code' | 'strong' | 'em' | 'a';

export type MarkdownNode = string | {readonly tag: MarkdownTag; readonly href?: string; readonly children: readonly MarkdownNode[]};

function convert(node: Nodes, where: string): MarkdownNode[] {
  const children = (): MarkdownNode[] => ('children' in node ? node.children.flatMap((child) => convert(child, where)) : []);
  switch (node.type) {
    case 'root':
      return children();
    case 'text':
      return [node.value];
    case 'inlineCode':
      // A code span may wrap across lines; its line endings are spaces (as CommonMark renders them).
      return [{tag: 'code', children: [node.value.replace(/\r?\n|\r/g, ' ')]}];
    case 'paragraph':
      return [{tag: 'p', children: children()}];
    case 'list':
      return [{tag: node.ordered ? 'ol' : 'ul', children: children()}];
    case 'listItem':
      // Items of a tight list hold their text without a paragraph around it, as on the pages.
      return [{tag: 'li', children: node.spread ? children() : node.children.flatMap((child) => (child.type === 'paragraph' ? child.children.flatMap((inline) => convert(inline, where)) : convert(child, where)))}];
    case 'strong':
      return [{tag: 'strong', children: children()}];
    case 'emphasis':
      return [{tag: 'em', children: children()}];
    case 'link':
      return [{tag: 'a', href: node.url, children: children()}];
    case 'break':
      return ['\n'];
    default:
      throw new Error(`${where}: uses Markdown (${node.type}) that endpoint blocks do not render; use paragraphs, lists, inline code, emphasis and links.`);
  }
}

type Parser = (markdown: string) => Nodes;
let parser: Promise<Parser> | undefined;
function loadParser(): Promise<Parser> {
  parser ??= Promise.all([import('mdast-util-from-markdown'), import('micromark-extension-gfm'), import('mdast-util-gfm')]).then(
    ([{fromMarkdown}, {gfm}, {gfmFromMarkdown}]) =>
      (markdown: string) => fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]}),
  );
  return parser;
}

/**
 * Each text's nodes, by the text: the same descriptions, notes and field texts come back for every
 * document that shares them, for the load's check of every file and again for the pages' blocks
 * (about 1.6 s of a cold build's main thread when each was parsed anew). Frozen, as every caller
 * gets the same nodes.
 */
const converted = new Map<string, readonly MarkdownNode[]>();

/** Parses GitHub-flavoured Markdown; `where` names the file and the field in errors. */
export async function markdownNodes(markdown: string, where: string): Promise<MarkdownNode[]> {
  let nodes = converted.get(markdown);
  if (!nodes) {
    nodes = deepFreeze(convert((await loadParser())(markdown), where));
    converted.set(markdown, nodes);
  }
  return [...nodes];
}

/** Like markdownNodes, but text of one paragraph comes back as its content, to sit inside the line that shows it. */
export async function inlineMarkdownNodes(markdown: string, where: string): Promise<MarkdownNode[]> {
  const nodes = await markdownNodes(markdown, where);
  const only = nodes.length === 1 ? nodes[0] : undefined;
  return typeof only === 'object' && only.tag === 'p' ? [...only.children] : nodes;
}

/** Keys whose string values are Markdown, wherever they appear in a document. */
const MARKDOWN_KEYS = new Set(['description', 'x-notes', 'x-body-notes']);

/**
 * Checks every Markdown text of a parsed OpenAPI file (descriptions anywhere, notes), so text that
 * no page shows today fails the build as well; `file` names it in errors, with the field's path.
 */
export async function checkMarkdownIn(value: unknown, file: string, at: readonly string[] = []): Promise<void> {
  if (Array.isArray(value)) {
    await Promise.all(value.map((item, index) => checkMarkdownIn(item, file, [...at, String(index)])));
    return;
  }
  if (typeof value !== 'object' || value === null) {
    return;
  }
  for (const [key, child] of Object.entries(value)) {
    // A note is a string or {text, x-source}; either way its text is what is checked.
    const noteTexts = Array.isArray(child) && (NOTE_KEYS as readonly string[]).includes(key) ? child.map((item: unknown) => (typeof item === 'object' && item !== null ? (item as {text?: unknown}).text : item)) : null;
    const listed = noteTexts ?? child;
    const texts = typeof listed === 'string' ? [listed] : Array.isArray(listed) && listed.every((item) => typeof item === 'string') ? (listed as string[]) : null;
    if (MARKDOWN_KEYS.has(key) && texts) {
      await Promise.all(texts.map((text, index) => markdownNodes(text, `${file}: ${[...at, key, ...(texts.length > 1 || Array.isArray(child) ? [String(index)] : []), ...(noteTexts && typeof child[index] === 'object' ? ['text'] : [])].join('.')}`)));
    } else {
      await checkMarkdownIn(child, file, [...at, key]);
    }
  }
}
