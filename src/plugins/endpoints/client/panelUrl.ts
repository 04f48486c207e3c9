/**
 * The reader's panel URL, used only to rewrite code samples in this browser. It is validated,
 * kept in localStorage, and never sent anywhere.
 */

export const PANEL_URL_STORAGE_KEY = 'pterodactyl-docs.panel-url';
export const PANEL_URL_CHANGED_EVENT = 'pterodactyl-docs:panel-url';

export type PanelUrlResult =
  {readonly ok: true; readonly url: string} | {readonly ok: false; readonly message: string};

/**
 * Accepts an http(s) URL with an optional path (panels installed under a sub-path), nothing else.
 * Returns the normalised origin + path without a trailing slash, safe to splice into shell,
 * JavaScript, Python, PHP and Go string literals.
 */
export function validatePanelUrl(input: string): PanelUrlResult {
  const trimmed = input.trim();
  if (trimmed === '') {
    return {ok: false, message: 'Enter your panel URL, for example https://panel.example.com.'};
  }
  if (trimmed.length > 2048) {
    return {ok: false, message: 'That URL is too long.'};
  }
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return {
      ok: false,
      message: 'That is not a URL. Use the full address, for example https://panel.example.com.',
    };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return {ok: false, message: `Only http:// and https:// URLs are allowed, not ${url.protocol}.`};
  }
  if (url.username || url.password) {
    return {
      ok: false,
      message: 'Leave out any user name or password; the URL is only the panel address.',
    };
  }
  if (url.search || url.hash) {
    return {
      ok: false,
      message: 'Leave out any ?query or #fragment; the URL is only the panel address.',
    };
  }
  const path = url.pathname.replace(/\/+$/, '');
  if (!/^[A-Za-z0-9._~\-/%]*$/.test(path)) {
    return {ok: false, message: 'The path of that URL has characters a panel address cannot have.'};
  }
  return {ok: true, url: `${url.origin}${path}`};
}

/** The stored URL if it is still valid; a corrupt or foreign value is removed. */
export function readPanelUrl(
  storage: Pick<Storage, 'getItem' | 'removeItem'> | null,
): string | null {
  if (!storage) {
    return null;
  }
  let raw: string | null;
  try {
    raw = storage.getItem(PANEL_URL_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) {
    return null;
  }
  const result = validatePanelUrl(raw);
  if (result.ok && result.url === raw) {
    return raw;
  }
  try {
    storage.removeItem(PANEL_URL_STORAGE_KEY);
  } catch {
    // Storage can refuse writes (private mode); the bad value is simply ignored then.
  }
  return null;
}

/** Replaces every occurrence of the sample base URL in a code sample. */
export function withPanelUrl(code: string, sampleBaseUrl: string, panelUrl: string | null): string {
  return panelUrl === null ? code : code.split(sampleBaseUrl).join(panelUrl);
}
