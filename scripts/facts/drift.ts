/**
 * Drift report: every anchored claim of the OpenAPI files and of the pages' text (`<Source>`
 * elements, read by schema/sourceElements.ts) against reference/releases/fingerprints.json.
 * A claim verified at release R of its repository is flagged when its symbol's fingerprint at a
 * later release point (up to its `until`, a release of the same repository) differs from R's, when
 * the symbol is not found at R, or when fingerprints.json has no entry for it (rerun `npm run
 * facts`). A route anchor (`routes/api-client.php`, `GET /api/client/…`) is flagged when the route's
 * definition in the fact tables changes (schema/routeAnchors.ts) or the route is not there at R.
 *
 *   npm run drift            # prints the flagged claims; exits 1 when there are any, or any
 *                            # claim not read back (below)
 *   npm run drift -- --unread [FILE…]   # also lists the claims stated for every release whose
 *                            # code changed after the first one (not re-read for the releases
 *                            # before that change; schema/codeSince.ts), of the files given or all
 *
 * Offline: it reads only the checkout. The unit test tests/unit/anchorDrift.test.ts runs the same check.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {codeUnchangedSince, releaseLine} from '../../schema/codeSince';
import {isRouteFile} from '../../schema/routeAnchors';
import {proseAnchorsOfSite} from '../../schema/sourceElements';
import type {FingerprintTable, Repo} from './fingerprints';

export interface Anchor {
  readonly repo: Repo;
  readonly file: string;
  readonly symbol: string;
  readonly verified: string;
  readonly since?: string;
  readonly until?: string;
}

export interface Claim {
  /** The YAML file or the page the claim is written in, relative to the site. */
  readonly document: string;
  /** The operation's id, `shared response NAME` for a response of openapi/shared/common.yaml, or `page` for a page's text. */
  readonly operation: string;
  /** `response 404`, `note 1`, `body note 0`, or `line 42` of a page. */
  readonly claim: string;
  readonly anchor: Anchor;
}

export interface DriftProblem {
  readonly claim: Claim;
  readonly kind: 'changed' | 'not-found' | 'no-fingerprint';
  /** The later release the symbol changed at (kind `changed`). */
  readonly changedAt?: string;
  readonly message: string;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

function describeLocation(
  at: readonly string[],
  node: Record<string, unknown> | undefined,
): {operation: string; claim: string} {
  const claimOf = (rest: readonly string[]): string => {
    if (rest[0] === 'responses' && rest.length === 2) return `response ${rest[1]}`;
    if (rest[0] === 'x-notes' && rest.length === 2) return `note ${rest[1]}`;
    if (rest[0] === 'x-body-notes' && rest.length === 2) return `body note ${rest[1]}`;
    return rest.join('.');
  };
  if (at.length >= 2 && METHODS.has(at[1]!)) {
    const operationId = (node?.[at[0]!] as Record<string, {operationId?: string}> | undefined)?.[
      at[1]!
    ]?.operationId;
    return {
      operation: operationId ?? `${at[1]!.toUpperCase()} ${at[0]}`,
      claim: claimOf(at.slice(2)),
    };
  }
  if (at[0] === 'responses' && at.length === 2)
    return {operation: `shared response ${at[1]}`, claim: 'response'};
  return {operation: '(document)', claim: claimOf(at)};
}

/** Every anchored claim written in one parsed OpenAPI YAML file. */
export function claimsInYaml(parsed: unknown, document: string): Claim[] {
  const claims: Claim[] = [];
  const root = parsed as Record<string, unknown> | undefined;
  const walk = (value: unknown, at: string[]): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, [...at, String(index)]));
      return;
    }
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (key === 'x-source' && typeof child !== 'string') {
        const {operation, claim} = describeLocation(at, root);
        for (const anchor of (Array.isArray(child) ? child : [child]) as Anchor[]) {
          claims.push({document, operation, claim, anchor});
        }
      } else {
        walk(child, [...at, key]);
      }
    }
  };
  walk(parsed, []);
  return claims;
}

