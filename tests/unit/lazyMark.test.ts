// @vitest-environment jsdom
import {beforeEach, describe, expect, it, vi} from 'vitest';

const calls: string[] = [];
vi.mock('mark.js', () => ({
  default: class FakeMark {
    constructor(readonly root: Element) {
      calls.push('load');
    }
    mark(keywords: string[]): void {
      calls.push(`mark ${keywords.join(',')}`);
      this.root.insertAdjacentHTML('beforeend', '<mark data-markjs="true">x</mark>');
    }
    unmark(): void {
      calls.push('unmark');
      this.root.querySelectorAll('mark[data-markjs]').forEach((element) => element.remove());
    }
  },
}));

const {default: LazyMark} = await import('../../src/plugins/search/client/lazyMark');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('LazyMark', () => {
  beforeEach(() => {
    calls.length = 0;
    document.body.innerHTML = '<article><p>text</p></article>';
  });

  it('does not load mark.js to unmark a page with nothing marked', async () => {
    new LazyMark(document.querySelector('article') as Element).unmark();
    await settle();
    expect(calls).toEqual([]);
  });

  it('marks, then unmarks, in the order asked', async () => {
    const article = document.querySelector('article') as Element;
    new LazyMark(article).mark(['power', 'state']);
    new LazyMark(article).unmark();
    await settle();
    expect(calls).toEqual(['load', 'mark power,state', 'load', 'unmark']);
    expect(article.querySelector('mark')).toBeNull();
  });
});
