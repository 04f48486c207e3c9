import {useEffect, useReducer} from 'react';

type Highlighter = typeof import('./highlighter');

// The server bundle has the highlighter at hand (pages are highlighted in their HTML); the browser
// loads it only when a code block must be rendered anew (see src/plugins/trimmedDownloads.ts).
let loaded: Highlighter | null = process.env.SITE_SERVER_BUNDLE === 'true' ? (require('./highlighter') as Highlighter) : null;
let loading: Promise<Highlighter> | null = null;

/** Loads the highlighter chunk once; later calls share the same promise. */
export function loadHighlighter(): Promise<Highlighter> {
  if (loaded) {
    return Promise.resolve(loaded);
  }
  loading ??= import(/* webpackChunkName: "highlighter", webpackPrefetch: true */ './highlighter').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A failed chunk load leaves code as plain text, still readable and copyable; a later
      // render tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The highlighter if it has loaded; when `wanted`, starts loading it and re-renders once it has. */
export function useHighlighter(wanted: boolean): Highlighter | null {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!wanted || loaded) {
      return undefined;
    }
    let current = true;
    loadHighlighter().then(
      () => current && rerender(),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  return loaded;
}