/** Every anchored claim of the OpenAPI files under `siteDir/openapi`, then of the pages' text. */
export function claimsOfSite(siteDir: string): Claim[] {
  const claims: Claim[] = [];
  const visit = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) visit(full);
      else if (name.endsWith('.yaml'))
        claims.push(
          ...claimsInYaml(
            parseYaml(readFileSync(full, 'utf8')),
            path.relative(siteDir, full).split(path.sep).join('/'),
          ),
        );
    }
  };
  visit(path.join(siteDir, 'openapi'));
  for (const {page, line, anchor} of proseAnchorsOfSite(siteDir)) {
    // Another repository fails the page's build (src/plugins/facts/proseAnchors.ts); nothing to compare.
    if (anchor.repo === 'panel' || anchor.repo === 'wings') {
      claims.push({
        document: page,
        operation: 'page',
        claim: `line ${line}`,
        anchor: {...anchor, repo: anchor.repo},
      });
    }
  }
  return claims;
}

export type ReleaseOrder = Readonly<Record<Repo, readonly string[]>>;

/** The fingerprint at a release from the change points: the value of the latest change point at or before it; undefined when none is. */
export function fingerprintAt(
  changes: Readonly<Record<string, string | null>>,
  releases: readonly string[],
  release: string,
): string | null | undefined {
  const position = releases.indexOf(release);
  for (let i = position; i >= 0; i--) {
    const version = releases[i]!;
    if (version in changes) return changes[version];
  }
  return undefined;
}

export function describeClaim(claim: Claim): string {
  const {anchor} = claim;
  return `${claim.document} ${claim.operation} ${claim.claim}: ${anchor.repo} ${anchor.file} ${anchor.symbol}`;
}

/** Every flagged claim, in the order the claims are given. */
export function driftProblems(
  claims: readonly Claim[],
  table: FingerprintTable,
  releases: ReleaseOrder,
): DriftProblem[] {
  const problems: DriftProblem[] = [];
  for (const claim of claims) {
    const {anchor} = claim;
    const order = releases[anchor.repo];
    const changes = table[anchor.repo]?.[anchor.file]?.[anchor.symbol];
    const atVerified = changes ? fingerprintAt(changes, order, anchor.verified) : undefined;
    if (atVerified === undefined) {
      problems.push({
        claim,
        kind: 'no-fingerprint',
        message: `${describeClaim(claim)}: no fingerprint at ${anchor.verified} in reference/releases/fingerprints.json (rerun npm run facts)`,
      });
      continue;
    }
    if (atVerified === null) {
      problems.push({
        claim,
        kind: 'not-found',
        message: `${describeClaim(claim)}: the ${anchor.repo === 'panel' && isRouteFile(anchor.file) ? 'route' : 'symbol'} is not in that file at ${anchor.repo} ${anchor.verified} (the anchor is wrong)`,
      });
      continue;
    }
    const from = order.indexOf(anchor.verified);
    // The 0.7 line has no later release: 1.x is another code base, not a change of it.
    const later = anchor.verified.startsWith('0.') ? [] : order.slice(from + 1);
    // until is a release of the anchor's own repository (panel or Wings).
    const untilAt = anchor.until ? order.indexOf(anchor.until) : order.length - 1;
    for (const release of later) {
      if (order.indexOf(release) > untilAt) break;
      if (fingerprintAt(changes!, order, release) !== atVerified) {
        problems.push({
          claim,
          kind: 'changed',
          changedAt: release,
          message: `${describeClaim(claim)}: ${anchor.repo === 'panel' && isRouteFile(anchor.file) ? "the route's definition " : ''}changed after it was verified, ${anchor.verified} → ${release}`,
        });
        break;
      }
    }
  }
  return problems;
}

/** The committed table and release order of a checkout. */
export function committedDriftInputs(siteDir: string): {
  table: FingerprintTable;
  releases: ReleaseOrder;
} {
  const releasesDir = path.join(siteDir, 'reference/releases');
  const index = JSON.parse(readFileSync(path.join(releasesDir, 'index.json'), 'utf8')) as Record<
    Repo,
    {version: string}[]
  >;
  let table: FingerprintTable = {panel: {}, wings: {}};
  try {
    table = JSON.parse(
      readFileSync(path.join(releasesDir, 'fingerprints.json'), 'utf8'),
    ) as FingerprintTable;
  } catch {
    // No table yet: every anchored claim is reported as lacking a fingerprint.
  }
  return {
    table,
    releases: {
      panel: index.panel.map((entry) => entry.version),
      wings: index.wings.map((entry) => entry.version),
    },
  };
}

