/**
 * A rewrite of a query before it is ranked (./ranking.ts):
 *
 * - Readers paste API paths with real ids (`/api/client/servers/1a7ce997/files/list`), but the
 *   index holds documented paths (`/api/client/servers/{server}/files/list`), and the library
 *   treats a path as one word, so a pasted path matches nothing. Such a word is mapped to the
 *   documented path it fits. The index's words lose their leading slash (lunr trims them) and
 *   query words do not, so the mapped word is written without it.
 */

const PATH_IN_TEXT = /\/api\/[\w{}./-]*[\w}]/g;

/** The documented API paths in the texts of search documents. */
export function documentedPaths(texts: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(PATH_IN_TEXT)) {
      found.add(match[0]);
    }
  }
  return [...found];
}

function segments(path: string): string[] {
  return path.replace(/^\/+|\/+$/g, '').split('/');
}

/** How well a pasted path fits a documented one: its count of literal segments, or -1. */
function fit(pasted: readonly string[], documented: readonly string[]): number {
  if (pasted.length !== documented.length) {
    return -1;
  }
  let literal = 0;
  for (const [index, segment] of documented.entries()) {
    if (/^\{[^}]+\}$/.test(segment)) {
      if (!pasted[index]) {
        return -1;
      }
    } else if (segment.toLowerCase() === pasted[index]?.toLowerCase()) {
      literal += 1;
    } else {
      return -1;
    }
  }
  return literal;
}

/**
 * The query with each pasted API path (optionally a full URL, with a query string) replaced by the
 * documented path it fits best, without its leading slash; a path that fits none keeps its
 * segments; other words are left as they are.
 */
export function withDocumentedPaths(query: string, paths: readonly string[]): string {
  const documented = paths.map((path) => ({path, parts: segments(path)}));
  return query.replace(/\S+/g, (word) => {
    const pathOnly = word.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/[?#].*$/, '');
    const start = pathOnly.search(/(^|\/)api\//);
    if (start < 0) {
      return word;
    }
    const pasted = segments(pathOnly.slice(start));
    let best: {path: string; literal: number} | undefined;
    for (const candidate of documented) {
      const literal = fit(pasted, candidate.parts);
      if (literal >= 0 && (!best || literal > best.literal)) {
        best = {path: candidate.path, literal};
      }
    }
    return (best ? best.path : pathOnly.slice(start)).replace(/^\/+/, '');
  });
}
