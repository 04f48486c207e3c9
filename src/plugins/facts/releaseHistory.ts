/**
 * What changed in the API from one 1.x release to the next, computed from the per-release fact
 * tables (reference/releases/panel/<version>.json) and nothing else: when each route arrived,
 * every later change to its permission, its own rate limit, its request rules and its response
 * attributes, and the API-wide limits. The published OpenAPI documents, the endpoint blocks'
 * release notes and the "API changes" page all read it, so they cannot disagree with the tables.
 */
import path from 'node:path';
import {changedEntries, listChanges, pairUp} from '../../../schema/diff';
import {readJsonFile} from '../files';
import type {
  ComputedPermission,
  Permission,
  ReleaseIndex,
  RuleValue,
  WingsTable,
} from '../../../schema/releaseTables';
import {
  documentedPath,
  ownRateLimit,
  releaseTable,
  RELEASES_DIR,
  routeKey,
  type ReleaseTable,
} from './tables';
import {
  changedValueText,
  code,
  computedPermissionText,
  listChangeTexts,
  permissionText,
  rateLimitText,
  ruleChangeTexts,
  ruleText,
} from './wording';

export interface ReleaseChange {
  readonly release: string;
  /** One sentence of inline Markdown. */
  readonly change: string;
}

export interface RouteHistory {
  /** The first 1.x release whose routes file has the route. */
  readonly since: string;
  /** The first release without it, when it went away again. */
  readonly removedIn?: string;
  /** Every later change, oldest first. */
  readonly changes: readonly ReleaseChange[];
}

/** One entry of the change log: a route's change, or a change to an API-wide limit (no route). */
export interface LoggedChange {
  /** `websocket`: a change of the Wings release that goes with the panel release. */
  readonly api: 'client' | 'application' | 'websocket';
  /** `METHOD /path` of the route concerned; absent for API-wide changes. */
  readonly route?: string;
  readonly change: string;
}

function wingsWebsocket(version: string): WingsTable['websocket'] {
  return readJsonFile<WingsTable>(path.join(RELEASES_DIR, 'wings', `${version}.json`)).websocket;
}

/** The Wings release that goes with a panel release (the pairing rule lives in scripts/facts/releases.config.ts). */
export function pairedWings(panelRelease: string): string {
  const wings = releaseIndex().pairing[panelRelease];
  if (!wings) {
    throw new Error(
      `reference/releases/index.json: no Wings release is paired with panel ${panelRelease}`,
    );
  }
  return wings;
}

/** Flattens nested facts to `a.b: value` lines, so that a change names the fact that changed. */
function flatten(value: unknown, prefix: string, out: Map<string, string>): Map<string, string> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) {
      flatten(inner, prefix ? `${prefix}.${key}` : key, out);
    }
  } else {
    out.set(prefix, JSON.stringify(value));
  }
  return out;
}

/** What changed on the websocket from one Wings release to another. */
export function wingsChanges(beforeVersion: string, afterVersion: string): string[] {
  const [before, after] = [wingsWebsocket(beforeVersion), wingsWebsocket(afterVersion)];
  const out = [
    ...listChangeTexts(
      'Events the client may send:',
      before.inbound.map((entry) => entry.event),
      after.inbound.map((entry) => entry.event),
    ),
    ...listChangeTexts(
      'Events Wings sends:',
      before.outbound.map((entry) => entry.event),
      after.outbound.map((entry) => entry.event),
    ),
    ...listChangeTexts(
      'Close codes Wings sends:',
      before.close_codes.map((entry) => `${entry.code}${entry.reason ? ` (${entry.reason})` : ''}`),
      after.close_codes.map((entry) => `${entry.code}${entry.reason ? ` (${entry.reason})` : ''}`),
    ),
  ];
  for (const [kind, old, now] of [
    ['Limit', flatten(before.limits, '', new Map()), flatten(after.limits, '', new Map())],
    ['Token check', flatten(before.jwt, '', new Map()), flatten(after.jwt, '', new Map())],
  ] as const) {
    for (const {key, before: was, after: is} of changedEntries(old, now, 'before')) {
      out.push(
        changedValueText(
          `${kind} ${code(key)}`,
          was !== undefined ? code(was) : 'none',
          is !== undefined ? code(is) : 'none',
        ),
      );
    }
  }
  return out;
}

