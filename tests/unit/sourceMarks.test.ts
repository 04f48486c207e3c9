import type {Element, Root} from 'hast';
import {describe, expect, it} from 'vitest';
import rehypeSourceMarks, {
  SOURCE_MARK,
  sourceBackOf,
  sourceMarkOf,
} from '../../src/plugins/facts/rehypeSourceMarks';

const text = (value: string) => ({type: 'text' as const, value});

function mark(id: string, label: string): Element {
  return {
    type: 'element',
    tagName: 'sup',
    properties: {},
    children: [
      {
        type: 'element',
        tagName: 'a',
        properties: {
          href: '#user-content-fn-source-4',
          id,
          dataFootnoteRef: true,
          ariaDescribedBy: ['footnote-label'],
        },
        children: [text(label)],
      },
    ],
  };
}

function back(href: string, label: string, raised?: string): Element {
  return {
    type: 'element',
    tagName: 'a',
    properties: {
      href,
      dataFootnoteBackref: '',
      ariaLabel: label,
      className: ['data-footnote-backref'],
    },
    children: [
      text('↩'),
      ...(raised
        ? [{type: 'element' as const, tagName: 'sup', properties: {}, children: [text(raised)]}]
        : []),
    ],
  };
}

describe('source footnote marks as components', () => {
  it('reads a mark and a link back, the second citation too', () => {
    expect(sourceMarkOf(mark('user-content-fnref-source-4', '4'))).toEqual({
      footnote: '4',
      label: '4',
    });
    expect(sourceMarkOf(mark('user-content-fnref-source-4-2', '4'))).toEqual({
      footnote: '4',
      repeat: '2',
      label: '4',
    });
    expect(
      sourceBackOf(back('#user-content-fnref-source-4-2', 'Back to reference 4-2', '2')),
    ).toEqual({footnote: '4', repeat: '2', label: '4'});
  });

  it('leaves alone what is not a source anchor, or not in the shape it renders', () => {
    // A footnote of another kind, a link back with other text, a second citation without its number.
    expect(sourceMarkOf(mark('user-content-fnref-note', '1'))).toBeNull();
    expect(sourceBackOf(back('#user-content-fnref-source-4', 'Go back'))).toBeNull();
    expect(
      sourceBackOf(back('#user-content-fnref-source-4-2', 'Back to reference 4-2')),
    ).toBeNull();
  });

  it('replaces each with the component and imports it once', () => {
    const tree: Root = {
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'p',
          properties: {},
          children: [
            text('A claim.'),
            mark('user-content-fnref-source-4', '4'),
            back('#user-content-fnref-source-4', 'Back to reference 4'),
            mark('user-content-fnref-note', '1'),
          ],
        },
      ],
    };
    rehypeSourceMarks()(tree);
    const [esm, paragraph] = tree.children as [{type: string; value: string}, Element];
    expect(esm.type).toBe('mdxjsEsm');
    expect(esm.value).toContain(`import ${SOURCE_MARK} from`);
    const names = paragraph.children.map((child) =>
      'name' in child
        ? `${String(child.name)} ${JSON.stringify((child as {attributes: unknown}).attributes)}`
        : child.type === 'element'
          ? child.tagName
          : child.type,
    );
    expect(names).toEqual([
      'text',
      `${SOURCE_MARK} [{"type":"mdxJsxAttribute","name":"f","value":"4"}]`,
      `${SOURCE_MARK} [{"type":"mdxJsxAttribute","name":"f","value":"4"},{"type":"mdxJsxAttribute","name":"back","value":"true"}]`,
      'sup',
    ]);
  });

  it('adds no import to a page without anchors', () => {
    const tree: Root = {type: 'root', children: [mark('user-content-fnref-note', '1')]};
    rehypeSourceMarks()(tree);
    expect(tree.children).toHaveLength(1);
  });
});
