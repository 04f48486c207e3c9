/**
 * A part of a page as the plain data its page loads on demand: an element tree of the tags a long
 * table or the footnote list may hold, from the element tree remark-rehype wrote, rendered in the
 * browser with the page's MDX components (./client/DeferredPart.tsx). What the tree cannot hold
 * leaves the part on the page as it is.
 */
import type {Element, ElementContent} from 'hast';

/** The tags a part may hold: what a long table (its cells' source marks too) and the footnote list are made of. */
const PART_TAG_NAMES = [
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'code',
  'strong',
  'em',
  'del',
  'a',
  'br',
  'section',
  'h2',
  'ol',
  'li',
  'p',
  'sup',
] as const;

export type PartTag = (typeof PART_TAG_NAMES)[number];

type Alignment = 'left' | 'right' | 'center';
const ALIGNMENTS: ReadonlySet<string> = new Set<Alignment>(['left', 'right', 'center']);

/**
 * Elements whose whitespace text the compiled page drops (MDX's hast-util-to-estree does), as a
 * browser would hoist it out of the table: kept, it would not match the server HTML.
 */
const TABLE_STRUCTURE: ReadonlySet<string> = new Set(['table', 'thead', 'tbody', 'tr']);

const PART_TAGS: ReadonlySet<string> = new Set<string>(PART_TAG_NAMES);

export type PartNode =
  | string
  | {
      readonly tag: PartTag;
      readonly href?: string;
      readonly title?: string;
      readonly align?: Alignment;
      /** Any other attribute, under its React name (`id`, `className`, `data-…`, `aria-…`). */
      readonly attributes?: Readonly<Record<string, string>>;
      readonly children: readonly PartNode[];
    };

/** One page's deferred parts, in the order the page shows them. */
export type PageParts = readonly PartNode[];

/** The React name of a hast property the tree holds, or null for any other property. */
function attributeName(property: string): string | null {
  if (property === 'id' || property === 'className') {
    return property;
  }
  // A remark plugin's `hProperties` reach hast as written: `data-search-exclude`.
  if (/^(data|aria)(-[a-z]+)+$/.test(property)) {
    return property;
  }
  // hast writes `data-footnote-backref` as `dataFootnoteBackref` and `aria-label` as `ariaLabel`.
  if (/^data[A-Z]/.test(property)) {
    return `data${property.slice(4).replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
  }
  if (/^aria[A-Z]/.test(property)) {
    return `aria-${property.slice(4).toLowerCase()}`;
  }
  return null;
}

/**
 * An element of the tree remark-rehype wrote (a table, the footnote list) as an element tree, or
 * null when it holds anything the tree cannot (JSX, raw HTML, a tag or property the tree does not
 * know). Text stays as written, whitespace between elements included except where a table's
 * structure drops it, so the page renders what the compiled page module would have.
 */
export function elementNode(element: Element): PartNode | null {
  if (!PART_TAGS.has(element.tagName)) {
    return null;
  }
  const attributes: Record<string, string> = {};
  let href: string | undefined;
  let title: string | undefined;
  let align: Alignment | undefined;
  for (const [property, value] of Object.entries(element.properties)) {
    if (value === undefined || value === null || value === false) {
      continue;
    }
    if (property === 'align' && (element.tagName === 'th' || element.tagName === 'td')) {
      if (typeof value !== 'string' || !ALIGNMENTS.has(value)) {
        return null;
      }
      align = value as Alignment;
      continue;
    }
    if (property === 'href' || property === 'title') {
      if (typeof value !== 'string') {
        return null;
      }
      [href, title] = property === 'href' ? [value, title] : [href, value];
      continue;
    }
    const name = attributeName(property);
    if (!name) {
      return null;
    }
    attributes[name] = Array.isArray(value) ? value.join(' ') : String(value);
  }
  const children: PartNode[] = [];
  for (const child of element.children as ElementContent[]) {
    if (child.type === 'text' && TABLE_STRUCTURE.has(element.tagName) && !child.value.trim()) {
      continue;
    }
    const converted =
      child.type === 'text' ? child.value : child.type === 'element' ? elementNode(child) : null;
    if (converted === null) {
      return null;
    }
    children.push(converted);
  }
  return {
    tag: element.tagName as PartTag,
    ...(href === undefined ? {} : {href}),
    ...(title === undefined ? {} : {title}),
    ...(align === undefined ? {} : {align}),
    ...(Object.keys(attributes).length > 0 ? {attributes} : {}),
    children,
  };
}
