import type SearchBarType from '@theme-original/SearchBar';
import {matchesKeymap, parseKeymap} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap';
import {search} from '../../siteFeatures';

export type SearchBarComponent = typeof SearchBarType;

// The server bundle renders the box into every page's HTML; the browser loads it on demand.
let loaded: SearchBarComponent | null =
  process.env.SITE_SERVER_BUNDLE === 'true' ? (require('@theme-original/SearchBar') as {default: SearchBarComponent}).default : null;
let loading: Promise<SearchBarComponent> | null = null;

export function loadedSearchBar(): SearchBarComponent | null {
  return loaded;
}

/** Loads the search theme's box once; a failed load is tried again on the next call. */
export function loadSearchBar(): Promise<SearchBarComponent> {
  if (loaded) {
    return Promise.resolve(loaded);
  }
  loading ??= import('@theme-original/SearchBar').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export const SEARCH_BAR_UNAVAILABLE = 'Search could not be loaded. Check your connection, then try again.';

/** Whether a key press is the search shortcut (mod+k: ⌘K on macOS, Ctrl+K elsewhere). */
export function isShortcut(event: KeyboardEvent): boolean {
  return matchesKeymap(event, parseKeymap(search.searchBarShortcutKeymap));
}
