/**
 * The path the router knows for a requested path, with `trailingSlash: false`:
 * `/x/index.html`, `/x.html` and `/x/` all mean `/x`; `/index.html` means `/`.
 * Shared by the browser (before hydration) and the hosting rules (as 301 redirects).
 */
export function canonicalPathname(pathname: string): string {
  let path = pathname;
  if (path.endsWith('/index.html')) {
    path = path.slice(0, -'/index.html'.length);
  } else if (path.endsWith('.html')) {
    path = path.slice(0, -'.html'.length);
  }
  if (path.length > 1) {
    path = path.replace(/\/+$/, '');
  }
  return path === '' ? '/' : path;
}
