/**
 * A Markdown table as the plain data its page loads on demand: an element tree of the tags a table
 * cell may hold, rendered in the browser with the page's MDX components
 * (./client/DeferredTable.tsx). What the tree cannot hold leaves the table on the page as it is.
 */
import type {PhrasingContent, Table} from 'mdast';

export type TableTag =
  'table' | 'thead' | 'tbody' | 'tr' | 'th' | 'td' | 'code' | 'strong' | 'em' | 'del' | 'a' | 'br';

export type TableNode =
  | string
  | {
      readonly tag: TableTag;
      readonly href?: string;
      readonly title?: string;
      readonly align?: 'left' | 'right' | 'center';
      /** A cell the site's search leaves out of its index (`data-search-exclude` on the Markdown cell). */
      readonly searchExcluded?: true;
      readonly children: readonly TableNode[];
    };

/** One page's deferred tables, in the order the page shows them. */
export type PageTables = readonly TableNode[];

function phrasing(node: PhrasingContent): TableNode[] | null {
  const children = (): TableNode[] | null => {
    const out: TableNode[] = [];
    for (const child of 'children' in node ? node.children : []) {
      const converted = phrasing(child);
      if (!converted) {
        return null;
      }
      out.push(...converted);
    }
    return out;
  };
  const element = (tag: TableTag): TableNode[] | null => {
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
export function tableNode(table: Table): TableNode | null {
  const rows: TableNode[] = [];
  for (const [rowIndex, row] of table.children.entries()) {
    const cells: TableNode[] = [];
    for (const [column, cell] of row.children.entries()) {
      const content: TableNode[] = [];
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
