/**
 * The fact tables (reference/pterodactyl-api/): their types and loading, in one place for the
 * remark elements, the upgrade comparison, the plugin's global data and the tests.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

/** A route of a fact table (`v1-routes.json`, `v0.7-routes.json`); the tables' README defines each field. */
export interface FactRoute {
  readonly api: 'client' | 'application';
  readonly method: string;
  readonly path: string;
  readonly group: string;
  readonly controller: string;
  /** Client: a permission key, a map by input value, or null; application: `{resource, access}`. */
  readonly permission: unknown;
  readonly throttle: readonly string[];
  readonly path_params?: Readonly<Record<string, string>> | null;
  readonly body?: Readonly<Record<string, string | readonly string[]>>;
  readonly body_unvalidated?: Readonly<Record<string, string>> | null;
  readonly query?: Readonly<Record<string, string>>;
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
}

/** The docs versions the tables describe: `current` is the v1.0+ docs, `legacy` the v0.7 docs. */
export type FactVersion = 'current' | 'legacy';

const ROUTE_FILES: Readonly<Record<FactVersion, string>> = {current: 'v1-routes.json', legacy: 'v0.7-routes.json'};

export const REFERENCE_DIR = path.resolve(__dirname, '../../../reference/pterodactyl-api');

function readTable<T>(file: string): T {
  const full = path.join(REFERENCE_DIR, file);
  try {
    return JSON.parse(readFileSync(full, 'utf8')) as T;
  } catch (error) {
    throw new Error(`${path.relative(process.cwd(), full)}: ${(error as Error).message}`);
  }
}

/** Every route of a version, optionally of one API. */
export function factRoutes(version: FactVersion, api?: FactRoute['api']): FactRoute[] {
  const routes = readTable<{routes: FactRoute[]}>(ROUTE_FILES[version]).routes;
  return api ? routes.filter((route) => route.api === api) : routes;
}

interface PermissionTable {
  readonly v1: {readonly groups: Readonly<Record<string, string>>; readonly permissions: readonly {readonly permission: string; readonly group: string}[]};
}

/** The subuser permission keys of the current panel, by group. */
export function permissionGroups(): Record<string, string[]> {
  const {groups, permissions} = readTable<PermissionTable>('permissions.json').v1;
  return Object.fromEntries(Object.keys(groups).map((group) => [group, permissions.filter((entry) => entry.group === group).map((entry) => entry.permission)]));
}

/** The path a route is documented under: `{force?}` is the literal segment `force`. */
export function documentedPath(route: Pick<FactRoute, 'path'>): string {
  return route.path.replace('{force?}', 'force');
}

export function routeKey(method: string, routePath: string): string {
  return `${method.toUpperCase()} ${routePath}`;
}

/** The rate limit of a route beyond its API group's, as `{requests, periodMinutes}`. */
export function ownRateLimit(route: Pick<FactRoute, 'throttle'>): {requests: number; periodMinutes: number} | null {
  const extra = route.throttle.slice(1).map((entry) => /^throttle:(\d+),(\d+)$/.exec(entry)).find(Boolean);
  return extra ? {requests: Number(extra[1]), periodMinutes: Number(extra[2])} : null;
}
