/**
 * The fact tables' loading, in one place for the remark elements, the upgrade comparison, the
 * plugin's global data and the tests. The per-release tables' schema is schema/releaseTables.ts
 * (shared with the extractor); the shared tables' routes are typed here (FactRoute).
 *
 * - reference/releases/: what `npm run facts` extracts from the panel's and Wings' source, one
 *   table per release; `current` in its index.json is the release the v1.0+ docs describe.
 * - reference/pterodactyl-api/: the shared tables, transcribed from panel v1.11.8 and v0.7.19.
 *   The legacy docs are checked against them; for the current docs they add what extraction does
 *   not give (each route's group, response shape, errors and notes), joined by method and path.
 */
import path from 'node:path';
import type {RateLimit} from './wording';
import {readJsonFile} from '../files';
import type {
  ComputedPermission,
  IncludeRequirement,
  LimitFacts,
  PanelRoute,
  PanelTable,
  Permission,
  ReleaseIndex,
  UnreadRelease,
} from '../../../schema/releaseTables';

/** A route of a fact table (`v1-routes.json`, `v0.7-routes.json`); the tables' README defines each field. */
export interface FactRoute {
  readonly api: 'client' | 'application';
  readonly method: string;
  readonly path: string;
  readonly group: string;
  readonly controller: string;
  readonly permission: Permission;
  readonly throttle: readonly string[];
  readonly path_params?: Readonly<Record<string, string>> | null;
  readonly body?: Readonly<Record<string, string | readonly string[]>>;
  readonly body_unvalidated?: Readonly<Record<string, string>> | null;
  readonly query?: Readonly<Record<string, string>>;
  readonly computed_permissions?: readonly ComputedPermission[];
  readonly transformer?: {
    readonly object: string;
    readonly attributes: readonly string[];
    readonly nested?: Readonly<Record<string, readonly string[]>> | null;
  } | null;
  readonly response: {
    readonly status: number;
    readonly shape: string;
    readonly pagination?: boolean | string;
    readonly meta?: readonly string[];
  };
  readonly errors?: readonly string[] | null;
  readonly notes?: readonly string[] | null;
  /** One line on what the route does (the shared table's wording). */
  readonly summary?: string;
}

/** The docs versions the tables describe: `current` is the v1.0+ docs, `legacy` the v0.7 docs. */
export type FactVersion = 'current' | 'legacy';

export const REFERENCE_DIR = path.resolve(__dirname, '../../../reference/pterodactyl-api');
export const RELEASES_DIR = path.resolve(__dirname, '../../../reference/releases');

function readJson<T>(full: string): T {
  try {
    return readJsonFile<T>(full);
  } catch (error) {
    throw new Error(`${path.relative(process.cwd(), full)}: ${(error as Error).message}`);
  }
}

function readTable<T>(file: string): T {
  return readJson<T>(path.join(REFERENCE_DIR, file));
}

/** A route as extracted from one release's source. */
export type ReleaseRoute = PanelRoute;

/** An API-wide limit: every table has both, with a figure per minute (checked when a table is read). */
export type GlobalLimit = LimitFacts & {readonly per_minute: number};

/** One release's extracted facts (reference/releases/panel/<version>.json), as the site reads them. */
export type ReleaseTable = PanelTable & {
  readonly limits: PanelTable['limits'] & {
    readonly global: {readonly client: GlobalLimit; readonly application: GlobalLimit};
  };
};

export function unreadReleases(): readonly UnreadRelease[] {
  return readJson<ReleaseIndex>(path.join(RELEASES_DIR, 'index.json')).unread;
}

/** The release the current (v1.0+) docs describe. */
export function currentRelease(): ReleaseTable {
  const {current} = readJson<ReleaseIndex>(path.join(RELEASES_DIR, 'index.json'));
  return releaseTable(current);
}

export function releaseTable(version: string): ReleaseTable {
  const file = path.join(RELEASES_DIR, 'panel', `${version}.json`);
  const table = readJson<PanelTable>(file);
  for (const api of ['client', 'application'] as const) {
    if (typeof table.limits.global[api]?.per_minute !== 'number') {
      throw new Error(
        `${path.relative(process.cwd(), file)}: no per-minute figure for the ${api} API's limit`,
      );
    }
  }
  return table as ReleaseTable;
}

/** How many account API keys one user may hold in a panel release (the current one by default), or null where its table has no figure. */
export function accountKeyLimit(version?: string): number | null {
  const table = version === undefined ? currentRelease() : releaseTable(version);
  return table.limits.account_api_keys?.count ?? null;
}

/**
 * Each panel release (in release order) whose account key limit differs from the release before
 * it, with the new figure; the first release with a figure included. With `upTo`, only the
 * releases up to that one (which must have a table).
 */
