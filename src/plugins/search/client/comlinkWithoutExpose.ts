/**
 * Comlink as the search theme's own modules see it: everything but `expose`, so that importing the
 * theme's worker module (to subclass its SearchWorker, see ./worker.ts) does not also serve it.
 */
export * from 'comlink';

export function expose(): void {
  // The site's worker exposes its own class.
}
