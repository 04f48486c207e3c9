/**
 * Words that let the site search find an endpoint by part of its path. The search tokenizer keeps
 * a whole path as one word, so `files/pull` would not match `/api/client/servers/{server}/files/pull`.
 * Each tail of the path (from every segment to the end) is added as its own word; the search
 * matches the word being typed as a prefix, so any run of segments is found by the tail it starts.
 */
export function pathSearchTerms(path: string): string[] {
  const segments = path.split('/').filter(Boolean);
  return segments.map((_, start) => segments.slice(start).join('/'));
}
