import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {useHistory} from '@docusaurus/router';
import {useActivePlugin, useActiveVersion} from '@docusaurus/plugin-content-docs/client';
import {searchIndexUrl} from '@generated/@easyops-cn/docusaurus-search-local/default/generated-constants.js';
import {
  canonicalSearchHref,
  indexUnavailableMessage,
  searchIndexPath,
} from '../../plugins/search/client/indexLocation';
import SearchBox from './SearchBox';
import {useSearchBarOnDemand} from '../../plugins/search/client/useSearchBarOnDemand';
import styles from './styles.module.css';

type Props = WrapperProps<typeof SearchBarType>;

const guarded = new WeakSet<HTMLInputElement>();

/**
 * The theme's box focuses its input once its index has loaded if the input had focus while it
 * loaded, even when the reader has tabbed on since: focus jumps back up to the navbar. The
 * input's focus() is ignored while focus is on another control of the page, unless a key or
 * pointer press asked for it (the search shortcut); the document having focus (the waiting box
 * just replaced) does not count as another control.
 */
function keepFocusWithReader(input: HTMLInputElement, box: HTMLElement): void {
  input.focus = (options?: FocusOptions): void => {
    const focused = document.activeElement;
    const readerIsElsewhere =
      focused !== null && focused !== document.body && !box.contains(focused);
    // The event being handled, if any: a promise continuation (the index load) has none.
    const current = window.event;
    const askedByReader = current instanceof KeyboardEvent || current instanceof MouseEvent;
    if (!readerIsElsewhere || askedByReader) {
      HTMLElement.prototype.focus.call(input, options);
    }
  };
}

/**
 * The search theme's box, downloaded only once the reader reaches for it (see
 * src/plugins/search/client/useSearchBarOnDemand.ts): a page that is only read never loads it. Also repairs four gaps
 * of the box: "See all results" links use the site's canonical /search URL, the clear button
 * gets a name, a missing index shows a message, and the box no longer takes focus back from a
 * reader who has moved on (see keepFocusWithReader).
 */
export default function SearchBarWrapper(props: Props): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  const history = useHistory();
  const {SearchBar, serverHtmlId, keepServerHtml, activate, loadFailure} =
    useSearchBarOnDemand(container);
  const activeVersion = useActiveVersion(useActivePlugin()?.pluginId ?? 'default');
  const indexPath = searchIndexPath(
    searchIndexUrl,
    activeVersion && !activeVersion.isLast ? activeVersion.path : '',
  );
  const [failure, setFailure] = useState<string | null>(null);
  const checked = useRef<string | null>(null);

  const checkIndex = useCallback(() => {
    if (checked.current === indexPath) {
      return;
    }
    checked.current = indexPath;
    fetch(indexPath, {method: 'HEAD'})
      .then((response) => setFailure(response.ok ? null : indexUnavailableMessage(response.status)))
      .catch(() => setFailure(indexUnavailableMessage(null)));
  }, [indexPath]);

  useEffect(() => {
    const root = container.current;
    if (!root) {
      return undefined;
    }
    const repair = (): void => {
      const input = root.querySelector('input');
      if (input && !guarded.has(input)) {
        guarded.add(input);
        keepFocusWithReader(input, root);
      }
      for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
        const canonical = canonicalSearchHref(link.getAttribute('href') ?? '');
        if (canonical !== null) {
          link.setAttribute('href', canonical);
        }
      }
      for (const button of root.querySelectorAll('button:not([aria-label])')) {
        button.setAttribute('aria-label', 'Clear search');
      }
    };
    const observer = new MutationObserver(repair);
    observer.observe(root, {childList: true, subtree: true});
    repair();
    // The plugin navigates to its own spelling of the URL; take over plain clicks.
    const onClick = (event: MouseEvent): void => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (
        !link ||
        !root.contains(link) ||
        event.ctrlKey ||
        event.metaKey ||
        event.shiftKey ||
        event.button !== 0
      ) {
        return;
      }
      const href = link.getAttribute('href') ?? '';
      if (href.startsWith('/search?')) {
        event.preventDefault();
        event.stopPropagation();
        (document.activeElement as HTMLElement | null)?.blur();
        history.push(href);
      }
    };
    root.addEventListener('click', onClick, true);
    return () => {
      observer.disconnect();
      root.removeEventListener('click', onClick, true);
    };
  }, [history]);

  return (
    <div
      ref={container}
      className={styles.wrapper}
      onFocusCapture={() => {
        activate();
        checkIndex();
      }}
      onPointerEnter={() => {
        activate();
        checkIndex();
      }}
    >
      <SearchBox
        SearchBar={SearchBar}
        serverHtmlId={serverHtmlId}
        keepServerHtml={keepServerHtml}
        props={props}
      />
      {(loadFailure ?? failure) && (
        <p role="alert" className={styles.failure}>
          {loadFailure ?? failure}
        </p>
      )}
    </div>
  );
}
