import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Element, ElementContent, Root as HastRoot} from 'hast';
import type {Root, Table} from 'mdast';
import {toHast} from 'mdast-util-to-hast';
import {afterEach, describe, expect, it} from 'vitest';
import rehypeDeferredParts, {
  MIN_DEFERRED_LIST_ALONE,
  MIN_DEFERRED_ROWS,
} from '../../src/plugins/deferredParts/rehype';
import {BLOCK_COMPONENT} from '../../src/plugins/endpoints/remark';
import {
  DATA_DIR,
  dataSize,
  MIN_DEFERRED_DATA,
  PART_COMPONENT,
  type CompiledFile,
} from '../../src/plugins/deferredParts/pageParts';
import {elementNode, type PartNode} from '../../src/plugins/deferredParts/partNodes';

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

/** What remark-rehype writes for `nodes`, as the MDX compiler runs it (JSX passed through). */
function hastOf(...nodes: Root['children']): HastRoot['children'] {
  const root: Root = {type: 'root', children: nodes};
  return (toHast(root, {passThrough: ['mdxJsxFlowElement', 'mdxJsxTextElement']}) as HastRoot)
    .children;
}

/** A table as remark-rehype writes it. */
function hastTable(rows: number, cellText?: string): Element {
  return hastOf(table(rows, cellText))[0] as Element;
}

/** The step over `hast`, a page's tree as remark-rehype wrote it. Returns the data directory. */
function run(hast: HastRoot): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'deferred-parts-'));
  generated.push(dir);
  const file: CompiledFile = {path: '/site/docs/page.md', data: {}};
  rehypeDeferredParts({siteDir: '/site', generatedFilesDir: dir})(hast, file);
  return dir;
}

type PartElement = Exclude<PartNode, string>;

/** The cells of a converted table's first body row. */
function firstBodyRow(part: PartNode | null): readonly PartNode[] {
  const [, body] = (part as PartElement).children as PartElement[];
  const [row] = body!.children as PartElement[];
  return row!.children;
}

const endpointBlock = {
  type: 'mdxJsxFlowElement',
  name: BLOCK_COMPONENT,
  attributes: [],
  children: [],
};

/** The page's one data file. */
function pageData(dir: string): {file: string; parts: unknown[]} {
  const files = readdirSync(path.join(dir, DATA_DIR));
  expect(files).toHaveLength(1);
  const file = files[0] ?? '';
  return {file, parts: JSON.parse(readFileSync(path.join(dir, DATA_DIR, file), 'utf8')) as []};
}

function element(tagName: string, properties: Element['properties'], children: ElementContent[]) {
  return {type: 'element' as const, tagName, properties, children};
}

/** A footnote list as remark-rehype writes it, with `entries` entries of `text`. */
function footnoteList(entries: number, text = 'panel file'): Element {
  const items = Array.from({length: entries}, (_, index): ElementContent[] => [
    {type: 'text', value: '\n'},
    element('li', {id: `user-content-fn-source-${index + 1}`}, [
      element('p', {}, [
        {type: 'text', value: `${text} `},
        element(
          'a',
          {
            href: `#user-content-fnref-source-${index + 1}-2`,
            dataFootnoteBackref: '',
            ariaLabel: `Back to reference ${index + 1}-2`,
            className: ['data-footnote-backref'],
          },
          [{type: 'text', value: '↩'}, element('sup', {}, [{type: 'text', value: '2'}])],
        ),
      ]),
    ]),
  ]);
  return element('section', {dataFootnotes: true, className: ['footnotes']}, [
    element('h2', {id: 'footnote-label'}, [{type: 'text', value: 'Sources'}]),
    {type: 'text', value: '\n'},
    element('ol', {}, [...items.flat(), {type: 'text', value: '\n'}]),
  ]);
}

