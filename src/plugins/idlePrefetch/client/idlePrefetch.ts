import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {browserIdle, idleQueue} from './idleQueue';

interface DocusaurusGlobal {
  prefetch: (routePath: string) => unknown;
}

// Docusaurus prefetches the code of every internal link that scrolls into view, each one a route
// lookup on the main thread; a docs sidebar triggers dozens of them while the page is still
// loading. They now wait for idle time: the same files are prefetched, just not in the way of the
// reader. (Hovering or touching a link still preloads its page at once.)
// The global is frozen, so it is replaced by a copy whose prefetch waits for idle time.
function withIdlePrefetch(docusaurus: DocusaurusGlobal): DocusaurusGlobal {
  return {...docusaurus, prefetch: idleQueue(docusaurus.prefetch.bind(docusaurus), browserIdle)};
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