/** The `.yaml` files of one kind of folder (`paths` or `schemas`) of every API document under `siteDir/openapi` (scripts do not import src/). */
function apiYamlFiles(siteDir: string, folder: 'paths' | 'schemas'): string[] {
  return readdirSync(path.join(siteDir, 'openapi'))
    .sort()
    .map((api) => `openapi/${api}/${folder}`)
    .filter((dir) => existsSync(path.join(siteDir, dir)))
    .flatMap((dir) =>
      readdirSync(path.join(siteDir, dir))
        .filter((name) => name.endsWith('.yaml'))
        .sort()
        .map((name) => `${dir}/${name}`),
    );
}

/**
 * Which responses, notes, query parameters, described request-body properties and described
 * response fields (`openapi/<api>/schemas/`) of every API document (and the shared responses) carry no
 * anchor: each is a claim about the code that answers it, and a `$ref` counts once, where it is
 * written. `npm run drift` and tests/unit/anchorDrift.test.ts fail on any.
 */
export function anchorCoverage(siteDir: string): {total: number; unanchored: string[]} {
  let total = 0;
  const unanchored: string[] = [];
  const check = (item: unknown, where: string): void => {
    // A `$ref` states what it points at, which is checked there; a description beside it states more.
    if (item && typeof item === 'object' && '$ref' in item && !('description' in item)) return;
    total += 1;
    const source =
      item && typeof item === 'object' ? (item as Record<string, unknown>)['x-source'] : undefined;
    if (source === undefined || typeof source === 'string') unanchored.push(where);
  };
  const merged = new Set<string>();
  // A property's description is a claim too; one without a description states nothing.
  const checkProperties = (schema: unknown, at: string, scope: string): void => {
    if (!schema || typeof schema !== 'object' || '$ref' in schema) return;
    const {properties, items, additionalProperties, oneOf, anyOf, allOf} = schema as Record<
      string,
      unknown
    >;
    for (const [name, property] of Object.entries((properties ?? {}) as Record<string, unknown>)) {
      // A field merged into several schemas of one file (`<<: *fields`) is checked once, where it
      // comes first; `scope` is that file (or, for a request body, that operation).
      const copy = `${scope} ${name} ${JSON.stringify(property)}`;
      if (merged.has(copy)) continue;
      merged.add(copy);
      if (property && typeof property === 'object' && 'description' in property)
        check(property, `${at} ${name}`);
      checkProperties(property, `${at} ${name}`, scope);
    }
    for (const [child, where] of [
      [items, `${at}[]`],
      [additionalProperties, `${at}{}`],
    ] as const) {
      if (child && typeof child === 'object' && 'description' in child) check(child, where);
      checkProperties(child, where, scope);
    }
    for (const alternatives of [oneOf, anyOf, allOf])
      ((alternatives ?? []) as unknown[]).forEach((alternative) =>
        checkProperties(alternative, at, scope),
      );
  };
  // With merge keys resolved, as the published documents have them: a field written under
  // `<<: &fields` is a field like any other.
  const read = (file: string): unknown =>
    parseYaml(readFileSync(path.join(siteDir, file), 'utf8'), {merge: true});
  for (const file of apiYamlFiles(siteDir, 'paths')) {
    const parsed = read(file) as Record<string, Record<string, Record<string, unknown>>>;
    for (const item of Object.values(parsed ?? {})) {
      for (const [method, operation] of Object.entries(item ?? {})) {
        if (!METHODS.has(method) || !operation) continue;
        const at = `${file} ${String(operation['operationId'])}`;
        for (const [status, response] of Object.entries(
          (operation['responses'] ?? {}) as Record<string, unknown>,
        ))
          check(response, `${at} response ${status}`);
        for (const parameter of (operation['parameters'] ?? []) as Record<string, unknown>[])
          if (parameter['in'] === 'query')
            check(parameter, `${at} query parameter ${String(parameter['name'])}`);
        for (const content of Object.values(
          ((operation['requestBody'] as Record<string, unknown> | undefined)?.['content'] ??
            {}) as Record<string, {schema?: unknown}>,
        ))
          checkProperties(content.schema, `${at} body`, at);
        for (const key of ['x-notes', 'x-body-notes'])
          ((operation[key] ?? []) as unknown[]).forEach((note, index) =>
            check(note, `${at} ${key}[${index}]`),
          );
      }
    }
  }
  for (const file of apiYamlFiles(siteDir, 'schemas'))
    for (const [name, schema] of Object.entries((read(file) ?? {}) as Record<string, unknown>))
      checkProperties(schema, `${file} ${name}`, file);
  const shared = read('openapi/shared/common.yaml') as {responses?: Record<string, unknown>};
  for (const [name, response] of Object.entries(shared.responses ?? {}))
    check(response, `openapi/shared/common.yaml shared response ${name}`);
  return {total, unanchored};
}

