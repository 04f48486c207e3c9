import {describe, expect, it} from 'vitest';
import {documentedPaths, withDocumentedPaths} from '../../src/plugins/search/client/queryRewrite';

const paths = documentedPaths([
  'Client API · GET /api/client/servers/{server}/files/list · listFiles · file.read',
  'Client API · GET /api/client/servers/{server}/files/contents · getFileContents',
  'Client API · POST /api/client/account/api-keys · createApiKey',
  'Application API · GET /api/application/users/{user} · getUser',
  'Application API · GET /api/application/users/external/{external_id} · getUserByExternalId',
]);

describe('pasted API paths in search queries', () => {
  it('finds the documented paths in document texts', () => {
    expect(paths).toContain('/api/client/servers/{server}/files/list');
    expect(paths).toContain('/api/client/account/api-keys');
    expect(paths).toHaveLength(5);
  });

  it('maps a path with real ids to the documented path, without the leading slash the index trims', () => {
    expect(withDocumentedPaths('/api/client/servers/1a7ce997/files/list', paths)).toBe(
      'api/client/servers/{server}/files/list',
    );
    expect(
      withDocumentedPaths(
        'GET https://panel.example.com/api/client/servers/1a7ce997/files/list?directory=%2F',
        paths,
      ),
    ).toBe('GET api/client/servers/{server}/files/list');
  });

  it('prefers the documented path with the most literal segments', () => {
    expect(withDocumentedPaths('/api/application/users/external/billing-42', paths)).toBe(
      'api/application/users/external/{external_id}',
    );
    expect(withDocumentedPaths('/api/application/users/42', paths)).toBe(
      'api/application/users/{user}',
    );
  });

  it('keeps a path without parameters, and one that fits nothing, as typed but for the slash', () => {
    expect(withDocumentedPaths('POST /api/client/account/api-keys', paths)).toBe(
      'POST api/client/account/api-keys',
    );
    expect(withDocumentedPaths('/api/client/servers/1a7ce997/unknown', paths)).toBe(
      'api/client/servers/1a7ce997/unknown',
    );
  });

  it('leaves other words alone', () => {
    expect(withDocumentedPaths('create an api key', paths)).toBe('create an api key');
    expect(withDocumentedPaths('file.read', paths)).toBe('file.read');
  });
});
