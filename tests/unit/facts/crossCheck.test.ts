/**
 * The generated tables against the hand-built shared tables (../shared/reference/pterodactyl-api,
 * resolved from the repository root). Two independent readings of the same source must agree;
 * every remaining disagreement is listed below with the reason it is accepted.
 *
 * Rule normalisation (applied to both sides before comparing):
 * - a rule is split into its parts (`|` for strings; lists as they are) and the parts are sorted;
 * - a trailing explanation in the shared table — ` (ignoring this server)`, ` — only when ...` — is dropped;
 * - `unique:table` without a column becomes `unique:table,<field>` (Laravel's default column);
 * - an `in:` list computed at run time (`in:<...>` there, `in:(values computed at run time)` here) becomes `in:*`;
 * - a `unique:` whose table is followed by a run-time note keeps only `unique:<table>`.
 * Query parameters that describe Spatie filters, sorts, includes and paging are compared elsewhere
 * (they are prose in the shared table); only validated query inputs take part.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {PanelRoute, RuleValue} from '../../../schema/releaseTables';

const root = path.resolve(__dirname, '../../..');
const sharedDir = path.resolve(root, '../shared/reference/pterodactyl-api');
const hasShared = existsSync(sharedDir);
const releases = path.join(root, 'reference/releases/panel');

type Rule = RuleValue;
/** What both tables state of a route (the shared table's routes have no rule-less `body`). */
type Route = Pick<
  PanelRoute,
  'api' | 'method' | 'path' | 'permission' | 'throttle' | 'query' | 'body_conditional'
> &
  Partial<Pick<PanelRoute, 'body'>>;