/**
 * The claims stated for every release (no `since`) whose anchored code changed after the first
 * release of its line: each with the release its code was read back to. `npm run drift` and
 * tests/unit/anchorDrift.test.ts fail on any, so the pages never show one.
 */
export function unreadClaims(
  claims: readonly Claim[],
  table: FingerprintTable,
  releases: ReleaseOrder,
): {claim: Claim; readFrom: string}[] {
  return claims.flatMap((claim) => {
    const readFrom = codeUnchangedSince(
      claim.anchor,
      releaseLine(claim.anchor.repo, releases[claim.anchor.repo]),
      table,
    );
    return readFrom ? [{claim, readFrom}] : [];
  });
}

function main(): void {
  const siteDir = process.cwd();
  const claims = claimsOfSite(siteDir);
  const {table, releases} = committedDriftInputs(siteDir);
  const problems = driftProblems(claims, table, releases);
  const coverage = anchorCoverage(siteDir);
  console.log(
    `${claims.length} anchored claims (${claims.filter((claim) => claim.operation === 'page').length} in pages' text), ${problems.length} flagged; responses, notes, query parameters, body properties and response fields anchored: ${coverage.total - coverage.unanchored.length} of ${coverage.total}`,
  );
  for (const kind of ['changed', 'not-found', 'no-fingerprint'] as const) {
    const ofKind = problems.filter((problem) => problem.kind === kind);
    if (ofKind.length > 0) {
      console.log(
        `\n${{changed: 'Changed after verification', 'not-found': 'Symbol not found at the verified release', 'no-fingerprint': 'No fingerprint (rerun npm run facts)'}[kind]} (${ofKind.length}):`,
      );
      for (const problem of ofKind) console.log(`- ${problem.message}`);
    }
  }
  const unread = unreadClaims(claims, table, releases);
  const unreadAt = process.argv.indexOf('--unread');
  const files = unreadAt >= 0 ? process.argv.slice(unreadAt + 1) : [];
  console.log(
    `${unread.length} claims are stated for every release over code that changed after the first one (not re-read before that change)${unreadAt >= 0 ? ':' : '; list them with `npm run drift -- --unread [FILE…]`'}`,
  );
  if (unreadAt >= 0) {
    for (const {claim, readFrom} of unread) {
      if (files.length === 0 || files.includes(claim.document)) {
        console.log(`- ${describeClaim(claim)}: code unchanged since ${readFrom}`);
      }
    }
  }
  const {unanchored} = coverage;
  if (unanchored.length > 0)
    console.log(
      `${unanchored.length} responses, notes, query parameters, body properties or response fields have no anchor:`,
    );
  for (const where of unanchored) console.log(`- ${where}`);
  // A claim stated for every release must have been read at each change of its code (or bounded
  // with `since`), and every response, note, query parameter, described body property and
  // described response field anchored, before it lands;
  // tests/unit/anchorDrift.test.ts holds the same line.
  process.exitCode = problems.length > 0 || unread.length > 0 || unanchored.length > 0 ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  main();
}
