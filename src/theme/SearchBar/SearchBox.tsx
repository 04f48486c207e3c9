import type {ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {getKeymapHints} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap';
import {isMacPlatform} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform';
import {KEEP_SERVER_HTML} from '../../client/serverHtml';
import {search} from '../../plugins/search/options';
import type {SearchBarComponent} from '../../plugins/search/client/searchBarLoading';
import styles from './styles.module.css';

type Props<P> = {
  readonly SearchBar: SearchBarComponent | null;
  /** Marks the element holding the box, so its server HTML can be found when hydrating. */
  readonly serverHtmlId: string;
  readonly keepServerHtml: boolean;
  readonly props: P;
};

/**
 * The search theme's box once its code has loaded; until then the server's HTML of it with the
 * shortcut hint (which the theme shows only in the browser), or, on a page rendered in the
 * browser, a plain box.
 */
export default function SearchBox<P extends object>({
  SearchBar,
  serverHtmlId,
  keepServerHtml,
  props,
}: Props<P>): ReactNode {
  const isBrowser = useIsBrowser();
  if (SearchBar) {
    return (
      <div data-search-box={serverHtmlId} className={styles.box}>
        <SearchBar {...props} />
      </div>
    );
  }
  if (keepServerHtml) {
    return (
      <>
        <div
          data-search-box={serverHtmlId}
          className={styles.box}
          dangerouslySetInnerHTML={KEEP_SERVER_HTML}
          suppressHydrationWarning
        />
        {isBrowser && (
          <div className={styles.hints}>
            {getKeymapHints(search.searchBarShortcutKeymap, isMacPlatform()).map((hint) => (
              <kbd key={hint} className={styles.hint}>
                {hint}
              </kbd>
            ))}
          </div>
        )}
      </>
    );
  }
  return (
    <div data-search-box={serverHtmlId} className={`navbar__search ${styles.box}`}>
      <input className="navbar__search-input" placeholder="Search" aria-label="Search" />
    </div>
  );
}
