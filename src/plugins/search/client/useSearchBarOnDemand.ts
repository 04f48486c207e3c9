import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
} from 'react';
import {flushSync} from 'react-dom';
import {useLocation} from '@docusaurus/router';
import {findServerHtml} from '../../../client/serverHtml';
import {
  isShortcut,
  loadedSearchBar,
  loadSearchBar,
  SEARCH_BAR_UNAVAILABLE,
  type SearchBarComponent,
} from './searchBarLoading';

export interface SearchBarOnDemand {
  /** The theme's box, once loaded. */
  readonly SearchBar: SearchBarComponent | null;
  readonly serverHtmlId: string;
  /** Whether this box hydrated server HTML, which it keeps until the theme's box loads. */
  readonly keepServerHtml: boolean;
  /** Loads the theme's box (the reader reached for it). */
  readonly activate: () => void;
  readonly loadFailure: string | null;
}

/**
 * Loads the search theme's box when the reader reaches for it (`activate`: a pointer over it,
 * focus in it; the shortcut focuses it) or when a page opened from a search result needs it to
 * mark the search terms, and hands it the focus and what was typed while it loaded. `container`
 * holds the box.
 */
export function useSearchBarOnDemand(
  container: RefObject<HTMLDivElement | null>,
): SearchBarOnDemand {
  const location = useLocation();
  // The same on the server and during hydration: finds the box's server HTML.
  const serverHtmlId = useId();
  const [keepServerHtml] = useState(() => findServerHtml('data-search-box', serverHtmlId) !== null);
  const [SearchBar, setSearchBar] = useState<SearchBarComponent | null>(() => loadedSearchBar());
  const handOver = useRef<{focused: boolean; waitingInput: HTMLInputElement | null} | null>(null);
  const activate = useCallback(() => {
    if (SearchBar) {
      return;
    }
    loadSearchBar().then(
      (loaded) => {
        const waitingInput = container.current?.querySelector('input') ?? null;
        handOver.current = {
          focused: waitingInput !== null && document.activeElement === waitingInput,
          waitingInput,
        };
        // Rendered and its effects run in this task: removing the waiting input leaves the
        // document focused, and a key pressed before the loaded box takes focus would start
        // from the top of the page.
        flushSync(() => {
          setSearchBar(() => loaded);
          setLoadFailure(null);
        });
      },
      () => setLoadFailure(SEARCH_BAR_UNAVAILABLE),
    );
  }, [SearchBar]);
  const [loadFailure, setLoadFailure] = useState<string | null>(null);

  // Needed at once: on a page opened from a search result (the box marks the terms), and where
  // there is no server HTML to show meanwhile.
  const wantedNow = location.search.includes('_highlight=') || !keepServerHtml;
  useEffect(() => {
    if (wantedNow) {
      activate();
    }
  }, [wantedNow, activate]);

  // Until it has loaded, the shortcut focuses the waiting box, which loads it.
  useEffect(() => {
    if (SearchBar) {
      return undefined;
    }
    const onKeyDown = (event: KeyboardEvent): void => {
      if (isShortcut(event)) {
        event.preventDefault();
        container.current?.querySelector('input')?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [SearchBar]);

  // The loaded box takes over the focus and what was typed into the waiting one. It must first
  // set itself up (its effects run before this component's) and empty itself, which it does in
  // its first task (it shows the terms of a search result page): keys pressed meanwhile, from the
  // moment the waiting box left the document, are held back and added after.
  const held = useRef<{
    input: HTMLInputElement;
    focused: boolean;
    waitingInput: HTMLInputElement | null;
    keys: string[];
    /** Text that reached the loaded input meanwhile without a key to hold back (a paste). */
    pasted: string | null;
    stop: () => void;
  } | null>(null);
  useLayoutEffect(() => {
    const pending = handOver.current;
    const input = container.current?.querySelector<HTMLInputElement>('input.navbar__search-input');
    if (!SearchBar || !pending || !input) {
      return;
    }
    handOver.current = null;
    const keys: string[] = [];
    const holdKey = (event: KeyboardEvent): void => {
      const typingHere =
        document.activeElement === input || document.activeElement === document.body;
      if (
        pending.focused &&
        typingHere &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        (event.key.length === 1 || event.key === 'Backspace')
      ) {
        keys.push(event.key);
        event.preventDefault();
      }
    };
    // The box sets its own value only through React, which fires no input event: one fired here
    // is the reader's, and the box, not yet set up, would neither search for it nor keep it.
    const notePaste = (): void => {
      if (held.current) {
        held.current.pasted = input.value;
      }
    };
    window.addEventListener('keydown', holdKey, true);
    input.addEventListener('input', notePaste);
    held.current = {
      input,
      focused: pending.focused,
      waitingInput: pending.waitingInput,
      keys,
      pasted: null,
      stop: () => {
        window.removeEventListener('keydown', holdKey, true);
        input.removeEventListener('input', notePaste);
      },
    };
  }, [SearchBar]);
  useEffect(() => {
    const pending = held.current;
    if (!pending) {
      return undefined;
    }
    // Unless the reader has tabbed on while the box rendered (its render can wait for more of its
    // code): focus taken back from a later control would throw them back up the page.
    const focusLeftTheBox =
      document.activeElement !== document.body && document.activeElement !== pending.waitingInput;
    if (pending.focused && !focusLeftTheBox) {
      pending.input.focus();
    }
    let timer = setTimeout(() => {
      // The box empties itself in a task its setup queued, after this one when a paste made it
      // render again meanwhile: the text is handed over in the task after.
      timer = setTimeout(handOverText);
    });
    const handOverText = (): void => {
      held.current = null;
      pending.stop();
      const typed = pending.keys.reduce(
        (text, key) => (key === 'Backspace' ? text.slice(0, -1) : text + key),
        pending.pasted ?? pending.waitingInput?.value ?? '',
      );
      if (typed !== '') {
        // The input is React-controlled: set the value as typing would, then announce it.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
          pending.input,
          typed,
        );
        pending.input.dispatchEvent(new Event('input', {bubbles: true}));
      }
    };
    return () => {
      pending.stop();
      clearTimeout(timer);
    };
  }, [SearchBar]);
  return {SearchBar, serverHtmlId, keepServerHtml, activate, loadFailure};
}
