import type {RouteChunkNames} from '@docusaurus/types';

/**
 * The chunk names the routes matching a path need, as Docusaurus' own prefetch finds them: the
 * (nested) names of each entry of `routesChunkNames` whose key, less its trailing `-hash`, is a
 * matched route's path.
 */
export function chunkNamesOfRoutes(
  matchedRoutePaths: readonly string[],
  routesChunkNames: RouteChunkNames,
): string[] {
  const names: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') {
      names.push(value);
    } else if (value && typeof value === 'object') {
      Object.values(value).forEach(collect);
    }
  };
  for (const [hashedPath, chunkNames] of Object.entries(routesChunkNames)) {
    if (matchedRoutePaths.includes(hashedPath.replace(/-[^-]+$/, ''))) {
      collect(chunkNames);
    }
  }
  return names;
}

/**
 * Returns a function that prefetches files (a `<link rel="prefetch">` in the head each), each URL
 * once per page. Docusaurus' own prefetch adds a link for every chunk of every route a page links
 * to, shared chunks once per route (about 450 links for about 30 files on a docs page), and finds
 * the head with `getElementsByTagName('head')[0]` each time, which costs in proportion to the
 * page's length: about 0.9 s of main-thread work on the longest page at 4× CPU slowdown.
 */
export function prefetchOnce(head: () => HTMLElement): (url: string) => void {
  const requested = new Set<string>();
  return (url) => {
    if (requested.has(url)) {
      return;
    }
    requested.add(url);
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    head().appendChild(link);
  };
}
