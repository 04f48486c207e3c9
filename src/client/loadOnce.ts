/** Something loaded on demand (a code chunk, a page's data), at most once at a time. */
export interface LoadOnce<T> {
  /** The value if it has loaded. */
  readonly current: () => T | null;
  /** Loads it, or returns the load under way; after a failed load, the next call tries again. */
  readonly load: () => Promise<T>;
}

/** `initial` is the value where it is at hand from the start (the server bundle has every chunk). */
export function loadOnce<T>(importer: () => Promise<T>, initial: T | null = null): LoadOnce<T> {
  let loaded = initial;
  let loading: Promise<T> | null = null;
  return {
    current: () => loaded,
    load: () => {
      if (loaded !== null) {
        return Promise.resolve(loaded);
      }
      loading ??= importer().then(
        (value) => (loaded = value),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}
