import {Suspense, use, useSyncExternalStore, type ReactNode} from 'react';

const pending = new Map<string, Promise<void>>();

/** Resolves once the server-rendered element is near the viewport (or at once if that cannot be told). */
function nearViewport(selector: string): Promise<void> {
  let promise = pending.get(selector);
  if (!promise) {
    promise = new Promise<void>((resolve) => {
      const element = document.querySelector(selector);
      if (!element || typeof IntersectionObserver === 'undefined') {
        resolve();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            resolve();
          }
        },
        {rootMargin: '800px 0px'},
      );
      observer.observe(element);
    });
    pending.set(selector, promise);
  }
  return promise;
}

const subscribe = (): (() => void) => () => undefined;

function Gate({selector, children}: {readonly selector: string; readonly children: ReactNode}): ReactNode {
  // True only while React hydrates server HTML; false for pages rendered after a client-side navigation.
  const hydrating = useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
  // Search-term highlighting edits the page's HTML before hydration; hydrate everything at once then.
  const highlighting = typeof window !== 'undefined' && window.location.search.includes('_highlight=');
  if (hydrating && typeof document !== 'undefined' && !highlighting) {
    use(nearViewport(selector));
  }
  return children;
}

/**
 * Server-renders its children in full (for search and readers without JavaScript) but hydrates
 * them only when they come near the viewport, so a long page does not block the main thread.
 * `selector` finds the children's server-rendered root element.
 */
export default function HydrateWhenVisible({selector, children}: {readonly selector: string; readonly children: ReactNode}): ReactNode {
  return (
    <Suspense fallback={null}>
      <Gate selector={selector}>{children}</Gate>
    </Suspense>
  );
}