export function accountKeyLimitChanges(
  upTo?: string,
): Array<{version: string; count: number | null}> {
  const {panel} = readJson<ReleaseIndex>(path.join(RELEASES_DIR, 'index.json'));
  const end =
    upTo === undefined ? panel.length : panel.findIndex((entry) => entry.version === upTo) + 1;
  if (end === 0) {
    throw new Error(`reference/releases/index.json: no panel release ${upTo}`);
  }
  const out: Array<{version: string; count: number | null}> = [];
  let previous: number | null | undefined;
  for (const {version} of panel.slice(0, end)) {
    const count = accountKeyLimit(version);
    if (count !== previous) out.push({version, count});
    previous = count;
  }
  return out;
}

/** The version (without Composer's leading `v`) a panel release's `composer.lock` locks of a package, or null where it locks none. */
export function lockedPackageVersion(name: string, release: string): string | null {
  const {locked_packages: locked} = readJson<ReleaseIndex>(path.join(RELEASES_DIR, 'index.json'));
  const packages = locked[release];
  if (packages === undefined) {
    throw new Error(`reference/releases/index.json: no panel release ${release}`);
  }
  return packages[name]?.replace(/^v/, '') ?? null;
}

/**
 * The versions of a package the 1.x panel releases lock, in release order, each with the first
 * release of the run that locks it (null for a run that locks none). A package no release locks
 * fails: the facts run records only the libraries scripts/facts/releases.config.ts names.
 */
export function lockedVersionRuns(name: string): Array<{version: string | null; from: string}> {
  const {panel} = readJson<ReleaseIndex>(path.join(RELEASES_DIR, 'index.json'));
  const runs: Array<{version: string | null; from: string}> = [];
  for (const {version: release} of panel.filter(({version}) => !version.startsWith('0.'))) {
    const version = lockedPackageVersion(name, release);
    if (runs.length === 0 || runs[runs.length - 1]!.version !== version)
      runs.push({version, from: release});
  }
  if (runs.every(({version}) => version === null)) {
    throw new Error(
      `reference/releases/index.json: no 1.x panel release locks ${name} (the facts run records the packages STATED_PACKAGES of scripts/facts/releases.config.ts names)`,
    );
  }
  return runs;
}

/** How long after a panel release a Wings release still pairs with it, in minutes (the pairing rule). */
export function pairingWindowMinutes(): number {
  return readJson<ReleaseIndex>(path.join(RELEASES_DIR, 'index.json')).pairing_window_minutes;
}

/** The panel release the legacy (v0.7) docs describe. */
export function legacyReleaseVersion(): string {
  const {panel} = readJson<ReleaseIndex>(path.join(RELEASES_DIR, 'index.json'));
  const legacy = panel.find((entry) => entry.version.startsWith('0.'));
  if (!legacy) {
    throw new Error('reference/releases/index.json: no 0.x panel release');
  }
  return legacy.version;
}

/** What each include of a route's response checks before it adds its data, by include name. */
export function includeRequirements(
  version: FactVersion,
  method: string,
  documented: string,
): Readonly<Record<string, IncludeRequirement>> {
  const table = version === 'current' ? currentRelease() : releaseTable(legacyReleaseVersion());
  return releaseRoute(table, method, documented)?.transformer?.includes?.requires ?? {};
}

/** A release table's route by method and the path it is documented under (documentedPath). */
export function releaseRoute(
  table: ReleaseTable,
  method: string,
  documented: string,
): ReleaseRoute | undefined {
  const key = routeKey(method, documented);
  return table.routes.find(
    (candidate) => routeKey(candidate.method, documentedPath(candidate)) === key,
  );
}

/** The current release's routes with the shared table's annotations of each (see the header). */
function currentRoutes(): FactRoute[] {
  const annotated = new Map(
    readTable<{routes: FactRoute[]}>('v1-routes.json').routes.map((route) => [
      routeKey(route.method, route.path),
      route,
    ]),
  );
  return currentRelease().routes.map((route) => {
    const annotations = annotated.get(routeKey(route.method, route.path));
    if (!annotations) {
      throw new Error(
        `${route.method} ${route.path} is new since the shared fact table: add its group, response and errors to reference/pterodactyl-api/v1-routes.json`,
      );
    }
    // A request class validates query parameters too: those stay query parameters. A field whose
    // rules withValidator() adds has them under body_conditional.
    const body = Object.fromEntries(
      Object.entries(route.body)
        .filter(([field]) => !(field in (annotations.query ?? {})))
        .map(([field, rules]) => [
          field,
          rules === '' ? (route.body_conditional?.[field] ?? rules) : rules,
        ]),
    );
    // Transformers that return a model's toArray() have no attribute list in the source.
    const attributes = route.transformer?.attributes?.length
      ? route.transformer.attributes
      : annotations.transformer?.attributes;
    return {
      ...annotations,
      api: route.api,
      method: route.method,
      path: route.path,
      controller: route.controller,
      permission: route.permission,
      throttle: route.throttle,
      body,
      transformer:
        annotations.transformer && attributes
          ? {...annotations.transformer, attributes}
          : (annotations.transformer ?? null),
    };
  });
}

/** Every route of a version, optionally of one API. */
export function factRoutes(version: FactVersion, api?: FactRoute['api']): FactRoute[] {
  const routes =
    version === 'current'
      ? currentRoutes()
      : readTable<{routes: FactRoute[]}>('v0.7-routes.json').routes;
  return api ? routes.filter((route) => route.api === api) : routes;
}

