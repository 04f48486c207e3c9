import type {Root} from 'mdast';
import {describe, expect, it} from 'vitest';
import {
  commonHandlers,
  pageMarkdown,
  stringAttribute,
  type JsxHandler,
} from '../../src/plugins/markdownPages/toMarkdown';

const text = (value: string) => ({type: 'text', value}) as const;

describe('pageMarkdown', () => {
  it('writes headings, tables and admonitions as Markdown and drops page machinery', () => {
    const tree: Root = {
      type: 'root',
      children: [
        {type: 'mdxjsEsm', value: 'export const pageMachinery = 1;'},
        {type: 'heading', depth: 2, children: [text('Limits')]},
        {
          type: 'table',
          align: [null],
          children: [
            {type: 'tableRow', children: [{type: 'tableCell', children: [text('Route')]}]},
            {
              type: 'tableRow',
              children: [{type: 'tableCell', children: [text('GET /api/client')]}],
            },
          ],
        },
        {
          type: 'mdxJsxFlowElement',
          name: 'admonition',
          attributes: [{type: 'mdxJsxAttribute', name: 'type', value: 'warning'}],
          children: [{type: 'paragraph', children: [text('Careful.')]}],
        },
      ],
    } as Root;
    const markdown = pageMarkdown(tree, 'docs/x.md');
    expect(markdown).toContain('## Limits');
    expect(markdown).toMatch(/\| Route +\|\n\| -+ \|\n\| GET \/api\/client \|/);
    expect(markdown).toContain('> **Warning:**\n>\n> Careful.');
    expect(markdown).not.toContain('pageMachinery');
  });

  it('leaves out the front matter, so the search terms written there stay out of the twin', () => {
    const tree = {
      type: 'root',
      children: [
        {
          type: 'yaml',
          value:
            'title: Files\nkeywords: [file manager]\nsearch_terms:\n  list-a-directory: [browse folder]',
        },
        {type: 'heading', depth: 2, children: [text('List a directory')]},
      ],
    } as Root;
    const markdown = pageMarkdown(tree, 'docs/x.md');
    expect(markdown).toContain('## List a directory');
    expect(markdown).not.toMatch(/search_terms|browse folder|file manager/);
  });

  it('converts a page element through its handler, so a generated fact appears as its value', () => {
    const factCount: JsxHandler = (element) => [
      {type: 'paragraph', children: [text(`${stringAttribute(element, 'value')} routes`)]},
    ];
    const tree = {
      type: 'root',
      children: [
        {
          type: 'mdxJsxFlowElement',
          name: 'Fact',
          attributes: [{type: 'mdxJsxAttribute', name: 'value', value: '12'}],
          children: [],
        },
      ],
    } as Root;
    expect(pageMarkdown(tree, 'docs/x.md', {...commonHandlers, Fact: factCount})).toBe(
      '12 routes\n',
    );
  });

  it('gives links to the site its address, and leaves code, other sites and the page tree alone', () => {
    const link = {type: 'link', url: '/docs/intro', children: [text('intro')]} as const;
    const tree = {
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [
            link,
            text(' and '),
            {type: 'inlineCode', value: '[x](/docs/a)'},
            text(' '),
            {type: 'link', url: '//cdn.example/x', children: [text('cdn')]},
          ],
        },
        {type: 'code', lang: 'md', value: 'See [y](/docs/b).'},
      ],
    } as Root;
    const markdown = pageMarkdown(tree, 'docs/x.md', commonHandlers, 'https://docs.example');
    expect(markdown).toContain('[intro](https://docs.example/docs/intro)');
    expect(markdown).toContain('`[x](/docs/a)`');
    expect(markdown).toContain('See [y](/docs/b).');
    expect(markdown).toContain('[cdn](//cdn.example/x)');
    expect(link.url).toBe('/docs/intro');
  });

  it('fails naming the file and the element for an element it cannot convert', () => {
    const tree = {
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [{type: 'mdxJsxTextElement', name: 'Mystery', attributes: [], children: []}],
        },
      ],
    } as Root;
    expect(() => pageMarkdown(tree, 'docs/intro.md')).toThrow(/docs\/intro\.md: .*<Mystery>/);
  });
});

describe('llms.txt', () => {
  it('puts each docs page under its section with the absolute URL of its twin', async () => {
    const {llmsTxt, twinFile} = await import('../../src/plugins/markdownPages/llmsTxt');
    expect(twinFile('/docs/api/client/files')).toBe('docs/api/client/files.md');
    expect(() => twinFile('/search')).toThrow(/only docs pages/);
    const text = llmsTxt('Site', 'Reference\nof the API.', 'https://docs.example.com', [
      {route: '/docs/intro', title: 'Introduction', description: 'Start here.', section: 'v1.0+'},
      {route: '/docs/v0.7/intro', title: 'Intro [0.7]', section: 'v0.7 (Legacy)'},
    ]);
    expect(text).toBe(
      '# Site\n\n> Reference of the API.\n\n## v1.0+\n\n- [Introduction](https://docs.example.com/docs/intro.md): Start here.\n\n## v0.7 (Legacy)\n\n- [Intro \\[0.7\\]](https://docs.example.com/docs/v0.7/intro.md)\n',
    );
  });
});

describe('hosting of the twins', () => {
  it('sends Markdown twins as text/markdown and llms.txt as text/plain, both in UTF-8', async () => {
    const {contentTypeFor} = await import('../../src/plugins/hosting/mime');
    expect(contentTypeFor('docs/api/client/files.md')).toBe('text/markdown; charset=utf-8');
    expect(contentTypeFor('llms.txt')).toBe('text/plain; charset=utf-8');
  });
});
