/**
 * Token types each language shows as bare text in its lines' colour, without an element of their
 * own: in JSON everything between the highlighted keys and values is punctuation and operators
 * (whitespace apart, the site's JSON has no plain text), which is half of an endpoint page's
 * token elements. The token stylesheet gives such a language's lines the colour these types
 * have (see ../prismTheme.ts), so they look the same.
 */
export const BARE_TOKEN_TYPES: Readonly<Record<string, readonly string[]>> = {
  json: ['punctuation', 'operator'],
};

/** Whether a token of `types` in `language` is shown as bare text. */
export function isBareToken(language: string, types: readonly string[]): boolean {
  const bare = BARE_TOKEN_TYPES[language];
  return bare !== undefined && types.length === 1 && bare.includes(types[0] ?? '');
}
