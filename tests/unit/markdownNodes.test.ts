import {describe, expect, it} from 'vitest';
import {markdownNodes} from '../../src/openapi/markdownNodes';

describe('markdownNodes', () => {
  it('turns a description into the elements endpoint blocks render', async () => {
    const nodes = await markdownNodes('Lists **every** file, see [Files](/docs/api/client/files#list).\n\n- `a`\n- b *c*', 'where');
    expect(nodes).toEqual([
      {tag: 'p', children: ['Lists ', {tag: 'strong', children: ['every']}, ' file, see ', {tag: 'a', href: '/docs/api/client/files#list', children: ['Files']}, '.']},
      {tag: 'ul', children: [{tag: 'li', children: [{tag: 'code', children: ['a']}]}, {tag: 'li', children: ['b ', {tag: 'em', children: ['c']}]}]},
    ]);
  });

  it('joins a code span that wraps across lines with a space, as Markdown renders it', async () => {
    expect(await markdownNodes('Like `DELETE\n/api/x`.', 'where')).toEqual([{tag: 'p', children: ['Like ', {tag: 'code', children: ['DELETE /api/x']}, '.']}]);
  });

  it('fails naming the operation for Markdown the blocks do not render', async () => {
    await expect(markdownNodes('| a |\n| - |\n| b |', 'openapi/client/paths/files.yaml: GET /api/x')).rejects.toThrow(
      /openapi\/client\/paths\/files\.yaml: GET \/api\/x: its description uses Markdown \(table\)/,
    );
  });
});
