import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Root, Table} from 'mdast';
import {afterEach, describe, expect, it} from 'vitest';
import remarkDeferredTables, {
  MIN_DEFERRED_DATA,
  MIN_DEFERRED_ROWS,
  TABLE_COMPONENT,
} from '../../src/plugins/deferredTables/remark';
import {tableNode} from '../../src/plugins/deferredTables/tableNodes';

function table(rows: number, cellText = 'text'): Table {
  return {
    type: 'table',
    align: [null, 'right'],
    children: Array.from({length: rows + 1}, (_, row) => ({
      type: 'tableRow' as const,
      children: [
        {type: 'tableCell' as const, children: [{type: 'inlineCode' as const, value: `c${row}`}]},
        {
          type: 'tableCell' as const,
          children: [
            {
              type: 'link' as const,
              url: '/docs/intro',
              children: [{type: 'text' as const, value: `${cellText} ${row}`}],
            },
          ],
        },
      ],
    })),
  };
}

const generated: string[] = [];
afterEach(() => {
  for (const dir of generated.splice(0)) {
    rmSync(dir, {recursive: true, force: true});
  }
});

function run(tree: Root): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'deferred-tables-'));
  generated.push(dir);
  remarkDeferredTables({siteDir: '/site', generatedFilesDir: dir})(tree, {
    path: '/site/docs/page.md',
  });
  return dir;
}

describe('deferred tables', () => {
  it('converts a table with its alignment, code and links', () => {
    expect(tableNode(table(1))).toEqual({
      tag: 'table',
      children: [
        {
          tag: 'thead',
          children: [
            {
              tag: 'tr',
              children: [
                {tag: 'th', children: [{tag: 'code', children: ['c0']}]},
                {
                  tag: 'th',
                  align: 'right',
                  children: [{tag: 'a', href: '/docs/intro', children: ['text 0']}],
                },
              ],
            },
          ],
        },
        {
          tag: 'tbody',
          children: [
            {
              tag: 'tr',
              children: [
                {tag: 'td', children: [{tag: 'code', children: ['c1']}]},
                {
                  tag: 'td',
                  align: 'right',
                  children: [{tag: 'a', href: '/docs/intro', children: ['text 1']}],
                },
              ],
            },
          ],
        },
      ],
    });
  });

  it('keeps a cell out of the search index when its Markdown cell asks for it', () => {
    const marked = table(1);
    const cell = marked.children[1]!.children[1]!;
    cell.data = {hProperties: {'data-search-exclude': ''}};
    const rows = (tableNode(marked) as unknown as {children: {children: {children: object[]}[]}[]})
      .children[1]!.children[0]!.children;
    expect(rows.map((node) => 'searchExcluded' in node)).toEqual([false, true]);
  });

  it('leaves a table whose cells hold JSX as written', () => {
    const withJsx = table(2);
    withJsx.children[1]?.children[0]?.children.push({
      type: 'mdxJsxTextElement',
      name: 'Badge',
      attributes: [],
      children: [],
    } as never);
    expect(tableNode(withJsx)).toBeNull();
  });

  it("moves a page's long tables to its data file when they hold enough data", () => {
    const long = table(MIN_DEFERRED_ROWS, 'x'.repeat(MIN_DEFERRED_DATA / MIN_DEFERRED_ROWS));
    const short = table(MIN_DEFERRED_ROWS - 1, 'x'.repeat(MIN_DEFERRED_DATA));
    const tree: Root = {type: 'root', children: [long, short]};
    const dir = run(tree);
    expect(tree.children.map((node) => node.type)).toEqual([
      'mdxjsEsm',
      'mdxJsxFlowElement',
      'table',
    ]);
    expect(tree.children[1]).toMatchObject({name: TABLE_COMPONENT});
    const [file] = readdirSync(path.join(dir, 'site-deferred-tables'));
    const data = JSON.parse(
      readFileSync(path.join(dir, 'site-deferred-tables', file ?? ''), 'utf8'),
    ) as unknown[];
    expect(data).toEqual([tableNode(long)]);
    expect(String((tree.children[0] as {value: string}).value)).toContain(
      `@generated/site-deferred-tables/${file}`,
    );
  });

  it('leaves the tables of a page with little table data on the page', () => {
    const tree: Root = {type: 'root', children: [table(MIN_DEFERRED_ROWS)]};
    run(tree);
    expect(tree.children.map((node) => node.type)).toEqual(['table']);
  });
});
