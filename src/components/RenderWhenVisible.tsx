import {startTransition, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {flushSync} from 'react-dom';
import {KEEP_SERVER_HTML, useCreatedDuringHydration} from '../lib/hydration';
import {collectServerHighlightedCode, ServerHighlightedCodeContext, type ServerHighlightedCode} from '../highlighting/serverHighlightedCode';

/** How far ahead of the viewport content starts rendering, so readers never scroll onto a stale block. */
const LOOK_AHEAD_PX = 800;

/** What a reader can press in a block: these act only once React has rendered it. */
const CONTROLS = 'a[href], button, summary, label, input, select, textarea, [role="tab"]';

/** The child indexes leading from `root` down to `node`, or null when `node` is not inside `root`. */
function pathFrom(root: Node, node: Node | null): number[] | null {
  const path: number[] = [];
  for (let current = node; current && current !== root; current = current.parentNode) {
    const parent: Node | null = current.parentNode;
    if (!parent) {
      return null;
    }
    path.unshift(Array.prototype.indexOf.call(parent.childNodes, current) as number);
  }
  return node ? path : null;
}

function nodeAt(root: Node, path: readonly number[]): Node | null {
  return path.reduce<Node | null>((node, index) => node?.childNodes[index] ?? null, root);
}

/** Whether the server-rendered element is in or near the viewport (reading layout the page already has). */
function nearViewport(element: Element | null): boolean {
  if (!element) {
    return true;
  }
  const {top, bottom} = element.getBoundingClientRect();
  return bottom > -LOOK_AHEAD_PX && top < window.innerHeight + LOOK_AHEAD_PX;
}

type Props = {
  readonly children: ReactNode;
};

type Start = {
  readonly waiting: boolean;
  /** The highlighted code of the server HTML, for children that render it again (see useServerHighlightedCode). */
  readonly serverCode: ServerHighlightedCode | null;
};

/**
 * Server-renders its children in full (for search engines, in-page find and readers without
 * JavaScript). On a page's first load, children near the viewport hydrate as usual; the others
 * keep their server HTML untouched and render only when they come near the viewport: a long page
 * of endpoints then costs the main thread one block at a time, as the reader gets to it.
 *
 * While waiting, the wrapper is hydrated as an element whose content React does not own, so
 * updates elsewhere on the page cannot discard the server HTML (as they would a suspended Suspense
 * boundary). A reader who reaches a waiting block before it renders (by following a link to it)
 * and clicks or tabs to a control in it gets the block rendered on the spot, and the click or the
 * focus passed to the same control in the rendered block. Pages reached by client-side
 * navigation render at once, and so do pages opened from a search result, whose server HTML the
 * search-term highlighter is about to mark up. Code the server highlighted is reused, not
 * highlighted again, whenever the children render it unchanged.
 */
export default function RenderWhenVisible({children}: Props): ReactNode {
  const createdDuringHydration = useCreatedDuringHydration();
  // The same on the server and during hydration: finds this instance's server HTML.
  const id = useId();
  const [start] = useState((): Start => {
    if (!createdDuringHydration) {
      return {waiting: false, serverCode: null};
    }
    const serverHtml = document.querySelector(`[data-render-when-visible="${CSS.escape(id)}"]`);
    if (!window.location.search.includes('_highlight=') && !nearViewport(serverHtml)) {
      // Read when the block renders, with whatever the page has marked in it by then.
      return {waiting: true, serverCode: null};
    }
    // Hydrated now, but parts of it (the theme's tabs) render again right after hydration.
    return {waiting: false, serverCode: serverHtml ? collectServerHighlightedCode(serverHtml) : null};
  });
  const [waiting, setWaiting] = useState(start.waiting);
  const [serverCode, setServerCode] = useState(start.serverCode);
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = wrapper.current;
    if (!waiting || !element) {
      return undefined;
    }
    const stopWaiting = (): void => {
      setServerCode(collectServerHighlightedCode(element));
      setWaiting(false);
    };
    const render = (): void => startTransition(stopWaiting);
    if (typeof IntersectionObserver === 'undefined') {
      render();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          render();
        }
      },
      {rootMargin: `${LOOK_AHEAD_PX}px 0px`},
    );
    observer.observe(element);
    // The rendered markup is the server's, node for node: a control used before the block rendered
    // has a twin in the rendered block, which gets the click or the focus instead.
    const renderNow = (): void => flushSync(stopWaiting);
    const onClick = (event: MouseEvent): void => {
      const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
      const path = control && element.contains(control) ? pathFrom(element, control) : null;
      if (!path) {
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      renderNow();
      const twin = nodeAt(element, path);
      if (twin instanceof HTMLElement) {
        twin.click();
      }
    };
    const onFocusIn = (event: FocusEvent): void => {
      // Focus from a pointer press is followed by the click, which renders; re-rendering between
      // the press and the release would lose the click.
      if (!(event.target instanceof Element) || !event.target.matches(':focus-visible')) {
        return;
      }
      const path = pathFrom(element, event.target);
      renderNow();
      const twin = path ? nodeAt(element, path) : null;
      if (twin instanceof HTMLElement || twin instanceof SVGElement) {
        twin.focus();
      }
    };
    element.addEventListener('click', onClick, {capture: true});
    element.addEventListener('focusin', onFocusIn, {capture: true});
    return () => {
      observer.disconnect();
      element.removeEventListener('click', onClick, {capture: true});
      element.removeEventListener('focusin', onFocusIn, {capture: true});
    };
  }, [waiting]);

  // `data-live` marks content React has rendered or hydrated (and so is interactive).
  useEffect(() => {
    wrapper.current?.toggleAttribute('data-live', !waiting);
  }, [waiting]);
  if (waiting) {
    return <div ref={wrapper} data-render-when-visible={id} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  }
  return (
    <div ref={wrapper} data-render-when-visible={id}>
      <ServerHighlightedCodeContext value={serverCode}>{children}</ServerHighlightedCodeContext>
    </div>
  );
}