const read = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const key = (r: Route) => `${r.method} ${r.path}`;
const NOT_RULES = /^(filter\[|sort$|include$|per_page$|page$|type$)/;

export function normaliseRule(field: string, rule: Rule): string[] {
  const parts = Array.isArray(rule) ? rule : rule.split('|');
  return parts
    .map((part) => part.replace(/\s+(\(|—).*$/, '').trim())
    .map((part) => (/^in:(<|\()/.test(part) ? 'in:*' : part))
    .map((part) => (/^unique:[^,]+$/.test(part) ? `${part},${field.split('.').pop()}` : part))
    .filter(Boolean)
    .sort();
}

/** Validated inputs of a route, body and query together; a conditional rule stands in for an empty one. */
function inputs(route: Route): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const all = {...(route.query ?? {}), ...(route.body ?? {})};
  for (const [field, rule] of Object.entries(all)) {
    if (NOT_RULES.test(field)) continue;
    const effective =
      rule === '' && route.body_conditional?.[field] ? route.body_conditional[field]! : rule;
    out[field] = normaliseRule(field, effective);
  }
  return out;
}

/**
 * Accepted disagreements, each investigated in the panel source at v1.11.8:
 * - GET /api/application/servers `search`: the shared table writes prose ("validated as string|max:100 by
 *   GetServersRequest but not used by the controller"); the rule itself, `string|max:100`, is what
 *   app/Http/Requests/Api/Application/Servers/GetServersRequest.php rules() returns — same fact.
 * - POST/PATCH /api/application/users `language`, `username`: the shared table transcribes
 *   `User::$validationRules` only; the extractor also runs User's own getRules(), which appends
 *   `new In(languages)` to `language` and `new Username()` to `username` (app/Models/User.php).
 */
const KNOWN_RULE_DIFFERENCES = new Set([
  'GET /api/application/servers search',
  'POST /api/application/users language',
  'POST /api/application/users username',
  'PATCH /api/application/users/{user} language',
  'PATCH /api/application/users/{user} username',
]);

describe.skipIf(!hasShared)('panel 1.11.8 table against ../shared v1-routes.json', () => {
  const mine = read<{routes: Route[]}>(path.join(releases, '1.11.8.json')).routes;
  const shared = hasShared
    ? read<{routes: Route[]}>(path.join(sharedDir, 'v1-routes.json')).routes
    : [];
  const mineByKey = new Map(mine.map((r) => [key(r), r]));

  it('has the same set of routes (method + path)', () => {
    expect(mine.map(key).sort()).toEqual(shared.map(key).sort());
  });

  it('has the same permission and throttle on every route', () => {
    for (const theirs of shared) {
      const ours = mineByKey.get(key(theirs))!;
      expect(ours.permission, `${key(theirs)} permission`).toEqual(theirs.permission);
      expect(ours.throttle, `${key(theirs)} throttle`).toEqual(theirs.throttle);
    }
  });

  it('has the same validation rules after normalisation, except the listed known differences', () => {
    const differences: string[] = [];
    for (const theirs of shared) {
      const ours = inputs(mineByKey.get(key(theirs))!);
      const expected = inputs(theirs);
      for (const field of new Set([...Object.keys(ours), ...Object.keys(expected)])) {
        if (JSON.stringify(ours[field]) === JSON.stringify(expected[field])) continue;
        differences.push(`${key(theirs)} ${field}`);
      }
    }
    expect(differences.sort()).toEqual([...KNOWN_RULE_DIFFERENCES].sort());
  });
});

describe.skipIf(!hasShared)('panel 0.7.19 table against ../shared v0.7-routes.json', () => {
  const mine = read<{routes: Route[]}>(path.join(releases, '0.7.19.json')).routes;
  const shared = hasShared
    ? read<{routes: Route[]}>(path.join(sharedDir, 'v0.7-routes.json')).routes
    : [];

  it('has the same routes, permissions and throttles', () => {
    expect(mine.map(key).sort()).toEqual(shared.map(key).sort());
    const byKey = new Map(mine.map((r) => [key(r), r]));
    for (const theirs of shared) {
      expect(byKey.get(key(theirs))!.permission, `${key(theirs)} permission`).toEqual(
        theirs.permission,
      );
      expect(byKey.get(key(theirs))!.throttle, `${key(theirs)} throttle`).toEqual(theirs.throttle);
    }
  });
});

describe.skipIf(!hasShared)('global rate limits against ../shared errors.json', () => {
  interface Limit {
    per_minute?: number;
    count?: number;
    window_minutes?: number;
    env?: string;
    middleware: string;
  }
  interface SharedLimit {
    middleware: string;
    per_minutes: number;
    default_limit: number;
    env: string;
  }
  it('1.11.8 has the shared client and application limits and env variables', () => {
    const limits = read<{limits: {global: Record<'client' | 'application', Limit>}}>(
      path.join(releases, '1.11.8.json'),
    ).limits.global;
    const shared = read<{v1: {rate_limits: Record<'client' | 'application', SharedLimit>}}>(
      path.join(sharedDir, 'errors.json'),
    ).v1.rate_limits;
    for (const api of ['client', 'application'] as const) {
      expect(limits[api].middleware).toBe(shared[api].middleware);
      expect(limits[api].count).toBe(shared[api].default_limit);
      expect(limits[api].window_minutes).toBe(shared[api].per_minutes);
      expect(limits[api].env).toBe(shared[api].env);
    }
  });

  it('0.7.19 has the throttles the shared table names', () => {
    const limits = read<{limits: {global: Record<'client' | 'application', Limit>}}>(
      path.join(releases, '0.7.19.json'),
    ).limits.global;
    const meta = read<{meta: {prefixes: Record<'client' | 'application', string>}}>(
      path.join(sharedDir, 'v0.7-routes.json'),
    ).meta.prefixes;
    for (const api of ['client', 'application'] as const)
      expect(meta[api]).toContain(limits[api].middleware);
  });
});

describe.skipIf(!hasShared)('Wings 1.11.11 table against ../shared websocket.json', () => {
  interface Event {
    event: string;
    permission?: unknown;
  }
  const ws = read<{
    websocket: {inbound: Event[]; outbound: Event[]; expected_close_codes: Array<{code: number}>};
  }>(path.join(root, 'reference/releases/wings/1.11.11.json')).websocket;
  const shared = hasShared
    ? read<{
        client_to_server: Event[];
        server_to_client: Event[];
        close_codes: Array<{expected_from_clients?: number[]}>;
      }>(path.join(sharedDir, 'websocket.json'))
    : {client_to_server: [], server_to_client: [], close_codes: []};
  const pairs = (events: Event[]) =>
    events
      .map((e) => [e.event, e.permission ?? null])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])));

  it('has the same client→Wings events with the same permissions', () => {
    expect(pairs(ws.inbound)).toEqual(pairs(shared.client_to_server));
  });

  it('has the same Wings→client events with the same permissions', () => {
    expect(pairs(ws.outbound)).toEqual(pairs(shared.server_to_client));
  });

  it('treats the same close codes as expected', () => {
    const expected =
      shared.close_codes.find((c) => c.expected_from_clients)?.expected_from_clients ?? [];
    expect(ws.expected_close_codes.map((c) => c.code).sort()).toEqual([...expected].sort());
  });
});