function releaseIndex(): ReleaseIndex {
  return readJsonFile<ReleaseIndex>(path.join(RELEASES_DIR, 'index.json'));
}

/** The 1.x release points with tables, oldest first, ending with the current one. */
export function panelReleases(): string[] {
  const {panel, current} = releaseIndex();
  const versions = panel
    .map((entry) => entry.version)
    .filter((version) => version.startsWith('1.'));
  if (versions.at(-1) !== current) {
    throw new Error(
      `reference/releases/index.json: the current release ${current} must be the last 1.x release point`,
    );
  }
  return versions;
}

/**
 * The facts of a route that change lines compare: a release table's route (the release history) or
 * a shared table's route (the upgrade table from 0.7); `status` only where the table has it.
 */
export interface RouteFacts {
  readonly permission: string;
  readonly limit: string;
  readonly body: ReadonlyMap<string, string>;
  readonly query: ReadonlyMap<string, string>;
  readonly object?: string;
  readonly attributes: readonly string[];
  readonly computedPermissions: readonly string[];
  readonly status?: number;
}

/** What {@link routeFacts} reads of a route, which both kinds of table have. */
export interface ComparableRoute {
  readonly permission: Permission;
  readonly throttle: readonly string[];
  readonly body?: Readonly<Record<string, RuleValue | readonly string[]>>;
  readonly body_conditional?: Readonly<Record<string, RuleValue>>;
  readonly query?: Readonly<Record<string, RuleValue>>;
  readonly computed_permissions?: readonly ComputedPermission[];
  readonly transformer?: {readonly object?: string; readonly attributes?: readonly string[]} | null;
  readonly response?: {readonly status: number};
}

/** A route's facts as change lines compare them; `limits` resolve its named throttles. */
export function routeFacts(route: ComparableRoute, limits?: ReleaseTable['limits']): RouteFacts {
  const conditional = route.body_conditional ?? {};
  const limit = ownRateLimit(route, limits);
  return {
    permission: permissionText(route.permission),
    limit: limit ? rateLimitText(limit) : 'none',
    body: new Map(
      Object.entries(route.body ?? {}).map(([field, rule]) => [
        field,
        ruleText(rule === '' ? (conditional[field] ?? rule) : rule),
      ]),
    ),
    query: new Map(
      Object.entries(route.query ?? {}).map(([field, rule]) => [field, ruleText(rule)]),
    ),
    ...(route.transformer?.object ? {object: route.transformer.object} : {}),
    attributes: route.transformer?.attributes ?? [],
    computedPermissions: (route.computed_permissions ?? []).map(computedPermissionText),
    ...(route.response ? {status: route.response.status} : {}),
  };
}

/** Every change from one route's facts to another's, one sentence each: the one route diff. */
export function routeChanges(before: RouteFacts, after: RouteFacts): string[] {
  const out: string[] = [];
  if (before.permission !== after.permission) {
    out.push(changedValueText('Permission', before.permission, after.permission));
  }
  const checks = listChanges(before.computedPermissions, after.computedPermissions);
  out.push(
    ...checks.added.map((check) => `Permission check added: ${check}.`),
    ...checks.removed.map((check) => `Permission check removed: ${check}.`),
  );
  if (before.limit !== after.limit) {
    out.push(changedValueText('Own rate limit', before.limit, after.limit));
  }
  out.push(
    ...ruleChangeTexts({one: 'Body field', many: 'Body fields'}, before.body, after.body),
    ...ruleChangeTexts(
      {one: 'Query parameter', many: 'Query parameters'},
      before.query,
      after.query,
    ),
  );
  if (before.status !== undefined && after.status !== undefined && before.status !== after.status) {
    out.push(changedValueText('Success status', String(before.status), String(after.status)));
  }
  if (before.object && after.object && before.object !== after.object) {
    out.push(changedValueText('Response object', code(before.object), code(after.object)));
  }
  // A transformer that returns a model's toArray() has no attribute list in the source: nothing to compare.
  if (before.attributes.length > 0 && after.attributes.length > 0) {
    out.push(
      ...listChangeTexts(
        {one: 'Response attribute', many: 'Response attributes'},
        before.attributes,
        after.attributes,
      ),
    );
  }
  return out;
}

