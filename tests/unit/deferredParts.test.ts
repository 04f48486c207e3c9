import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Element, ElementContent, Root as HastRoot} from 'hast';
import type {Root, Table} from 'mdast';
import {afterEach, describe, expect, it} from 'vitest';
import remarkDeferredTables, {MIN_DEFERRED_ROWS} from '../../src/plugins/deferredParts/remark';
import rehypeDeferredParts, {MIN_DEFERRED_LIST_ALONE} from '../../src/plugins/deferredParts/rehype';
import {BLOCK_COMPONENT} from '../../src/plugins/endpoints/remark';
import {
  DATA_DIR,
  dataSize,
  MIN_DEFERRED_DATA,
  PART_COMPONENT,
  type CompiledFile,
} from '../../src/plugins/deferredParts/pageParts';
import {elementNode, tableNode} from '../../src/plugins/deferredParts/partNodes';

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

/**
 * Both steps over one compiled file, as the MDX compiler runs them: the remark step on `tree`,
 * then the rehype step on `hast` (the tree remark-rehype would have written; an empty page by
 * default). Returns the data directory.
 */
function run(tree: Root, hast: HastRoot = {type: 'root', children: []}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'deferred-parts-'));
  generated.push(dir);
  const file: CompiledFile = {path: '/site/docs/page.md', data: {}};
  remarkDeferredTables()(tree, file);
  rehypeDeferredParts({siteDir: '/site', generatedFilesDir: dir})(hast, file);
  return dir;
}

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
    const hast: HastRoot = {type: 'root', children: []};
    const dir = run(tree, hast);
    expect(tree.children.map((node) => node.type)).toEqual(['mdxJsxFlowElement', 'table']);
    expect(tree.children[0]).toMatchObject({name: PART_COMPONENT});
    const {file, parts} = pageData(dir);
    expect(parts).toEqual([tableNode(long)]);
    // The rehype step puts the loading code in the page's module.
    expect(hast.children.map((node) => node.type)).toEqual(['mdxjsEsm']);
    expect(String((hast.children[0] as unknown as {value: string}).value)).toContain(
      `@generated/${DATA_DIR}/${file}`,
    );
  });

  it('leaves the tables of a page with little table data on the page', () => {
    const tree: Root = {type: 'root', children: [table(MIN_DEFERRED_ROWS)]};
    const hast: HastRoot = {type: 'root', children: []};
    const dir = run(tree, hast);
    expect(tree.children.map((node) => node.type)).toEqual(['table']);
    expect(hast.children).toEqual([]);
    expect(readdirSync(dir)).toEqual([]);
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
    const {parts} = pageData(run({type: 'root', children: []}, hast));
    expect(parts).toEqual([elementNode(long)]);
    expect(hast.children.map((node) => node.type)).toEqual([
      'mdxjsEsm',
      'text',
      'mdxJsxFlowElement',
    ]);
    expect(hast.children[2]).toMatchObject({name: PART_COMPONENT});

    const short: HastRoot = {type: 'root', children: [footnoteList(3)]};
    const dir = run({type: 'root', children: []}, short);
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
    expect(readdirSync(run({type: 'root', children: []}, alone))).toEqual([]);
    expect(alone.children.map((node) => node.type)).toEqual(['element']);
    // Beside an endpoint block, whose script brings the render on demand: deferred.
    const block = {type: 'mdxJsxFlowElement', name: BLOCK_COMPONENT, attributes: [], children: []};
    const withBlock: HastRoot = {
      type: 'root',
      children: [element('div', {}, [block as never]), listOf(MIN_DEFERRED_LIST_ALONE / 1_500)],
    };
    expect(pageData(run({type: 'root', children: []}, withBlock)).parts).toHaveLength(1);
    // Long enough to pay alone: deferred.
    const longList = listOf(MIN_DEFERRED_LIST_ALONE / 1_000);
    expect(size(longList)).toBeGreaterThan(MIN_DEFERRED_LIST_ALONE);
    const long: HastRoot = {type: 'root', children: [longList]};
    expect(pageData(run({type: 'root', children: []}, long)).parts).toHaveLength(1);
  });

  it('puts the footnote list in the data file of a page whose tables are deferred', () => {
    const long = table(MIN_DEFERRED_ROWS, 'x'.repeat(MIN_DEFERRED_DATA / MIN_DEFERRED_ROWS));
    const list = footnoteList(2, 'x'.repeat(MIN_DEFERRED_DATA / 2));
    const hast: HastRoot = {type: 'root', children: [list]};
    const {parts} = pageData(run({type: 'root', children: [long]}, hast));
    // One file, the tables first, each part's element naming its place in it.
    expect(parts).toEqual([tableNode(long), elementNode(list)]);
    expect(hast.children[1]).toMatchObject({
      name: PART_COMPONENT,
      attributes: [{name: 'parts'}, {name: 'index', value: {value: '1'}}],
    });
  });
});