interface PermissionTable {
  readonly v1: {
    readonly groups: Readonly<Record<string, string>>;
    readonly permissions: readonly {readonly permission: string; readonly group: string}[];
  };
  readonly v0_7: {
    /** Group name → the panel's title of the group ("Power Management"). */
    readonly groups: Readonly<Record<string, string>>;
    readonly permissions: readonly {readonly permission: string; readonly group: string}[];
  };
}

/** One subuser permission key and the panel's own description of it. */
export interface PermissionFacts {
  readonly key: string;
  readonly description: string;
}

/** A group of subuser permissions: its name (the keys' prefix), the panel's description, its keys. */
export interface PermissionGroupFacts {
  readonly group: string;
  readonly description: string;
  readonly permissions: readonly PermissionFacts[];
}

/**
 * The subuser permissions of the current panel, by group, in the panel's order. Each fact has one
 * owner: the keys and their descriptions are the current release's table (extracted from that
 * release's `Permission` model, so they follow the release the docs describe); the groups, their
 * descriptions and the order are the shared table's, which alone keeps them (the extraction
 * records keys only, sorted). A current key the shared table cannot place fails.
 */
export function permissionCatalogue(): PermissionGroupFacts[] {
  const current = currentRelease();
  return placedPermissions('v1', current).map(({group, heading, keys}) => ({
    group,
    description: heading,
    permissions: keys.map((key) => ({key, description: current.permissions[key] ?? ''})),
  }));
}

/** A group of the legacy (0.7) panel's subuser permissions: its name, the panel's title, its keys. */
export interface LegacyPermissionGroup {
  readonly group: string;
  readonly title: string;
  readonly keys: readonly string[];
}

/**
 * The legacy panel's subuser permissions by group, in the panel's order: the keys are the legacy
 * release's table (extracted), the groups, their titles and the order the shared table's (as for
 * {@link permissionCatalogue}). A key the shared table cannot place fails.
 */
export function legacyPermissionGroups(): LegacyPermissionGroup[] {
  return placedPermissions('v0_7', releaseTable(legacyReleaseVersion())).map(
    ({group, heading, keys}) => ({
      group,
      title: heading,
      keys,
    }),
  );
}

/**
 * A release's permission keys placed in the shared table's groups (`version` its part of
 * permissions.json), in the shared table's order, with each group's description or title; empty
 * groups left out. A key of the release the shared table does not place fails naming it.
 */
function placedPermissions(
  version: 'v1' | 'v0_7',
  table: {release: {version: string}; permissions: Record<string, unknown>},
): {group: string; heading: string; keys: string[]}[] {
  const {groups, permissions} = readTable<PermissionTable>('permissions.json')[version];
  const placed = new Set(permissions.map((entry) => entry.permission));
  const unplaced = Object.keys(table.permissions).filter((key) => !placed.has(key));
  if (unplaced.length > 0) {
    throw new Error(
      `panel ${table.release.version} has permission keys that reference/pterodactyl-api/permissions.json does not place in a group: ${unplaced.join(', ')}`,
    );
  }
  return Object.entries(groups)
    .map(([group, heading]) => ({
      group,
      heading,
      keys: permissions
        .filter((entry) => entry.group === group && entry.permission in table.permissions)
        .map((entry) => entry.permission),
    }))
    .filter((group) => group.keys.length > 0);
}

/** The subuser permission keys of the current panel, by group. */
export function permissionGroups(): Record<string, string[]> {
  return Object.fromEntries(
    permissionCatalogue().map(({group, permissions}) => [
      group,
      permissions.map((entry) => entry.key),
    ]),
  );
}

/** The path a route is documented under: `{force?}` is the literal segment `force`. */
export function documentedPath(route: Pick<FactRoute, 'path'>): string {
  return route.path.replace('{force?}', 'force');
}

export function routeKey(method: string, routePath: string): string {
  return `${method.toUpperCase()} ${routePath}`;
}

/**
 * The rate limit of a route beyond its API group's: a `throttle:N,M` of its own, or a limit the
 * release's table resolves (a named per-server limiter, or a bare `throttle` with the framework's
 * defaults, scripts/facts/laravel.ts).
 */
export function ownRateLimit(
  route: Pick<FactRoute, 'throttle'>,
  limits: ReleaseTable['limits'] = currentRelease().limits,
): RateLimit | null {
  for (const entry of route.throttle.slice(1)) {
    const numbers = /^throttle:(\d+),(\d+)$/.exec(entry);
    if (numbers) {
      return {requests: Number(numbers[1]), periodMinutes: Number(numbers[2])};
    }
    const named = limits.resources.find((limit) => limit.middleware === entry);
    if (named?.count !== undefined && named.window_minutes !== undefined) {
      return {
        requests: named.count,
        periodMinutes: named.window_minutes,
        ...(entry.includes(':server-resource:') ? {scope: 'server' as const} : {}),
      };
    }
  }
  return null;
}
