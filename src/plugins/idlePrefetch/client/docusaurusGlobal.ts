/**
 * Stands in for Docusaurus' `window.docusaurus` (its client's `docusaurus.js`, see ../index.ts):
 * the same `preload`, and a `prefetch` that waits for idle time and requests each file once.
 *
 * Docusaurus prefetches the code of every internal link that scrolls into view. Its own prefetch
 * ran at once, in the way of the page's loading, added a `<link rel="prefetch">` for every chunk
 * of every route (shared chunks once per route: about 450 links for about 30 files on a docs page)
 * and found the head with `getElementsByTagName('head')[0]` each time, which costs in proportion
 * to the page's length: on the longest reference page about 0.9 s of main-thread work at 4× CPU
 * slowdown. The same files are prefetched, each once, at most MAX_SLICE_MS of them per idle
 * period. (Hovering or touching a link still preloads its page at once.)
 */
import preloadRoute from '@docusaurus/core/lib/client/preload';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {matchRoutes} from 'react-router-config';
import {browserIdle, idleQueue} from './idleQueue';
import {chunkNamesOfRoutes, prefetchOnce} from './routeChunks';

/** Webpack's chunk-name-to-URL lookup, which Docusaurus adds to the runtime for its prefetch. */
declare const __webpack_require__: {gca: (chunkName: string) => string | undefined};

/** As Docusaurus does: nothing ahead of time on a slow or metered connection. */
const slowConnection = (): boolean => {
  const connection = (navigator as {connection?: {effectiveType?: string; saveData?: boolean}})
    .connection;
  return Boolean(connection?.saveData || connection?.effectiveType?.includes('2g'));
};

const preloaded = new Set<string>();
const prefetched = new Set<string>();
const prefetchFile = prefetchOnce(() => document.head);
const prefetchLater = idleQueue((routePath: string) => {
  const matchedPaths = matchRoutes(routes, routePath).map((match) => match.route.path ?? '');
  for (const chunkName of chunkNamesOfRoutes(matchedPaths, routesChunkNames)) {
    const url = __webpack_require__.gca(chunkName);
    // A chunk webpack merged into another has no file of its own.
    if (url && !url.includes('undefined')) {
      prefetchFile(url);
    }
  }
}, browserIdle);

export default Object.freeze({
  prefetch(routePath: string): boolean {
    if (slowConnection() || preloaded.has(routePath) || prefetched.has(routePath)) {
      return false;
    }
    prefetched.add(routePath);
    prefetchLater(routePath);
    return true;
  },
  preload(routePath: string): false | Promise<unknown> {
    if (slowConnection() || preloaded.has(routePath)) {
      return false;
    }
    preloaded.add(routePath);
    return preloadRoute(routePath);
  },
});
