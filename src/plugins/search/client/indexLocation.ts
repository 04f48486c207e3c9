/**
 * Where the search plugin keeps the index of a docs version: the latest version's index is at the
 * site root, older versions' under their own path (`/docs/v0.7/`).
 */
export function searchIndexPath(indexFileTemplate: string, versionPath: string): string {
  const base =
    versionPath === '' || versionPath === '/' ? '/' : `${versionPath.replace(/\/+$/, '')}/`;
  return `${base}${indexFileTemplate.replace('{dir}', '')}`;
}

/** The plugin links to `/search/?q=`; with `trailingSlash: false` the page is `/search?q=`. */
export function canonicalSearchHref(href: string): string | null {
  return href.startsWith('/search/?') ? `/search?${href.slice('/search/?'.length)}` : null;
}

export function indexUnavailableMessage(status: number | null): string {
  const reason = status === null ? 'the network request failed' : `the server answered ${status}`;
  return `Search is unavailable right now: its index could not be loaded (${reason}). Reload the page to try again; the rest of the site works as usual.`;
}
