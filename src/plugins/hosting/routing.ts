/**
 * How a request path maps onto the files of a `trailingSlash: false` build, as the local server
 * (./serve.ts) applies it. The nginx include (./nginx.ts) and the CDN `_redirects` (./cdn.ts)
 * state the same rules in their own syntax; the hosting suite (tests/e2e/hosting.spec.ts) checks
 * that the local server and nginx answer every case alike.
 */
import {canonicalPathname} from './client/canonicalPath';

export type Resolution =
  | {readonly kind: 'file'; readonly file: string}
  | {readonly kind: 'redirect'; readonly location: string}
  | {readonly kind: 'not-found'; readonly file: string};

const NOT_FOUND_PAGE = '404.html';

/** Build files that configure CDN hosts and must never be served as content. */
const HOSTING_FILES = ['_headers', '_redirects'];

/**
 * Resolves a decoded request path. `isFile` answers whether a path relative to the build
 * directory is a regular file.
 */
export function resolvePath(pathname: string, isFile: (relative: string) => boolean): Resolution {
  if (!pathname.startsWith('/') || pathname.includes('\0') || pathname.split('/').includes('..')) {
    return {kind: 'not-found', file: NOT_FOUND_PAGE};
  }
  const canonical = canonicalPathname(pathname);
  if (canonical !== pathname) {
    return {kind: 'redirect', location: canonical};
  }
  if (pathname === '/') {
    return {kind: 'file', file: 'index.html'};
  }
  const relative = pathname.slice(1);
  if (HOSTING_FILES.includes(relative)) {
    return {kind: 'not-found', file: NOT_FOUND_PAGE};
  }
  for (const candidate of [relative, `${relative}.html`, `${relative}/index.html`]) {
    if (isFile(candidate)) {
      return {kind: 'file', file: candidate};
    }
  }
  return {kind: 'not-found', file: NOT_FOUND_PAGE};
}
