import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {matchRoutes} from 'react-router-config';
import {browserIdle, idleQueue} from './idleQueue';
import {chunkNamesOfRoutes, prefetchOnce} from './routeChunks';

interface DocusaurusGlobal {
  prefetch: (routePath: string) => unknown;
}

/** Webpack's chunk-name-to-URL lookup, which Docusaurus adds to the runtime for its prefetch. */
declare const __webpack_require__: {gca: (chunkName: string) => string | undefined};

// Docusaurus prefetches the code of every internal link that scrolls into view, each one a route
// lookup on the main thread; a docs sidebar triggers dozens of them while the page is still
// loading. They now wait for idle time, and each file is requested once (see prefetchOnce): the
// same files are prefetched, just not in the way of the reader. (Hovering or touching a link
// still preloads its page at once.)
function idlePrefetch(): DocusaurusGlobal['prefetch'] {
  const prefetchedRoutes = new Set<string>();
  const prefetchFile = prefetchOnce(() => document.head);
  const prefetchRoute = (routePath: string): void => {
    const matchedPaths = matchRoutes(routes, routePath).map((match) => match.route.path ?? '');
    for (const chunkName of chunkNamesOfRoutes(matchedPaths, routesChunkNames)) {
      const url = __webpack_require__.gca(chunkName);
      // A chunk webpack merged into another has no file of its own.
      if (url && !url.includes('undefined')) {
        prefetchFile(url);
      }
    }
  };
  const queue = idleQueue(prefetchRoute, browserIdle);
  return (routePath) => {
    // As Docusaurus does: nothing on a slow or metered connection.
    const connection = (navigator as {connection?: {effectiveType?: string; saveData?: boolean}})
      .connection;
    if (
      connection?.saveData ||
      connection?.effectiveType?.includes('2g') ||
      prefetchedRoutes.has(routePath)
    ) {
      return false;
    }
    prefetchedRoutes.add(routePath);
    queue(routePath);
    return true;
  };
}

// The global is frozen, so it is replaced by a copy with the site's prefetch.
function withIdlePrefetch(docusaurus: DocusaurusGlobal): DocusaurusGlobal {
  return {...docusaurus, prefetch: idlePrefetch()};
}

if (ExecutionEnvironment.canUseDOM) {
  const holder = window as {docusaurus?: DocusaurusGlobal};
  if (holder.docusaurus) {
    holder.docusaurus = withIdlePrefetch(holder.docusaurus);
  } else {
    // The client entry assigns the global right after the client modules have run.
    let current: DocusaurusGlobal | undefined;
    Object.defineProperty(window, 'docusaurus', {
      configurable: true,
      get: () => current,
      set: (value: DocusaurusGlobal) => {
        current = withIdlePrefetch(value);
      },
    });
  }
}

export {};
