/**
 * Compares every route of the legacy panel with the current one, from the two fact tables only,
 * so the upgrade guide cannot drift from the facts.
 */
import {ownRateLimit, type FactRoute} from './tables';

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

function rules(value: string | readonly string[]): string {
  return typeof value === 'string' ? value : value.join(' | ');
}

function code(value: string): string {
  return `\`${value.replace(/`/g, "'")}\``;
}

function permissionText(permission: unknown): string {
  if (permission === null || permission === undefined) {
    return 'none';
  }
  if (typeof permission === 'string') {
    return code(permission);
  }
  const record = permission as Record<string, string>;
  if ('resource' in record && 'access' in record) {
    return `${code(record['resource'] ?? '')} ${record['access']}`;
  }
  return Object.entries(record)
    .map(([signal, granted]) => `${code(granted)} for ${signal}`)
    .join(', ');
}

function ownLimit(route: FactRoute): string | null {
  const limit = ownRateLimit(route);
  return limit && `${limit.requests} per ${limit.periodMinutes === 1 ? 'minute' : `${limit.periodMinutes} minutes`}`;
}

function listChange(label: string, before: readonly string[], after: readonly string[]): string[] {
  const added = after.filter((item) => !before.includes(item));
  const removed = before.filter((item) => !after.includes(item));
  const out: string[] = [];
  if (added.length > 0) {
    out.push(`${label} added: ${added.map(code).join(', ')}.`);
  }
  if (removed.length > 0) {
    out.push(`${label} removed: ${removed.map(code).join(', ')}.`);
  }
  return out;
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
  for (const field of Object.keys(legacyBody).filter((name) => name in currentBody)) {
    const was = rules(legacyBody[field] ?? '');
    const now = rules(currentBody[field] ?? '');
    if (was !== now) {
      changes.push(`${code(field)} rules ${code(was)} become ${code(now)}.`);
    }
  }
  changes.push(...listChange('Query parameters', Object.keys(legacy.query ?? {}), Object.keys(current.query ?? {})));
  if (legacy.response.status !== current.response.status) {
    changes.push(`Success status ${legacy.response.status} becomes ${current.response.status}.`);
  }
  if (legacy.transformer && current.transformer) {
    if (legacy.transformer.object !== current.transformer.object) {
      changes.push(`Response object ${code(legacy.transformer.object)} becomes ${code(current.transformer.object)}.`);
    }
    changes.push(...listChange('Response attributes', legacy.transformer.attributes, current.transformer.attributes));
  }
  return changes;
}

/** One row per 0.7 route, in the 0.7 table's order. */
export function upgradeRows(legacyRoutes: readonly FactRoute[], currentRoutes: readonly FactRoute[]): UpgradeRow[] {
  const current = new Map(currentRoutes.map((route) => [key(route.method, route.path), route]));
  return legacyRoutes.map((route) => {
    const same = current.get(key(route.method, route.path));
    const renamed = same ? null : renamedPath(route);
    const target = same ?? (renamed ? current.get(key(route.method, renamed)) : undefined);
    if (!target) {
      return {legacy: {method: route.method, path: route.path}, status: 'removed', current: null, changes: ['No equivalent in 1.x.']};
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
export function addedInCurrent(legacyRoutes: readonly FactRoute[], currentRoutes: readonly FactRoute[]): FactRoute[] {
  const covered = new Set(
    upgradeRows(legacyRoutes, currentRoutes)
      .map((row) => row.current)
      .filter((route): route is {method: string; path: string} => route !== null)
      .map((route) => key(route.method, route.path)),
  );
  return currentRoutes.filter((route) => !covered.has(key(route.method, route.path)));
}
