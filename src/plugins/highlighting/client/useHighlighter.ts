import {useEffect, useReducer} from 'react';
import {loadOnce} from '../../../client/loadOnce';

type Highlighter = typeof import('./highlighter');

// The server bundle has the highlighter at hand (pages are highlighted in their HTML); the browser
// loads it only when a code block must be rendered anew (see src/plugins/highlighting/index.ts). A
// failed load leaves code as plain text, still readable and copyable; a later render tries again.
const highlighter = loadOnce<Highlighter>(
  () => import(/* webpackChunkName: "highlighter", webpackPrefetch: true */ './highlighter'),
  process.env.SITE_SERVER_BUNDLE === 'true' ? (require('./highlighter') as Highlighter) : null,
);

const loadHighlighter = highlighter.load;

/** The highlighter if it has loaded; when `wanted`, starts loading it and re-renders once it has. */
export function useHighlighter(wanted: boolean): Highlighter | null {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!wanted || highlighter.current()) {
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
  return highlighter.current();
}
