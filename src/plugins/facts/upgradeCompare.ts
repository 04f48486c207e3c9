/**
 * Compares every route of the legacy panel with the current one, from the two fact tables only,
 * so the upgrade guide cannot drift from the facts; the changes are the release history's route
 * diff (./releaseHistory.ts), so one change reads the same on both pages.
 */
import {routeChanges, routeFacts} from './releaseHistory';
import type {FactRoute} from './tables';

export type UpgradeStatus = 'same path' | 'renamed' | 'removed';

export interface UpgradeRow {
  readonly legacy: {readonly method: string; readonly path: string};
  readonly status: UpgradeStatus;
  readonly current: {readonly method: string; readonly path: string} | null;
  /** Each change as a short Markdown sentence. */
  readonly changes: readonly string[];
}

const key = (method: string, path: string): string => `${method} ${path}`;

/** `Path is /utilization in 0.7 (renamed /resources in 1.x).` → the 1.x path of the route. */
function renamedPath(route: FactRoute): string | null {
  for (const note of route.notes ?? []) {
    const match = /renamed (\/[\w-]+) in 1\.x/.exec(note);
    if (match?.[1]) {
      return route.path.replace(/\/[\w-]+$/, match[1]);
    }
  }
  return null;
}

/**
 * The shared tables describe a query parameter in words (`partial match`), not with rules, and the
 * two tables word it differently: only the parameters' names are compared.
 */
const withQueryNamesOnly = (route: FactRoute): FactRoute => ({
  ...route,
  query: Object.fromEntries(Object.keys(route.query ?? {}).map((name) => [name, ''])),
});

/** What changed from a 0.7 route to its 1.x counterpart, worded as the release history words it. */
export function compareRoutes(legacy: FactRoute, current: FactRoute): string[] {
  return routeChanges(
    routeFacts(withQueryNamesOnly(legacy)),
    routeFacts(withQueryNamesOnly(current)),
  );
}

/** One row per 0.7 route, in the 0.7 table's order. */
export function upgradeRows(
  legacyRoutes: readonly FactRoute[],
  currentRoutes: readonly FactRoute[],
): UpgradeRow[] {
  const current = new Map(currentRoutes.map((route) => [key(route.method, route.path), route]));
  return legacyRoutes.map((route) => {
    const same = current.get(key(route.method, route.path));
    const renamed = same ? null : renamedPath(route);
    const target = same ?? (renamed ? current.get(key(route.method, renamed)) : undefined);
    if (!target) {
      return {
        legacy: {method: route.method, path: route.path},
        status: 'removed',
        current: null,
        changes: ['No equivalent in 1.x.'],
      };
    }
    return {
      legacy: {method: route.method, path: route.path},
      status: same ? 'same path' : 'renamed',
      current: {method: target.method, path: target.path},
      changes: compareRoutes(route, target),
    };
  });
}

/** 1.x routes that have no 0.7 counterpart, by API and group. */
export function addedInCurrent(
  legacyRoutes: readonly FactRoute[],
  currentRoutes: readonly FactRoute[],
): FactRoute[] {
  const covered = new Set(
    upgradeRows(legacyRoutes, currentRoutes)
      .map((row) => row.current)
      .filter((route): route is {method: string; path: string} => route !== null)
      .map((route) => key(route.method, route.path)),
  );
  return currentRoutes.filter((route) => !covered.has(key(route.method, route.path)));
}
