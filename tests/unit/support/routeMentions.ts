import {parse} from 'parse5';

/** An HTTP method followed by an API path, as a page's text shows it ("POST /api/client/..."). */
export interface RouteMention {
  readonly method: string;
  readonly path: string;
}

interface Node {
  readonly nodeName: string;
  readonly value?: string;
  readonly attrs?: {name: string; value: string}[];
  readonly childNodes?: Node[];
}

const MENTION = /\b(GET|POST|PUT|PATCH|DELETE)\s+(\/api\/[^\s"'<>,;()`]*)/g;

/**
 * Every route mention in the article of an HTML page. Elements are separated by a space, as a
 * reader sees them, and the text of links that `skipLink(href)` accepts is left out.
 */
export function routeMentions(
  html: string,
  skipLink: (href: string) => boolean = () => false,
): RouteMention[] {
  const textOf = (node: Node): string => {
    if (node.nodeName === '#text') {
      return node.value ?? '';
    }
    const href =
      node.nodeName === 'a'
        ? node.attrs?.find((attribute) => attribute.name === 'href')?.value
        : undefined;
    if (href !== undefined && skipLink(href)) {
      return ' ';
    }
    return ` ${(node.childNodes ?? []).map(textOf).join('')} `;
  };
  const findArticle = (node: Node): Node | undefined =>
    node.nodeName === 'article' ? node : (node.childNodes ?? []).map(findArticle).find(Boolean);
  const article = findArticle(parse(html) as unknown as Node);
  if (!article) {
    return [];
  }
  return [...textOf(article).matchAll(MENTION)].map((match) => ({
    method: match[1] ?? '',
    path: (match[2] ?? '').split('?')[0]?.replace(/[.:]+$/, '') ?? '',
  }));
}

/** Whether a mention names one of `routes` (a `{parameter}` matches any one path segment). */
export function isRouteOf(
  mention: RouteMention,
  routes: readonly {method: string; path: string}[],
): boolean {
  return routes.some(
    (route) =>
      route.method === mention.method &&
      new RegExp(
        `^${route.path.replace(/[.*+?^$|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`,
      ).test(mention.path),
  );
}