describe('deferred parts', () => {
  it('converts a table with its alignment, code and links, without the whitespace tables drop', () => {
    expect(elementNode(hastTable(1))).toEqual({
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
    marked.children[1]!.children[1]!.data = {hProperties: {'data-search-exclude': ''}};
    const cells = firstBodyRow(elementNode(hastOf(marked)[0] as Element)) as PartElement[];
    expect(cells.map((cell) => cell.attributes)).toEqual([undefined, {'data-search-exclude': ''}]);
  });

  it("converts a table with its cells' source marks as remark-rehype writes them", () => {
    const withMark = table(1);
    withMark.children[1]!.children[0]!.children.push({
      type: 'footnoteReference',
      identifier: 'source-1',
      label: 'source-1',
    });
    const definition = {
      type: 'footnoteDefinition' as const,
      identifier: 'source-1',
      label: 'source-1',
      children: [{type: 'paragraph' as const, children: [{type: 'text' as const, value: 'file'}]}],
    };
    const [converted] = hastOf(withMark, definition);
    const [cell] = firstBodyRow(elementNode(converted as Element));
    expect(cell).toEqual({
      tag: 'td',
      children: [
        {tag: 'code', children: ['c1']},
        {
          tag: 'sup',
          children: [
            {
              tag: 'a',
              href: '#user-content-fn-source-1',
              attributes: {
                id: 'user-content-fnref-source-1',
                'data-footnote-ref': 'true',
                'aria-describedby': 'footnote-label',
              },
              children: ['1'],
            },
          ],
        },
      ],
    });
  });

  it('leaves a table whose cells hold JSX as written', () => {
    const withJsx = table(2);
    withJsx.children[1]?.children[0]?.children.push({
      type: 'mdxJsxTextElement',
      name: 'Badge',
      attributes: [],
      children: [],
    } as never);
    expect(elementNode(hastOf(withJsx)[0] as Element)).toBeNull();
  });

  it("moves a page's long tables to its data file when they hold enough data", () => {
    const long = hastTable(MIN_DEFERRED_ROWS, 'x'.repeat(MIN_DEFERRED_DATA / MIN_DEFERRED_ROWS));
    const short = hastTable(MIN_DEFERRED_ROWS - 1, 'x'.repeat(MIN_DEFERRED_DATA));
    const expected = elementNode(long);
    const hast: HastRoot = {type: 'root', children: [long, short]};
    const dir = run(hast);
    // The loading code first, then the long table's place, then the short table as written.
    expect(hast.children.map((node) => node.type)).toEqual([
      'mdxjsEsm',
      'mdxJsxFlowElement',
      'element',
    ]);
    expect(hast.children[1]).toMatchObject({name: PART_COMPONENT});
    const {file, parts} = pageData(dir);
    expect(parts).toEqual([expected]);
    expect(String((hast.children[0] as unknown as {value: string}).value)).toContain(
      `@generated/${DATA_DIR}/${file}`,
    );
  });

  it('leaves the tables of a page with little table data on the page', () => {
    const hast: HastRoot = {type: 'root', children: [hastTable(MIN_DEFERRED_ROWS)]};
    const dir = run(hast);
    expect(hast.children.map((node) => (node as Element).tagName)).toEqual(['table']);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("defers a page's long tables with little data when the page ships the rendering code anyway", () => {
    const longList = footnoteList(2, 'x'.repeat(MIN_DEFERRED_LIST_ALONE / 2));
    const expectedList = elementNode(longList);
    // Beside a footnote list deferred alone: the table joins it, first, as the page shows them.
    const small = hastTable(MIN_DEFERRED_ROWS);
    const expectedTable = elementNode(small);
    const withList: HastRoot = {type: 'root', children: [small, longList]};
    expect(pageData(run(withList)).parts).toEqual([expectedTable, expectedList]);
    expect(withList.children[1]).toMatchObject({
      name: PART_COMPONENT,
      attributes: [{name: 'parts'}, {name: 'index', value: {value: '0'}}],
    });
    // Beside an endpoint block: deferred.
    const withBlock: HastRoot = {
      type: 'root',
      children: [element('div', {}, [endpointBlock as never]), hastTable(MIN_DEFERRED_ROWS)],
    };
    expect(pageData(run(withBlock)).parts).toEqual([expectedTable]);
    // Short of MIN_DEFERRED_ROWS body rows: stays even then.
    const shortTable: HastRoot = {
      type: 'root',
      children: [hastTable(MIN_DEFERRED_ROWS - 1), endpointBlock as never],
    };
    const dir = run(shortTable);
    expect(readdirSync(dir)).toEqual([]);
    expect((shortTable.children[0] as Element).tagName).toBe('table');
  });

  it('converts the footnote list with its ids, classes, data and aria attributes', () => {
    expect(elementNode(footnoteList(1))).toEqual({
      tag: 'section',
      attributes: {'data-footnotes': 'true', className: 'footnotes'},
      children: [
        {tag: 'h2', attributes: {id: 'footnote-label'}, children: ['Sources']},
        '\n',
        {
          tag: 'ol',
          children: [
            '\n',
            {
              tag: 'li',
              attributes: {id: 'user-content-fn-source-1'},
              children: [
                {
                  tag: 'p',
                  children: [
                    'panel file ',
                    {
                      tag: 'a',
                      href: '#user-content-fnref-source-1-2',
                      attributes: {
                        'data-footnote-backref': '',
                        'aria-label': 'Back to reference 1-2',
                        className: 'data-footnote-backref',
                      },
                      children: ['↩', {tag: 'sup', children: ['2']}],
                    },
                  ],
                },
              ],
            },
            '\n',
          ],
        },
      ],
    });
  });

  it('leaves a list holding JSX or an unknown attribute as written', () => {
    const withJsx = footnoteList(1);
    (withJsx.children[0] as Element).children.push({
      type: 'mdxJsxTextElement',
      name: 'SourceMark',
      attributes: [],
      children: [],
    } as never);
    expect(elementNode(withJsx)).toBeNull();
    const withStyle = footnoteList(1);
    withStyle.properties['style'] = 'color: red';
    expect(elementNode(withStyle)).toBeNull();
  });

  it('moves a long footnote list to the data file, and leaves a short one', () => {
    const long = footnoteList(2, 'x'.repeat(MIN_DEFERRED_LIST_ALONE / 2));
    const hast: HastRoot = {type: 'root', children: [{type: 'text', value: '\n'}, long]};
    const {parts} = pageData(run(hast));
    expect(parts).toEqual([elementNode(long)]);
    expect(hast.children.map((node) => node.type)).toEqual([
      'mdxjsEsm',
      'text',
      'mdxJsxFlowElement',
    ]);
    expect(hast.children[2]).toMatchObject({name: PART_COMPONENT});

    const short: HastRoot = {type: 'root', children: [footnoteList(3)]};
    const dir = run(short);
    expect(short.children.map((node) => node.type)).toEqual(['element']);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('defers a list alone only when it pays for the code that renders it', () => {
    const listOf = (entries: number) => footnoteList(entries, 'x'.repeat(1_000));
    const size = (list: Element) => dataSize([elementNode(list)!]);
    const between = listOf(MIN_DEFERRED_LIST_ALONE / 1_500);
    expect(size(between)).toBeGreaterThan(MIN_DEFERRED_DATA);
    expect(size(between)).toBeLessThan(MIN_DEFERRED_LIST_ALONE);
    // Alone on its page: left in the module.
    const alone: HastRoot = {type: 'root', children: [between]};
    expect(readdirSync(run(alone))).toEqual([]);
    expect(alone.children.map((node) => node.type)).toEqual(['element']);
    // Beside an endpoint block, whose script brings the render on demand: deferred.
    const withBlock: HastRoot = {
      type: 'root',
      children: [
        element('div', {}, [endpointBlock as never]),
        listOf(MIN_DEFERRED_LIST_ALONE / 1_500),
      ],
    };
    expect(pageData(run(withBlock)).parts).toHaveLength(1);
    // Long enough to pay alone: deferred.
    const longList = listOf(MIN_DEFERRED_LIST_ALONE / 1_000);
    expect(size(longList)).toBeGreaterThan(MIN_DEFERRED_LIST_ALONE);
    const long: HastRoot = {type: 'root', children: [longList]};
    expect(pageData(run(long)).parts).toHaveLength(1);
  });

  it('puts the footnote list in the data file of a page whose tables are deferred', () => {
    const long = hastTable(MIN_DEFERRED_ROWS, 'x'.repeat(MIN_DEFERRED_DATA / MIN_DEFERRED_ROWS));
    const list = footnoteList(2, 'x'.repeat(MIN_DEFERRED_DATA / 2));
    const expected = [elementNode(long), elementNode(list)];
    const hast: HastRoot = {type: 'root', children: [long, list]};
    const {parts} = pageData(run(hast));
    // One file, the tables first, each part's element naming its place in it.
    expect(parts).toEqual(expected);
    expect(hast.children[2]).toMatchObject({
      name: PART_COMPONENT,
      attributes: [{name: 'parts'}, {name: 'index', value: {value: '1'}}],
    });
  });
});
