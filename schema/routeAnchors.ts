/**
 * Anchors to a route of the panel's route files: `<Source repo="panel" file="routes/api-client.php"
 * symbol="GET /api/client/servers/{server}/websocket" … />` (or `x-source` with the same fields).
 * A route file has no class or method to point at, so the symbol is the route as the fact tables
 * name it (its method and full path, parameters as `{server}`), and what is compared across
 * releases is the route's definition as the extractor reads it (reference/releases/panel/<version>.json).
 * A path alone (`symbol="/api/client/account/two-factor"`) anchors the methods a URL of that path
 * is answered for, so a claim such as "this path takes only GET and POST, other methods get 405"
 * drifts when a route of another method is added for it or one is removed. Both forms are
 * shared here by the build's value rule (src/plugins/endpoints/openapi/anchors.ts), which checks
 * that the route (or a route of the path) is in that file at the verified release, and by the fingerprints
 * (scripts/facts/fingerprints.ts), which hash the definition per release.
 */
import type {LimitFacts, PanelFacts, PanelRoute} from './releaseTables';

/** The route files the fact tables read, by the API their routes belong to. */
export const ROUTE_FILES: Readonly<Record<PanelRoute['api'], string>> = {
  client: 'routes/api-client.php',
  application: 'routes/api-application.php',
};

/** `GET /api/client/servers/{server}/websocket`: an HTTP method in capitals, one space, the full path. */
export const ROUTE_SYMBOL = /^(GET|POST|PUT|PATCH|DELETE) \/[^\s]*$/;

/** `/api/client/account/two-factor`: a path alone, as the fact tables write it (the methods it takes). */
export const ROUTE_PATH_SYMBOL = /^\/[^\s]*$/;

/** Whether an anchor's file is one of the panel's route files (its symbol is then a route). */
export function isRouteFile(file: string): boolean {
  return file.startsWith('routes/');
}

/** A route's symbol: its method and path as the fact tables write them. */
export function routeSymbol(route: Pick<PanelRoute, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

/**
 * Every route of a release's table by its symbol, and every path a route of it declares (a path
 * anchor's symbol), with the route file that declares it.
 */
export function routesByFile(facts: Pick<PanelFacts, 'routes'>): Map<string, string> {
  return new Map(
    facts.routes.flatMap((route): [string, string][] => [
      [routeSymbol(route), ROUTE_FILES[route.api]],
      [route.path, ROUTE_FILES[route.api]],
    ]),
  );
}

/** The URL shapes a path matches: a trailing optional parameter (`{force?}`) gives two. */
function shapes(path: string): string[][] {
  const segments = path.split('/').filter(Boolean);
  const last = segments.at(-1);
  return last && /^\{[^}]+\?\}$/.test(last) ? [segments, segments.slice(0, -1)] : [segments];
}

/** Whether one URL could match both paths (a parameter matches any one segment). */
export function pathsOverlap(a: string, b: string): boolean {
  const parameter = (segment: string): boolean => segment.startsWith('{');
  return shapes(a).some((left) =>
    shapes(b).some(
      (right) =>
        left.length === right.length &&
        left.every(
          (segment, i) => segment === right[i] || parameter(segment) || parameter(right[i]!),
        ),
    ),
  );
}

/** The numbers of a throttle, without where they are read from (config and env names). */
function limitNumbers(limit: LimitFacts): Record<string, unknown> {
  const {count, window_minutes, by, unresolved} = limit;
  return {count, window_minutes, by, unresolved};
}

/**
 * What a route anchor's fingerprint hashes at one release: the route's method, path (and the path
 * as written, with its binding keys), name (middleware such as AuthenticateServerAccess exempt
 * routes by name), controller action, middleware as written, every throttle
 * with its numbers, and the routes of the same method declared before it that a URL of it could
 * also match (Laravel tries routes in the order they are declared, so those decide which one
 * answers). Null when the release has no such route in that file.
 */
export function routeDefinition(
  facts: Pick<PanelFacts, 'routes' | 'limits'>,
  file: string,
  symbol: string,
): Record<string, unknown> | null {
  if (ROUTE_PATH_SYMBOL.test(symbol)) {
    return pathDefinition(facts, file, symbol);
  }
  const position = facts.routes.findIndex(
    (route) => routeSymbol(route) === symbol && ROUTE_FILES[route.api] === file,
  );
  if (position < 0) return null;
  const route = facts.routes[position]!;
  const limits = route.throttle.map((middleware) => {
    const global = Object.values(facts.limits.global).find(
      (limit) => limit?.middleware === middleware,
    );
    const resource = facts.limits.resources.find(
      (limit) => limit.middleware === middleware && limit.routes.includes(symbol),
    );
    const found = resource ?? global;
    return {middleware, ...(found ? limitNumbers(found) : {})};
  });
  const matchedBefore = facts.routes
    .slice(0, position)
    .filter((other) => other.method === route.method && pathsOverlap(other.path, route.path))
    .map(routeSymbol);
  return {
    method: route.method,
    path: route.path,
    path_raw: route.path_raw ?? route.path,
    name: route.name,
    controller: route.controller,
    middleware: route.middleware,
    two_factor_exempt: route.two_factor_exempt === true,
    limits,
    matched_before: matchedBefore,
  };
}

/**
 * What a path anchor's fingerprint hashes at one release: every route of that file a URL of the
 * path could match (its own routes and those with a parameter where the path has a segment), in the
 * order they are declared, as `METHOD /path`: Laravel answers a method none of them takes with 405.
 * Null when no route of that file has exactly this path.
 */
function pathDefinition(
  facts: Pick<PanelFacts, 'routes'>,
  file: string,
  path: string,
): Record<string, unknown> | null {
  const inFile = facts.routes.filter((route) => ROUTE_FILES[route.api] === file);
  if (!inFile.some((route) => route.path === path)) return null;
  return {
    path,
    answered_by: inFile.filter((route) => pathsOverlap(route.path, path)).map(routeSymbol),
  };
}
