/**
 * Compares every route of the legacy panel with the current one, from the two fact tables only,
 * so the upgrade guide cannot drift from the facts.
 */
import {changedEntries, listChanges} from '../../../schema/diff';
import {ownRateLimit, type FactRoute} from './tables';
import {code, permissionText, rateLimitText, ruleText} from './wording';

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

function ownLimit(route: FactRoute): string | null {
  const limit = ownRateLimit(route);
  return limit && rateLimitText(limit);
}

function listChange(label: string, before: readonly string[], after: readonly string[]): string[] {
  const {added, removed} = listChanges(before, after);
  return [
    ...(added.length > 0 ? [`${label} added: ${added.map(code).join(', ')}.`] : []),
    ...(removed.length > 0 ? [`${label} removed: ${removed.map(code).join(', ')}.`] : []),
  ];
}

export function compareRoutes(legacy: FactRoute, current: FactRoute): string[] {
  const changes: string[] = [];
  const before = permissionText(legacy.permission);
  const after = permissionText(current.permission);
  if (before !== after) {
    changes.push(`Permission ${before} becomes ${after}.`);
  }
  const legacyLimit = ownLimit(legacy);
  const currentLimit = ownLimit(current);
  if (legacyLimit !== currentLimit) {
    changes.push(
      legacyLimit && !currentLimit
        ? `The route's own limit of ${legacyLimit} is gone.`
        : !legacyLimit && currentLimit
          ? `New own limit: ${currentLimit}.`
          : `Own limit ${legacyLimit} becomes ${currentLimit}.`,
    );
  }
  const legacyBody = legacy.body ?? {};
  const currentBody = current.body ?? {};
  changes.push(...listChange('Body fields', Object.keys(legacyBody), Object.keys(currentBody)));
  const rules = (body: typeof legacyBody): Map<string, string> =>
    new Map(Object.entries(body).map(([field, rule]) => [field, ruleText(rule)]));
  for (const {key: field, before: was, after: now} of changedEntries(
    rules(legacyBody),
    rules(currentBody),
    'before',
  )) {
    if (was !== undefined && now !== undefined) {
      changes.push(`${code(field)} rules ${code(was)} become ${code(now)}.`);
    }
  }
  changes.push(
    ...listChange(
      'Query parameters',
      Object.keys(legacy.query ?? {}),
      Object.keys(current.query ?? {}),
    ),
  );
  if (legacy.response.status !== current.response.status) {
    changes.push(`Success status ${legacy.response.status} becomes ${current.response.status}.`);
  }
  if (legacy.transformer && current.transformer) {
    if (legacy.transformer.object !== current.transformer.object) {
      changes.push(
        `Response object ${code(legacy.transformer.object)} becomes ${code(current.transformer.object)}.`,
      );
    }
    changes.push(
      ...listChange(
        'Response attributes',
        legacy.transformer.attributes,
        current.transformer.attributes,
      ),
    );
  }
  return changes;
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
