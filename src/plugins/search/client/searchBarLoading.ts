import type SearchBarType from '@theme-original/SearchBar';
import {
  matchesKeymap,
  parseKeymap,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap';
import {loadOnce} from '../../../client/loadOnce';
import {search} from '../options';

export type SearchBarComponent = typeof SearchBarType;

// The server bundle renders the box into every page's HTML; the browser loads it on demand. A
// failed load is tried again on the next call.
const searchBar = loadOnce<SearchBarComponent>(
  () =>
    import('@theme-original/SearchBar').then(
      (module: {default: SearchBarComponent}) => module.default,
    ),
  process.env.SITE_SERVER_BUNDLE === 'true'
    ? (require('@theme-original/SearchBar') as {default: SearchBarComponent}).default
    : null,
);

export const loadedSearchBar = searchBar.current;
export const loadSearchBar = searchBar.load;

export const SEARCH_BAR_UNAVAILABLE =
  'Search could not be loaded. Check your connection, then try again.';

/** Whether a key press is the search shortcut (mod+k: ⌘K on macOS, Ctrl+K elsewhere). */
export function isShortcut(event: KeyboardEvent): boolean {
  return matchesKeymap(event, parseKeymap(search.searchBarShortcutKeymap));
}
