import {useState} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * For `dangerouslySetInnerHTML` on an element whose server-rendered content React should leave
 * alone while hydrating. Always this one object: React rewrites innerHTML whenever the prop
 * changes identity, and an empty string written over the server HTML would blank the element.
 */
export const KEEP_SERVER_HTML = {__html: ''};

/**
 * Whether this component instance was created by React hydrating the server HTML of the page's
 * first load (as opposed to server rendering, or rendering after a client-side navigation).
 * Such an instance may keep its server-rendered content instead of rendering it again.
 */
export function useCreatedDuringHydration(): boolean {
  const isBrowser = useIsBrowser();
  const [createdDuringHydration] = useState(() => typeof window !== 'undefined' && !isBrowser);
  return createdDuringHydration;
}

/**
 * The server-rendered element a component marked with `attribute`="its useId()", while the
 * component hydrates it (with the page, or later in a Suspense boundary); null on the server and
 * for components rendered in the browser, whose ids never equal the server's.
 */
export function findServerHtml(attribute: string, id: string): Element | null {
  return typeof document === 'undefined'
    ? null
    : document.querySelector(`[${attribute}="${CSS.escape(id)}"]`);
}

/**
 * Whether the page now rendering in the browser is the first one the reader loaded, so content
 * rendered on demand keeps its server HTML and its data need not load yet. Not for a page opened
 * from a search result: the search-term highlighter marks its HTML up, which content rendered on
 * demand cannot map back to its own elements, so such a page renders everything at once.
 */
export function firstLoadKeepsServerHtml(): boolean {
  return (
    typeof window !== 'undefined' &&
    document.documentElement.dataset['hasHydrated'] !== 'true' &&
    !window.location.search.includes('_highlight=')
  );
}
