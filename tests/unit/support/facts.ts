import {readFileSync} from 'node:fs';
import path from 'node:path';

/** A route of the fact tables (reference/pterodactyl-api/*-routes.json). */
export interface FactRoute {
  readonly api: 'client' | 'application';
  readonly method: string;
  readonly path: string;
  readonly group: string;
  readonly controller: string;
  readonly permission: unknown;
  readonly throttle: readonly string[];
  readonly path_params?: Record<string, string> | null;
  readonly body?: Record<string, string | string[]>;
  readonly body_unvalidated?: Record<string, string> | null;
  readonly query?: Record<string, string>;
  readonly transformer?: {
    readonly object: string;
    readonly attributes: readonly string[];
    readonly nested?: Record<string, readonly string[]> | null;
  } | null;
  readonly response: {
    readonly status: number;
    readonly shape: string;
    readonly pagination?: boolean | string;
    readonly meta?: readonly string[];
  };
  readonly errors?: readonly string[] | null;
}

export const REFERENCE_DIR = path.resolve(__dirname, '../../../reference/pterodactyl-api');

export function factRoutes(file: 'v1-routes.json' | 'v0.7-routes.json', api?: 'client' | 'application'): FactRoute[] {
  const routes = (JSON.parse(readFileSync(path.join(REFERENCE_DIR, file), 'utf8')) as {routes: FactRoute[]}).routes;
  return api ? routes.filter((route) => route.api === api) : routes;
}

/** The path a route is documented under: `{force?}` is the literal segment `force`. */
export function documentedPath(route: Pick<FactRoute, 'path'>): string {
  return route.path.replace('{force?}', 'force');
}

export function routeKey(method: string, routePath: string): string {
  return `${method.toUpperCase()} ${routePath}`;
}

/** The extra rate limit of a route beyond its API group's, as `{requests, periodMinutes}`. */
export function extraThrottle(route: FactRoute): {requests: number; periodMinutes: number} | null {
  const extra = route.throttle.slice(1).map((entry) => /^throttle:(\d+),(\d+)$/.exec(entry)).find(Boolean);
  return extra ? {requests: Number(extra[1]), periodMinutes: Number(extra[2])} : null;
}

/** Splits a Laravel rule string (or list) into rules, keeping `regex:` patterns whole. */
export function splitRules(rules: string | readonly string[]): string[] {
  if (Array.isArray(rules)) {
    return [...rules];
  }
  const out: string[] = [];
  let rest = rules as string;
  while (rest.length > 0) {
    const regex = /^regex:(\/.*?\/[a-z]*)(?:\||$)/.exec(rest);
    if (regex) {
      out.push(`regex:${regex[1]}`);
      rest = rest.slice(regex[0].length);
      continue;
    }
    const next = rest.indexOf('|');
    out.push(next === -1 ? rest : rest.slice(0, next));
    rest = next === -1 ? '' : rest.slice(next + 1);
  }
  return out.map((rule) => rule.trim()).filter(Boolean);
}

/** A rule's name and arguments: `between:1,191` → `['between', ['1', '191']]`. */
export function parseRule(rule: string): [string, string[]] {
  const [name, ...rest] = rule.split(':');
  const args = rest.join(':');
  return [name ?? '', args === '' ? [] : args.split(' ')[0]!.split(',')];
}