export interface ReleaseHistory {
  readonly releases: readonly string[];
  /** By `METHOD /path`. */
  readonly routes: ReadonlyMap<string, RouteHistory & {readonly api: 'client' | 'application'}>;
  /** Release by release (the first 1.x release has none): every change, routes and API-wide limits. */
  readonly log: readonly {readonly release: string; readonly changes: readonly LoggedChange[]}[];
  /** The API-wide limit per minute of each release. */
  readonly globalLimits: ReadonlyMap<
    string,
    {readonly client: number; readonly application: number}
  >;
}

let cached: ReleaseHistory | undefined;

/** The whole 1.x history, computed once per process. */
export function releaseHistory(): ReleaseHistory {
  if (cached) {
    return cached;
  }
  const releases = panelReleases();
  const routes = new Map<
    string,
    {api: 'client' | 'application'; since: string; removedIn?: string; changes: ReleaseChange[]}
  >();
  const log: {release: string; changes: LoggedChange[]}[] = [];
  const globalLimits = new Map<string, {client: number; application: number}>();
  let previous: {table: ReleaseTable; facts: Map<string, RouteFacts>} | undefined;
  for (const release of releases) {
    const table = releaseTable(release);
    const facts = new Map(
      table.routes.map((route) => [
        routeKey(route.method, route.path),
        routeFacts(route, table.limits),
      ]),
    );
    const apis = new Map(
      table.routes.map((route) => [routeKey(route.method, route.path), route.api]),
    );
    const limits = {
      client: table.limits.global.client.per_minute,
      application: table.limits.global.application.per_minute,
    };
    globalLimits.set(release, limits);
    const changes: LoggedChange[] = [];
    for (const {key, before, after: current} of pairUp(
      previous?.facts ?? new Map<string, RouteFacts>(),
      facts,
    )) {
      const history = routes.get(key);
      if (!current) {
        if (history) {
          history.removedIn = release;
          history.changes.push({release, change: 'Removed.'});
          changes.push({api: history.api, route: key, change: 'Removed.'});
        }
        continue;
      }
      const api = apis.get(key) ?? 'client';
      if (!history) {
        routes.set(key, {api, since: release, changes: []});
        if (previous) {
          changes.push({api, route: key, change: 'Added.'});
        }
      } else if (!before) {
        history.changes.push({release, change: 'Added again.'});
        delete history.removedIn;
        changes.push({api, route: key, change: 'Added again.'});
      } else {
        for (const change of routeChanges(before, current)) {
          history.changes.push({release, change});
          changes.push({api, route: key, change});
        }
      }
    }
    if (previous) {
      for (const api of ['client', 'application'] as const) {
        const [old, now] = [previous.table.limits.global[api].per_minute, limits[api]];
        if (old !== now) {
          changes.push({
            api,
            change: `Default API-wide limit of the ${api} API: ${old} → ${now} requests per minute.`,
          });
        }
      }
      const [wingsBefore, wingsAfter] = [
        pairedWings(previous.table.release.version),
        pairedWings(release),
      ];
      if (wingsBefore !== wingsAfter) {
        for (const change of wingsChanges(wingsBefore, wingsAfter)) {
          changes.push({
            api: 'websocket',
            change: `Wings ${wingsAfter} (after ${wingsBefore}): ${change}`,
          });
        }
      }
      log.push({release, changes});
    }
    previous = {table, facts};
  }
  cached = {releases, routes, log, globalLimits};
  return cached;
}

/** The history of the route documented at `routePath` (the OpenAPI path: `{force?}` is `force`). */
export function routeHistory(method: string, routePath: string): RouteHistory | undefined {
  for (const [key, history] of releaseHistory().routes) {
    const [routeMethod = '', tablePath = ''] = key.split(' ');
    if (routeMethod === method.toUpperCase() && documentedPath({path: tablePath}) === routePath) {
      return history;
    }
  }
  return undefined;
}
