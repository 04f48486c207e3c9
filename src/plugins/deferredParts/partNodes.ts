/**
 * A part of a page as the plain data its page loads on demand: an element tree of the tags a long
 * table (from its Markdown) or the footnote list (from the element tree remark-rehype wrote) may
 * hold, rendered in the browser with the page's MDX components (./client/DeferredPart.tsx). What
 * the tree cannot hold leaves the part on the page as it is.
 */
import type {Element, ElementContent} from 'hast';
import type {PhrasingContent, Table} from 'mdast';

/** The tags a part may hold: what a long table's Markdown and the footnote list are made of. */
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

const PART_TAGS: ReadonlySet<string> = new Set<string>(PART_TAG_NAMES);

export type PartNode =
  | string
  | {
      readonly tag: PartTag;
      readonly href?: string;
      readonly title?: string;
      readonly align?: 'left' | 'right' | 'center';
      /** A cell the site's search leaves out of its index (`data-search-exclude` on the Markdown cell). */
      readonly searchExcluded?: true;
      /** Any other attribute, under its React name (`id`, `className`, `data-…`, `aria-…`). */
      readonly attributes?: Readonly<Record<string, string>>;
      readonly children: readonly PartNode[];
    };

/** One page's deferred parts, in the order the page shows them. */
export type PageParts = readonly PartNode[];

function phrasing(node: PhrasingContent): PartNode[] | null {
  const children = (): PartNode[] | null => {
    const out: PartNode[] = [];
    for (const child of 'children' in node ? node.children : []) {
      const converted = phrasing(child);
      if (!converted) {
        return null;
      }
      out.push(...converted);
    }
    return out;
  };
  const element = (tag: PartTag): PartNode[] | null => {
    const inner = children();
    return inner && [{tag, children: inner}];
  };
  switch (node.type) {
    case 'text':
      return [node.value];
    case 'inlineCode':
      return [{tag: 'code', children: [node.value]}];
    case 'strong':
      return element('strong');
    case 'emphasis':
      return element('em');
    case 'delete':
      return element('del');
    case 'break':
      return [{tag: 'br', children: []}];
    case 'link': {
      const inner = children();
      return (
        inner && [
          {tag: 'a', href: node.url, ...(node.title ? {title: node.title} : {}), children: inner},
        ]
      );
    }
    default:
      // JSX, HTML, images, footnotes: the table stays in the page's module as written.
      return null;
  }
}

/** The table as an element tree, or null when a cell holds something the tree cannot. */
export function tableNode(table: Table): PartNode | null {
  const rows: PartNode[] = [];
  for (const [rowIndex, row] of table.children.entries()) {
    const cells: PartNode[] = [];
    for (const [column, cell] of row.children.entries()) {
      const content: PartNode[] = [];
      for (const child of cell.children) {
        const converted = phrasing(child);
        if (!converted) {
          return null;
        }
        content.push(...converted);
      }
      const align = table.align?.[column];
      const excluded = cell.data?.hProperties?.['data-search-exclude'] !== undefined;
      cells.push({
        tag: rowIndex === 0 ? 'th' : 'td',
        ...(align ? {align} : {}),
        ...(excluded ? {searchExcluded: true as const} : {}),
        children: content,
      });
    }
    rows.push({tag: 'tr', children: cells});
  }
  const [head, ...body] = rows;
  return {
    tag: 'table',
    children: [
      {tag: 'thead', children: head ? [head] : []},
      ...(body.length > 0 ? [{tag: 'tbody' as const, children: body}] : []),
    ],
  };
}

/** The React name of a hast property the tree holds, or null for any other property. */
function attributeName(property: string): string | null {
  if (property === 'id' || property === 'className') {
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
 * An element of the tree remark-rehype wrote (the footnote list) as an element tree, or null when
 * it holds anything the tree cannot (JSX, raw HTML, a tag or property the tree does not know).
 * Text stays as written, whitespace between elements included, so the page renders what the
 * compiled page module would have.
 */
export function elementNode(element: Element): PartNode | null {
  if (!PART_TAGS.has(element.tagName)) {
    return null;
  }
  const attributes: Record<string, string> = {};
  let href: string | undefined;
  let title: string | undefined;
  for (const [property, value] of Object.entries(element.properties)) {
    if (value === undefined || value === null || value === false) {
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
    ...(Object.keys(attributes).length > 0 ? {attributes} : {}),
    children,
  };
}
