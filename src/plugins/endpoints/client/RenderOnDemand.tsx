import {startTransition, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {flushSync} from 'react-dom';
import {findServerHtml, KEEP_SERVER_HTML} from '../../../client/serverHtml';
import {
  collectServerHighlightedCode,
  ServerHighlightedCodeContext,
  type ServerHighlightedCode,
} from '../../highlighting/client/serverHighlightedCode';

/** How far ahead of the viewport content starts rendering, so readers never scroll onto a stale block. */
const LOOK_AHEAD_PX = 800;

/** What a reader can press in a block: these act only once React has rendered it. */
const CONTROLS = 'a[href], button, summary, label, input, select, textarea, [role="tab"]';

/**
 * The element-child indexes leading from `root` down to `element`, or null when `element` is not
 * inside `root`. Elements only: the server HTML has comment nodes between adjacent texts that a
 * render in the browser does not, so indexes among all child nodes differ after such a text.
 */
function pathFrom(root: Element, element: Element | null): number[] | null {
  const path: number[] = [];
  for (let current = element; current && current !== root; current = current.parentElement) {
    const parent: Element | null = current.parentElement;
    if (!parent) {
      return null;
    }
    path.unshift(Array.prototype.indexOf.call(parent.children, current) as number);
  }
  return element ? path : null;
}

function elementAt(root: Element, path: readonly number[]): Element | null {
  return path.reduce<Element | null>((element, index) => element?.children[index] ?? null, root);
}

/** Whether the server-rendered element is in or near the viewport (reading layout the page already has). */
function nearViewport(element: Element): boolean {
  const {top, bottom} = element.getBoundingClientRect();
  return bottom > -LOOK_AHEAD_PX && top < window.innerHeight + LOOK_AHEAD_PX;
}

type Props = {
  readonly children: ReactNode;
  /** Whether what the children need to render has loaded. */
  readonly ready: () => boolean;
  /** Loads what the children need; they render once it has. */
  readonly prepare: () => Promise<unknown>;
  /** Whether the server HTML no longer shows what the reader should see, and when that may change. */
  readonly stale: {
    readonly check: () => boolean;
    readonly subscribe: (onChange: () => void) => () => void;
  };
};

type Start = {
  readonly waiting: boolean;
  /** The highlighted code of the server HTML, for children that render it again (see useServerHighlightedCode). */
  readonly serverCode: ServerHighlightedCode | null;
};

/**
 * Server-renders its children in full (for search engines, in-page find and readers without
 * JavaScript). On a page's first load the children keep their server HTML, which is what they
 * would render, until the reader reaches for them (a pointer over them loads what they need; a
 * click or keyboard focus in them renders them) or until the HTML goes stale (the reader's saved
 * preferences change what they show) while they are near the viewport. A long page then costs
 * the network and the main thread nothing for the parts the reader only reads.
 *
 * While waiting, the wrapper is hydrated as an element whose content React does not own, so
 * updates elsewhere on the page cannot discard the server HTML (as they would a suspended Suspense
 * boundary); if loading fails, the server HTML stays and the next approach tries again. A click
 * or focus on a control of a waiting block is passed, once the block has rendered, to the same
 * control in the rendered block. Pages reached by client-side navigation render at once, and so
 * do pages opened from a search result, whose server HTML the search-term highlighter is about to
 * mark up (both have their children's needs loaded first). Code the server highlighted is reused,
 * not highlighted again, whenever the children render it unchanged.
 */
export default function RenderOnDemand({children, ready, prepare, stale}: Props): ReactNode {
  // The same on the server and during hydration: finds this instance's server HTML.
  const id = useId();
  const [start] = useState((): Start => {
    const serverHtml = findServerHtml('data-render-on-demand', id);
    if (!serverHtml) {
      return {waiting: false, serverCode: null};
    }
    const renderAll = window.location.search.includes('_highlight=');
    if (!ready() || !(renderAll || (stale.check() && nearViewport(serverHtml)))) {
      // Read when the block renders, with whatever the page has marked in it by then.
      return {waiting: true, serverCode: null};
    }
    // Hydrated now, but parts of it (the theme's tabs) render again right after hydration.
    return {waiting: false, serverCode: collectServerHighlightedCode(serverHtml)};
  });
  const [waiting, setWaiting] = useState(start.waiting);
  const [serverCode, setServerCode] = useState(start.serverCode);
  const [failure, setFailure] = useState<string | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = wrapper.current;
    if (!waiting || !element) {
      return undefined;
    }
    let current = true;
    const stopWaiting = (): void => {
      setServerCode(collectServerHighlightedCode(element));
      setWaiting(false);
    };
    /**
     * Runs `then` once the children can render; not at all if the block went away, or if loading
     * fails (which a reader who used the block is told, the server HTML staying as it is).
     */
    const whenReady = (then: () => void, used = false): void => {
      if (ready()) {
        then();
        return;
      }
      prepare().then(
        () => {
          if (current) {
            setFailure(null);
            then();
          }
        },
        (error: unknown) =>
          current && used && setFailure(error instanceof Error ? error.message : String(error)),
      );
    };
    const render = (): void => whenReady(() => startTransition(stopWaiting));
    // Without an IntersectionObserver, every block counts as near.
    let near = typeof IntersectionObserver === 'undefined';
    const renderIfStale = (): void => {
      if (near && stale.check()) {
        render();
      }
    };
    // Stays connected until the block renders: a failed load is tried again when the reader comes back.
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              near = entries.some((entry) => entry.isIntersecting);
              renderIfStale();
            },
            {rootMargin: `${LOOK_AHEAD_PX}px 0px`},
          );
    observer?.observe(element);
    const unsubscribe = stale.subscribe(renderIfStale);
    renderIfStale();
    // A pointer on its way to a control: what the block needs is loaded before the click.
    const onPointerOver = (): void => void prepare().catch(() => undefined);
    // The rendered markup is the server's, element for element: a control used before the block
    // rendered has a twin in the rendered block, which gets the click or the focus instead.
    const twinOf = (path: readonly number[]): Element | null => {
      flushSync(stopWaiting);
      return elementAt(element, path);
    };
    const onClick = (event: MouseEvent): void => {
      const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
      const path = control && element.contains(control) ? pathFrom(element, control) : null;
      // A link works without React: until the block can render, it is left to the browser.
      if (!path || (!ready() && control?.matches('a[href]'))) {
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      whenReady(() => {
        const twin = twinOf(path);
        if (twin instanceof HTMLElement) {
          twin.click();
        }
      }, true);
    };
    const onFocusIn = (event: FocusEvent): void => {
      // Focus from a pointer press is followed by the click, which renders; re-rendering between
      // the press and the release would lose the click.
      const target = event.target;
      if (!(target instanceof Element) || !target.matches(':focus-visible')) {
        return;
      }
      whenReady(() => {
        // Focus follows whichever control of the block has it when the block renders: the reader
        // may have tabbed on to another control of it while it loaded, and rendering replaces that
        // control too. Focus that has left the block stays where it is.
        const focused = document.activeElement;
        const path = focused && element.contains(focused) ? pathFrom(element, focused) : null;
        const twin = twinOf(path ?? []);
        if (path && (twin instanceof HTMLElement || twin instanceof SVGElement)) {
          twin.focus();
        }
      }, true);
    };
    element.addEventListener('pointerover', onPointerOver, {once: true});
    element.addEventListener('click', onClick, {capture: true});
    element.addEventListener('focusin', onFocusIn, {capture: true});
    return () => {
      current = false;
      observer?.disconnect();
      unsubscribe();
      element.removeEventListener('pointerover', onPointerOver);
      element.removeEventListener('click', onClick, {capture: true});
      element.removeEventListener('focusin', onFocusIn, {capture: true});
    };
  }, [waiting, ready, prepare, stale]);

  // `data-live` marks content React has rendered or hydrated (and so is interactive).
  useEffect(() => {
    wrapper.current?.toggleAttribute('data-live', !waiting);
  }, [waiting]);
  if (waiting) {
    return (
      <>
        <div
          ref={wrapper}
          data-render-on-demand={id}
          dangerouslySetInnerHTML={KEEP_SERVER_HTML}
          suppressHydrationWarning
        />
        {failure !== null && (
          <p className="alert alert--warning" role="alert">
            The controls above could not be loaded ({failure}). What they show stays readable; use
            them again to retry.
          </p>
        )}
      </>
    );
  }
  return (
    <div ref={wrapper} data-render-on-demand={id}>
      <ServerHighlightedCodeContext value={serverCode}>{children}</ServerHighlightedCodeContext>
    </div>
  );
}
