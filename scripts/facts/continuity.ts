import type {GitRepo} from './git';
import type {PanelFacts, PanelRoute, WingsFacts} from '../../schema/releaseTables';
import type {WingsReader} from './wings';

/**
 * A fact present in one release and absent in the next is a finding only when the source shows it
 * was removed; otherwise the extractor stopped reading it, and the run fails. Panel: the facts of
 * a route that both releases have are checked against the files they were read from (at least
 * one must differ between the two commits). Wings: a scalar fact may go only when its construct's
 * probe no longer finds it, a listed item (event, close reason, permission) only when its string is
 * gone from the source.
 */

export interface PanelReleaseRead {
  version: string;
  commit: string;
  facts: PanelFacts;
  /** `METHOD /path` → files the route's facts were read from. */
  routeSources: ReadonlyMap<string, readonly string[]>;
}

/** The facts of a route a later release must keep unless the source changed: key → shown value. */
export function routeFactKeys(route: PanelRoute): Map<string, string> {
  const out = new Map<string, string>();
  if (route.permission !== null) out.set('permission', JSON.stringify(route.permission));
  if (route.request_class) out.set('request_class', route.request_class);
  for (const [field, rule] of Object.entries(route.body))
    out.set(`body.${field}`, JSON.stringify(rule));
  for (const [field, rule] of Object.entries(route.query ?? {}))
    out.set(`query.${field}`, JSON.stringify(rule));
  for (const [field, rule] of Object.entries(route.body_conditional ?? {}))
    out.set(`body_conditional.${field}`, JSON.stringify(rule));
  for (const throttle of route.throttle) out.set(`throttle ${throttle}`, throttle);
  for (const check of route.computed_permissions ?? [])
    out.set(`computed_permissions ${check.checked_in} ${check.computed_by}`, check.from);
  if (route.transformer) {
    out.set('transformer', route.transformer.class);
    for (const attribute of route.transformer.attributes ?? [])
      out.set(`transformer.attributes.${attribute}`, attribute);
    for (const include of [
      ...route.transformer.includes.default,
      ...route.transformer.includes.available,
    ])
      out.set(`transformer.includes.${include}`, include);
  }
  return out;
}

/** Release-wide facts and the files they are read from (besides the routes'). */
const RELEASE_FACT_SOURCES: ReadonlyArray<
  [string, (facts: PanelFacts) => string[], readonly string[]]
> = [
  [
    'subuser permission key',
    (facts) => Object.keys(facts.permissions),
    ['app/Models/Permission.php'],
  ],
  [
    'global limit',
    (facts) =>
      Object.entries(facts.limits.global).flatMap(([api, limit]) =>
        limit ? [`${api} ${limit.middleware}`] : [],
      ),
    [
      'app/Providers/RouteServiceProvider.php',
      'app/Http/Kernel.php',
      'config/http.php',
      'app/Enum/ResourceLimit.php',
      'routes/api-client.php',
      'routes/api-application.php',
    ],
  ],
  [
    'account key limit',
    (facts) => {
      const limit = facts.limits.account_api_keys;
      return limit ? [`${limit.route} ${limit.symbol}`] : [];
    },
    [
      'app/Http/Controllers/Api/Client/ApiKeyController.php',
      'app/Http/Controllers/Base/ClientApiController.php',
      'app/Providers/RouteServiceProvider.php',
      'routes/api-client.php',
      'routes/base.php',
    ],
  ],
];

export function panelContinuity(
  repo: Pick<GitRepo, 'show'>,
  before: PanelReleaseRead,
  after: PanelReleaseRead,
): string[] {
  const problems: string[] = [];
  for (const [kind, keys, files] of RELEASE_FACT_SOURCES) {
    const kept = new Set(keys(after.facts));
    const lost = keys(before.facts).filter((key) => !kept.has(key));
    if (
      !lost.length ||
      files.some((file) => repo.show(before.commit, file) !== repo.show(after.commit, file))
    )
      continue;
    for (const key of lost)
      problems.push(
        `panel ${after.version}: ${kind} ${key} (in ${before.version}) is gone, but none of ${files.join(', ')} changed`,
      );
  }
  const afterRoutes = new Map(after.facts.routes.map((r) => [`${r.method} ${r.path}`, r]));
  for (const route of before.facts.routes) {
    const key = `${route.method} ${route.path}`;
    const next = afterRoutes.get(key);
    if (!next) continue;
    const kept = routeFactKeys(next);
    const lost = [...routeFactKeys(route)].filter(([fact]) => !kept.has(fact));
    if (!lost.length) continue;
    const files = before.routeSources.get(key) ?? [];
    const changed = files.some(
      (file) => repo.show(before.commit, file) !== repo.show(after.commit, file),
    );
    if (changed) continue;
    for (const [fact, value] of lost) {
      problems.push(
        `panel ${after.version}: ${key}: ${fact} (${value} in ${before.version}) is gone, but none of the ${files.length} files it was read from changed`,
      );
    }
  }
  return problems;
}

/** Scalar websocket facts by the name their probe goes under in WingsReader. */
function wingsScalars(facts: WingsFacts): Map<string, string> {
  const ws = facts.websocket;
  const out = new Map<string, string>();
  const put = (name: string, value: unknown) => {
    if (value !== undefined) out.set(name, JSON.stringify(value));
  };
  put('inbound_token_check', ws.inbound_token_check);
  put('error_detail_permission', ws.error_detail_permission);
  put('expected_close_codes', ws.expected_close_codes);
  for (const [name, value] of Object.entries(ws.limits)) put(`limits.${name}`, value);
  for (const [name, value] of Object.entries(ws.jwt))
    put(name === 'scopes' ? 'jwt.required_scope' : `jwt.${name}`, value);
  return out;
}

/** Listed websocket facts with the string whose absence from the source shows their removal. */
function wingsItems(facts: WingsFacts): Map<string, string> {
  const ws = facts.websocket;
  const out = new Map<string, string>();
  for (const entry of ws.inbound) out.set(`inbound event "${entry.event}"`, `"${entry.event}"`);
  for (const entry of ws.outbound) out.set(`outbound event "${entry.event}"`, `"${entry.event}"`);
  for (const entry of ws.close_codes)
    out.set(`close code ${entry.code} "${entry.reason}"`, `"${entry.reason}"`);
  for (const name of Object.keys(ws.permissions)) out.set(`permission constant ${name}`, name);
  return out;
}

export function wingsContinuity(
  beforeVersion: string,
  before: WingsFacts,
  afterVersion: string,
  after: WingsFacts,
  afterReader: WingsReader,
): string[] {
  const problems: string[] = [];
  const kept = wingsScalars(after);
  for (const [fact, value] of wingsScalars(before)) {
    if (kept.has(fact) || afterReader.absent.has(fact)) continue;
    problems.push(
      `wings ${afterVersion}: ${fact} (${value} in ${beforeVersion}) is gone, but its construct is still in the source`,
    );
  }
  const keptItems = wingsItems(after);
  for (const [item, evidence] of wingsItems(before)) {
    if (keptItems.has(item) || !afterReader.mentions(evidence)) continue;
    problems.push(
      `wings ${afterVersion}: ${item} (read in ${beforeVersion}) is gone, but ${evidence} is still in the source`,
    );
  }
  return problems;
}
