import {describe, expect, it} from 'vitest';
import {
  PANEL_URL_STORAGE_KEY,
  readPanelUrl,
  validatePanelUrl,
  withPanelUrl,
} from '../../src/plugins/endpoints/client/panelUrl';
import {pathSearchTerms} from '../../src/plugins/endpoints/client/pathSearchTerms';

describe('validatePanelUrl', () => {
  it.each([
    ['https://panel.example.com', 'https://panel.example.com'],
    ['  https://panel.example.com/  ', 'https://panel.example.com'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['https://example.com/pterodactyl/', 'https://example.com/pterodactyl'],
    ['HTTPS://Panel.Example.COM', 'https://panel.example.com'],
  ])('accepts %j as %j', (input, expected) => {
    expect(validatePanelUrl(input)).toEqual({ok: true, url: expected});
  });

  it.each([
    ['', /Enter your panel URL/],
    ['javascript:alert(1)', /Only http:\/\/ and https:\/\//],
    ['data:text/html,<script>alert(1)</script>', /Only http:\/\/ and https:\/\//],
    ['ftp://panel.example.com', /Only http:\/\/ and https:\/\//],
    ['panel.example.com', /not a URL/],
    ['not a url at all', /not a URL/],
    ['https://user:secret@panel.example.com', /user name or password/],
    ['https://panel.example.com/?token=abc', /query or #fragment/],
    ["https://panel.example.com/it's", /characters/],
    [`https://example.com/${'a'.repeat(3000)}`, /too long/],
  ])('rejects %j with a clear message', (input, message) => {
    const result = validatePanelUrl(input);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.message).toMatch(message);
  });
});

describe('readPanelUrl', () => {
  const storage = (value: string | null) => {
    const data = new Map<string, string>(value === null ? [] : [[PANEL_URL_STORAGE_KEY, value]]);
    return {
      getItem: (key: string) => data.get(key) ?? null,
      removeItem: (key: string) => void data.delete(key),
      data,
    };
  };

  it('returns a valid stored URL', () => {
    expect(readPanelUrl(storage('https://panel.example.com'))).toBe('https://panel.example.com');
  });

  it('removes a corrupt or foreign value instead of using it', () => {
    for (const bad of ['javascript:alert(1)', '{"url":1}', 'https://panel.example.com/', '']) {
      const store = storage(bad);
      expect(readPanelUrl(store)).toBeNull();
      expect(store.data.has(PANEL_URL_STORAGE_KEY)).toBe(false);
    }
  });

  it('survives a storage that throws', () => {
    expect(
      readPanelUrl({
        getItem: () => {
          throw new Error('denied');
        },
        removeItem: () => undefined,
      }),
    ).toBeNull();
    expect(readPanelUrl(null)).toBeNull();
  });
});

describe('withPanelUrl', () => {
  it('replaces every occurrence of the sample base URL', () => {
    const code =
      "curl https://panel.example.com/api/client\nfetch('https://panel.example.com/api/client/account')";
    expect(withPanelUrl(code, 'https://panel.example.com', 'http://127.0.0.1:9000')).toBe(
      "curl http://127.0.0.1:9000/api/client\nfetch('http://127.0.0.1:9000/api/client/account')",
    );
    expect(withPanelUrl(code, 'https://panel.example.com', null)).toBe(code);
  });
});

describe('pathSearchTerms', () => {
  it('lists every tail of the path, from each segment to the end', () => {
    expect(pathSearchTerms('/api/client/servers/{server}/power')).toEqual([
      'api/client/servers/{server}/power',
      'client/servers/{server}/power',
      'servers/{server}/power',
      '{server}/power',
      'power',
    ]);
  });
});
