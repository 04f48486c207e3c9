import {describe, expect, it} from 'vitest';
import {
  checkMarkdownIn,
  inlineMarkdownNodes,
  markdownNodes,
} from '../../src/plugins/endpoints/openapi/markdownNodes';

describe('markdownNodes', () => {
  it('turns a description into the elements endpoint blocks render', async () => {
    const nodes = await markdownNodes(
      'Lists **every** file, see [Files](/docs/api/client/files#list).\n\n- `a`\n- b *c*',
      'where',
    );
    expect(nodes).toEqual([
      {
        tag: 'p',
        children: [
          'Lists ',
          {tag: 'strong', children: ['every']},
          ' file, see ',
          {tag: 'a', href: '/docs/api/client/files#list', children: ['Files']},
          '.',
        ],
      },
      {
        tag: 'ul',
        children: [
          {tag: 'li', children: [{tag: 'code', children: ['a']}]},
          {tag: 'li', children: ['b ', {tag: 'em', children: ['c']}]},
        ],
      },
    ]);
  });

  it('joins a code span that wraps across lines with a space, as Markdown renders it', async () => {
    expect(await markdownNodes('Like `DELETE\n/api/x`.', 'where')).toEqual([
      {tag: 'p', children: ['Like ', {tag: 'code', children: ['DELETE /api/x']}, '.']},
    ]);
  });

  it('fails naming the operation for Markdown the blocks do not render', async () => {
    await expect(
      markdownNodes('| a |\n| - |\n| b |', 'openapi/client/paths/files.yaml: GET /api/x'),
    ).rejects.toThrow(/openapi\/client\/paths\/files\.yaml: GET \/api\/x: uses Markdown \(table\)/);
  });

  it('returns the content of a one-paragraph text for inline use, and blocks otherwise', async () => {
    expect(await inlineMarkdownNodes('The `uuid`.', 'where')).toEqual([
      'The ',
      {tag: 'code', children: ['uuid']},
      '.',
    ]);
    expect(await inlineMarkdownNodes('One.\n\nTwo.', 'where')).toEqual([
      {tag: 'p', children: ['One.']},
      {tag: 'p', children: ['Two.']},
    ]);
  });

  it('checks every Markdown field of a document and names the file and the field', async () => {
    const document = {
      paths: {
        '/x': {
          get: {
            description: 'Fine.',
            parameters: [{name: 'a', description: 'Fine too.'}],
            'x-notes': ['ok', '# A heading'],
          },
        },
      },
      components: {
        schemas: {
          Thing: {
            properties: {description: {type: 'string', description: 'A `description` property.'}},
          },
        },
      },
    };
    await expect(checkMarkdownIn(document, 'openapi/client/paths/x.yaml')).rejects.toThrow(
      'openapi/client/paths/x.yaml: paths./x.get.x-notes.1: uses Markdown (heading)',
    );
    document.paths['/x'].get['x-notes'] = ['ok'];
    await expect(checkMarkdownIn(document, 'openapi/client/paths/x.yaml')).resolves.toBeUndefined();
    // A property called "description" is a schema, not text: it is walked into, not parsed.
    const broken = {
      properties: {description: {type: 'string', description: '<div>html</div>\n\n| t |\n| - |'}},
    };
    await expect(checkMarkdownIn(broken, 'f.yaml')).rejects.toThrow(
      'f.yaml: properties.description.description: uses Markdown',
    );
  });
});
