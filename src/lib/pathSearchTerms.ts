/**
 * Words that let the site search find an endpoint by part of its path. The search tokenizer keeps
 * a whole path as one word, so `files/pull` would not match `/api/client/servers/{server}/files/pull`;
 * every run of consecutive segments is added as its own word.
 */
export function pathSearchTerms(path: string): string[] {
  const segments = path.split('/').filter(Boolean);
  const terms = new Set<string>();
  for (let start = 0; start < segments.length; start += 1) {
    for (let end = start + 1; end <= segments.length; end += 1) {
      terms.add(segments.slice(start, end).join('/'));
    }
  }
  return [...terms];
}
