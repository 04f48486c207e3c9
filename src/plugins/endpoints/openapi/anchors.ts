/**
 * Source anchors (`x-source` on response objects and notes): the one place that defines their
 * shape, reads them and checks them. A claim names the repository, file and symbol it was read
 * from and the release of that repository it was last verified at; the drift test compares the
 * symbol's fingerprint across releases (reference/releases/fingerprints.json). The pages' own
 * `<Source />` anchors (src/plugins/facts/proseAnchors.ts) are held to the same `anchorProblems`.
 */
import path from 'node:path';
import {readJsonFile} from '../../files';
import {releaseLine} from '../../../../schema/codeSince';
import {operationsOf, type OpenApiDocument} from './types';
import type {PanelTable} from '../../../../schema/releaseTables';
import {PACKAGE_SYMBOL, PANEL_LOCK_FILE} from '../../../../schema/packageAnchors';
import {ROUTE_FILES, ROUTE_PATH_SYMBOL, ROUTE_SYMBOL, isRouteFile, routesByFile} from '../../../../schema/routeAnchors';

export type AnchorRepo = 'panel' | 'wings';
export const ANCHOR_REPOS: readonly AnchorRepo[] = ['panel', 'wings'];

export interface SourceAnchor {
  readonly repo: AnchorRepo;
  /** Path inside the repository. */
  readonly file: string;
  /**
   * `Class::method` (or `Class::property`, `Class::CONSTANT`), `Class`, `config:key.path` (files under `config/`),
   * `lang:key.path` (translation files under `resources/lang/`, whose messages the panel answers with), `METHOD /path` (a route of
   * `routes/api-client.php` or `routes/api-application.php`) or `/path` (the methods that path
   * takes there; both schema/routeAnchors.ts), `package:vendor/name` (a library in `composer.lock`;
   * schema/packageAnchors.ts), `Func`, `Type.Method` or `Type`.
   */
  readonly symbol: string;
  /** Release label of `repo` (as in reference/releases/index.json) the claim was last checked against. */
  readonly verified: string;
  /** First release of `repo` (panel or Wings) the claim holds for. */
  readonly since?: string;
  /** Last release of `repo` (panel or Wings) the claim holds for. */
  readonly until?: string;
}

/** `x-source` of a response or note: one anchor or several. */
export type AnchorValue = SourceAnchor | readonly SourceAnchor[];

/** An item of `x-notes` / `x-body-notes`: a plain string is an unanchored note (accepted during the move to anchors). */
export type NoteItem = string | {readonly text: string; readonly 'x-source'?: AnchorValue};

export const NOTE_KEYS = ['x-notes', 'x-body-notes'] as const;

/** The Markdown text of a note, whichever form it is written in. */
export function noteText(note: NoteItem): string {
  return typeof note === 'string' ? note : note.text;
}

export function anchorsOf(value: AnchorValue | undefined): readonly SourceAnchor[] {
  if (value === undefined) {
    return [];
  }
  return Array.isArray(value) ? value : [value as SourceAnchor];
}

/** Where a claim is written: its document, operation and the response or note. */
export interface ClaimLocation {
  readonly document: string;
  readonly operationId: string;
  /** `response 404`, `note 2` (x-notes index) or `body note 0` (x-body-notes index). */
  readonly claim: string;
}

export interface AnchoredClaim extends ClaimLocation {
  readonly anchors: readonly SourceAnchor[];
}

/** Every response and note of a document's operations, anchored or not (unanchored ones have no anchors). */
export function claimsOf(document: OpenApiDocument, documentName: string): AnchoredClaim[] {
  const claims: AnchoredClaim[] = [];
  for (const {method, path: routePath, operation} of operationsOf(document)) {
    const operationId = operation.operationId ?? `${method.toUpperCase()} ${routePath}`;
    for (const [status, response] of Object.entries(operation.responses ?? {})) {
      claims.push({document: documentName, operationId, claim: `response ${status}`, anchors: anchorsOf(response['x-source'])});
    }
    for (const key of NOTE_KEYS) {
      (operation[key] ?? []).forEach((note, index) => {
        claims.push({
          document: documentName,
          operationId,
          claim: `${key === 'x-notes' ? 'note' : 'body note'} ${index}`,
          anchors: typeof note === 'string' ? [] : anchorsOf(note['x-source']),
        });
      });
    }
  }
  return claims;
}

/** Release labels per repository, oldest first, from reference/releases/index.json. */
export interface ReleaseLists {
  readonly panel: readonly string[];
  readonly wings: readonly string[];
  /**
   * The routes of the route files at a panel release (`METHOD /path` → its route file), from
   * reference/releases/panel/<version>.json. A list without it checks a route anchor's form only.
   */
  readonly routesAt?: (version: string) => ReadonlyMap<string, string>;
}

const RELEASE_INDEX = path.resolve(__dirname, '../../../../reference/releases/index.json');

/** Each release table's routes, read once per table file (every page's anchors ask again). */
const routeCache = new Map<string, ReadonlyMap<string, string>>();

export function anchorReleases(indexFile: string = RELEASE_INDEX): ReleaseLists {
  const index = readJsonFile<Record<AnchorRepo, {version: string}[]>>(indexFile);
  const panel = index.panel.map((entry) => entry.version);
  const routesAt = (version: string): ReadonlyMap<string, string> => {
    const tableFile = path.join(path.dirname(indexFile), 'panel', `${version}.json`);
    let routes = routeCache.get(tableFile);
    if (!routes) {
      routes = panel.includes(version) ? routesByFile(readJsonFile<PanelTable>(tableFile)) : new Map<string, string>();
      routeCache.set(tableFile, routes);
    }
    return routes;
  };
  return {panel, wings: index.wings.map((entry) => entry.version), routesAt};
}

const PHP_CLASS = String.raw`[A-Z_a-z][A-Za-z0-9_]*`;
const PHP_SYMBOL = new RegExp(`^${PHP_CLASS}(::\\$?[A-Za-z_][A-Za-z0-9_]*)?$`);
const CONFIG_SYMBOL = /^config:[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;
const LANG_SYMBOL = /^lang:[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;
/** The symbol form a panel PHP file takes: a key path for the files that return an array (config, translations), else a class or member. */
function phpSymbolForm(file: string): {pattern: RegExp; forms: string} {
  if (file.startsWith('config/')) return {pattern: CONFIG_SYMBOL, forms: 'config:key.path'};
  if (file.startsWith('resources/lang/')) return {pattern: LANG_SYMBOL, forms: 'lang:key.path'};
  return {pattern: PHP_SYMBOL, forms: 'Class::method, Class::property, Class::$property or Class'};
}
const GO_SYMBOL = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)?$/;

/**
 * What is wrong with one `x-source` value (empty when nothing is); `label` names the anchor in the
 * messages (`<Source>` for an element of a page).
 */
export function anchorProblems(value: unknown, releases: ReleaseLists, label = 'x-source'): string[] {
  const items = Array.isArray(value) ? value : [value];
  if (items.length === 0) {
    return [`${label} is an empty list`];
  }
  return items.flatMap((item: unknown, position) => {
    const at = items.length > 1 ? `${label}[${position}]` : label;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      return [`${at} must be an object {repo, file, symbol, verified}, found ${JSON.stringify(item)}`];
    }
    const anchor = item as Record<string, unknown>;
    const problems: string[] = [];
    const unknownKeys = Object.keys(anchor).filter((key) => !['repo', 'file', 'symbol', 'verified', 'since', 'until'].includes(key));
    if (unknownKeys.length > 0) {
      problems.push(`${at} has unknown keys ${unknownKeys.join(', ')}`);
    }
    const repo = anchor['repo'];
    if (repo !== 'panel' && repo !== 'wings') {
      problems.push(`${at}.repo must be panel or wings, found ${JSON.stringify(repo)}`);
      return problems;
    }
    const file = anchor['file'];
    const extension = repo === 'panel' ? '.php' : '.go';
    if (typeof file !== 'string' || !file.trim() || file.startsWith('/') || file.includes('..')) {
      problems.push(`${at}.file must be a path inside the ${repo} repository, found ${JSON.stringify(file)}`);
    } else if (!file.endsWith(extension) && !(repo === 'panel' && file === PANEL_LOCK_FILE)) {
      problems.push(`${at}.file ${file} is not a ${extension} file (the ${repo} anchors read ${extension} sources${repo === 'panel' ? `, and ${PANEL_LOCK_FILE}` : ''})`);
    }
    const symbol = anchor['symbol'];
    const routeFiles = Object.values(ROUTE_FILES);
    if (typeof symbol !== 'string' || !symbol.trim()) {
      problems.push(`${at}.symbol is empty`);
    } else if (repo === 'panel' && typeof file === 'string' && isRouteFile(file)) {
      // A route file declares routes, not classes: the symbol is a route the fact tables read.
      if (!routeFiles.includes(file)) {
        problems.push(`${at}.file ${file} is a route file the fact tables do not read (route anchors name ${routeFiles.join(' or ')})`);
      } else if (!ROUTE_SYMBOL.test(symbol) && !ROUTE_PATH_SYMBOL.test(symbol)) {
        problems.push(`${at}.symbol "${symbol}" has a bad form for ${file} (expected a route: METHOD /path, as GET /api/client/servers/{server}, or a path alone for the methods it takes)`);
      } else if (releases.routesAt && typeof anchor['verified'] === 'string' && releases.panel.includes(anchor['verified'])) {
        const declaredIn = releases.routesAt(anchor['verified']).get(symbol);
        const what = ROUTE_PATH_SYMBOL.test(symbol) ? 'the path of no route' : 'not a route';
        if (declaredIn !== file) {
          problems.push(
            declaredIn
              ? `${at}.symbol ${symbol} is declared in ${declaredIn}, not ${file}, at panel ${anchor['verified']}`
              : `${at}.symbol ${symbol} is ${what} of ${file} at panel ${anchor['verified']} (reference/releases/panel/${anchor['verified']}.json)`,
          );
        }
      }
    } else if (repo === 'panel' && file === PANEL_LOCK_FILE) {
      if (!PACKAGE_SYMBOL.test(symbol)) {
        problems.push(`${at}.symbol "${symbol}" has a bad form for ${file} (expected package:vendor/name)`);
      }
    } else if (typeof file === 'string') {
      const isPhp = file.endsWith('.php');
      const isGo = file.endsWith('.go');
      if (isPhp ? !phpSymbolForm(file).pattern.test(symbol) : isGo ? !GO_SYMBOL.test(symbol) : true) {
        const forms = !isPhp && !isGo ? 'a .php or .go file' : isGo ? 'Func, Type.Method or Type' : phpSymbolForm(file).forms;
        problems.push(`${at}.symbol "${symbol}" has a bad form for ${file} (expected ${forms})`);
      }
    }
    // verified, since and until are all releases of the anchor's own repository (a Wings claim's
    // range is in Wings releases, the list of scripts/facts/releases.config.ts).
    const known = releases[repo];
    for (const key of ['verified', 'since', 'until'] as const) {
      const release = anchor[key];
      if (release === undefined && key !== 'verified') {
        continue;
      }
      if (typeof release !== 'string' || !known.includes(release)) {
        problems.push(`${at}.${key} ${JSON.stringify(release)} is not a ${repo} release in reference/releases/index.json`);
      }
    }
    const since = anchor['since'];
    const until = anchor['until'];
    if (typeof since === 'string' && typeof until === 'string' && known.includes(since) && known.includes(until) && known.indexOf(since) > known.indexOf(until)) {
      problems.push(`${at}: since ${since} is after until ${until}`);
    }
    return problems;
  });
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

/**
 * Problems of every `x-source` anchor written in one parsed OpenAPI file (a paths file or the
 * shared one), each naming the operation (or shared response) and the response or note: checked
 * per file, so an anchor of a shared response is reported in the file it is written in.
 */
export function fileAnchorProblems(parsed: unknown, releases: ReleaseLists): string[] {
  const problems: string[] = [];
  const root = (parsed ?? {}) as Record<string, Record<string, {operationId?: string}> | undefined>;
  const where = (at: readonly string[]): string => {
    const claim = (rest: readonly string[]): string =>
      rest[0] === 'responses' && rest.length === 2 ? `response ${rest[1]}` : NOTE_KEYS.includes(rest[0] as (typeof NOTE_KEYS)[number]) && rest.length === 2 ? `${rest[0]}[${rest[1]}]` : rest.join('.');
    const [first = '', second = ''] = at;
    if (METHODS.has(second)) {
      const operationId = root[first]?.[second]?.operationId;
      return `${second.toUpperCase()} ${first}${operationId ? ` (${operationId})` : ''}: ${claim(at.slice(2))}`;
    }
    return first === 'responses' && at.length === 2 ? `shared response ${second}` : claim(at);
  };
  const walk = (value: unknown, at: string[]): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, [...at, String(index)]));
      return;
    }
    if (typeof value !== 'object' || value === null) {
      return;
    }
    for (const [key, child] of Object.entries(value)) {
      // An operation's own x-source is a link (check.ts checks it); every other one is an anchor.
      const operationLink = key === 'x-source' && typeof child === 'string' && at.length === 2 && METHODS.has(at[1] ?? '');
      if (key === 'x-source' && !operationLink) {
        const ownProblems = anchorProblems(child, releases);
        // A note or an error row shows one range per repository, taken from its anchors; only a
        // claim that is shown with its range needs the anchors' since and until to agree.
        const shownWithRange = at.length >= 2 && (at[at.length - 2] === 'responses' || NOTE_KEYS.includes(at[at.length - 2] as (typeof NOTE_KEYS)[number]));
        const rangeProblems = ownProblems.length === 0 && shownWithRange ? claimRangeProblems(child as AnchorValue, releases) : [];
        problems.push(...[...ownProblems, ...rangeProblems].map((message) => `${where(at)}: ${message}`));
      } else {
        walk(child, [...at, key]);
      }
    }
  };
  walk(parsed, []);
  return problems;
}

/** Problems of the notes' form (a string or {text, x-source}) in a document: each names the operation and the note. */
export function documentAnchorProblems(document: OpenApiDocument): {path: string; message: string}[] {
  const problems: {path: string; message: string}[] = [];
  for (const {method, path: routePath, operation} of operationsOf(document)) {
    const where = `${method.toUpperCase()} ${routePath}${operation.operationId ? ` (${operation.operationId})` : ''}`;
    for (const key of NOTE_KEYS) {
      const notes: unknown = operation[key];
      if (notes === undefined) {
        continue;
      }
      if (!Array.isArray(notes)) {
        problems.push({path: routePath, message: `${where}: ${key} must be a list`});
        continue;
      }
      notes.forEach((note: unknown, index) => {
        if (typeof note === 'string') {
          return;
        }
        const record = note as Record<string, unknown> | null;
        if (typeof record !== 'object' || record === null || typeof record['text'] !== 'string' || !record['text'].trim()) {
          problems.push({path: routePath, message: `${where}: ${key}[${index}] must be a string or {text, x-source}`});
          return;
        }
        const extra = Object.keys(record).filter((name) => name !== 'text' && name !== 'x-source');
        if (extra.length > 0) {
          problems.push({path: routePath, message: `${where}: ${key}[${index}] has unknown keys ${extra.join(', ')}`});
        }
      });
    }
  }
  return problems;
}

/** One anchored symbol across the documents: how many claims cite it and the releases they were verified at. */
export interface AnchorUse {
  readonly repo: AnchorRepo;
  readonly file: string;
  readonly symbol: string;
  readonly claims: number;
  /** How many of the claims are in the pages' text (`<Source>` elements), not in the documents. */
  readonly pageClaims: number;
  /** Oldest first. */
  readonly verified: readonly string[];
}

/**
 * Every anchored symbol of the documents (bundled, so a shared response counts once) and of the
 * pages' text (`pageAnchors`, one per `<Source>` element), ordered by repository, file and symbol:
 * the Source references page lists them.
 */
export function anchorUses(documents: readonly unknown[], releases: ReleaseLists, pageAnchors: readonly SourceAnchor[] = []): AnchorUse[] {
  const uses = new Map<string, {repo: AnchorRepo; file: string; symbol: string; claims: number; pageClaims: number; verified: Set<string>}>();
  const count = (anchor: SourceAnchor, onPage: boolean): void => {
    const id = `${anchor.repo}\n${anchor.file}\n${anchor.symbol}`;
    const use = uses.get(id) ?? {repo: anchor.repo, file: anchor.file, symbol: anchor.symbol, claims: 0, pageClaims: 0, verified: new Set<string>()};
    use.claims += 1;
    use.pageClaims += onPage ? 1 : 0;
    use.verified.add(anchor.verified);
    uses.set(id, use);
  };
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (typeof value !== 'object' || value === null) {
      return;
    }
    for (const [key, child] of Object.entries(value)) {
      if (key === 'x-source' && typeof child !== 'string') {
        for (const anchor of anchorsOf(child as AnchorValue)) {
          count(anchor, false);
        }
      } else {
        visit(child);
      }
    }
  };
  documents.forEach(visit);
  pageAnchors.forEach((anchor) => count(anchor, true));
  return [...uses.values()]
    .sort((a, b) => ANCHOR_REPOS.indexOf(a.repo) - ANCHOR_REPOS.indexOf(b.repo) || a.file.localeCompare(b.file) || a.symbol.localeCompare(b.symbol))
    .map((use) => ({...use, verified: [...use.verified].sort((x, y) => releases[use.repo].indexOf(x) - releases[use.repo].indexOf(y))}));
}

/**
 * A link to a file of panel or Wings at a release: its tag, or for a release read from a branch
 * its commit; 1.15.0, read from a reconstruction no public repository holds, links to its tag.
 */
export function sourceFileUrl(repo: AnchorRepo, version: string, file: string, indexFile: string = RELEASE_INDEX): string {
  const index = readJsonFile<Record<AnchorRepo, {version: string; commit: string; source: string}[]>>(indexFile);
  const release = index[repo].find((entry) => entry.version === version);
  if (!release) {
    throw new Error(`reference/releases/index.json has no ${repo} release ${version}`);
  }
  const ref = release.source.startsWith('tag ') ? release.source.slice('tag '.length) : release.source.startsWith('reconstructed') ? `v${version}` : release.commit;
  return `https://github.com/pterodactyl/${repo}/blob/${ref}/${file}`;
}

/** The releases of one repository a claim holds for, when it does not hold for every release. */
export interface ReleaseRange {
  readonly since?: string;
  readonly until?: string;
}

/** A note's panel range from its panel anchors' `since` and `until` (the first anchor that gives each); null when it holds throughout. */
export function noteRange(note: NoteItem): ReleaseRange | null {
  return typeof note === 'string' ? null : claimRange(note['x-source']);
}

/**
 * The releases of `repo` an anchored claim holds for, from its anchors of that repository; null
 * when it holds throughout. The first anchor with a `since` gives its start and the first with an
 * `until` its end (a writer orders the anchors of a row that joins several errors); a start at the
 * first 1.x release records that the claim was read back that far, not a range, so the claim is
 * shown as holding throughout. A range that ends is carried on by an anchor on other code (another
 * file or symbol) starting at the very next release: the code moved, and the claim holds in its new
 * place (a controller split out of another, say). An anchor on the same code at the next release, or
 * one starting later, contrasts or supports the claim and leaves its end alone.
 */
export function claimRange(value: AnchorValue | undefined, repo: AnchorRepo = 'panel'): ReleaseRange | null {
  const anchors = anchorsOf(value).filter((anchor) => anchor.repo === repo);
  const line = releaseLine(repo, anchorReleases()[repo]);
  const primary = anchors.find((anchor) => anchor.since);
  const since = primary?.since === line[0] ? undefined : primary?.since;
  let last = anchors.find((anchor) => anchor.until);
  for (let next = last && movedTo(last, anchors, line); next; next = movedTo(next, anchors, line)) {
    last = next;
  }
  const until = last?.until;
  // A claim of the first release alone is a range of one, not one that holds up to it.
  const start = since ?? (until && until === line[0] ? until : undefined);
  return start || until ? {...(start ? {since: start} : {}), ...(until ? {until} : {})} : null;
}

/** The anchor that carries `anchor`'s claim on after its `until`: other code starting the next release. */
function movedTo(anchor: SourceAnchor, anchors: readonly SourceAnchor[], line: readonly string[]): SourceAnchor | undefined {
  const end = anchor.until ? line.indexOf(anchor.until) : -1;
  const next = end < 0 ? undefined : line[end + 1];
  if (!next) {
    return undefined;
  }
  return anchors.find(
    (other) => other.since === next && (other.file !== anchor.file || other.symbol !== anchor.symbol),
  );
}

/**
 * What is wrong with the range a claim is shown with (claimRange, per repository): a `since` after
 * the `until`, which would show the claim as holding for no release. Each anchor may be right on
 * its own; a claim that holds for two ranges is written as two notes.
 */
export function claimRangeProblems(value: AnchorValue, releases: ReleaseLists): string[] {
  return ANCHOR_REPOS.flatMap((repo) => {
    const range = claimRange(value, repo);
    const known = releases[repo];
    if (!range?.since || !range.until || known.indexOf(range.since) <= known.indexOf(range.until)) {
      return [];
    }
    return [`its ${repo} anchors give since ${range.since} after until ${range.until}, so the claim would hold for no release: write one note per range`];
  });
}

/** "Since panel 1.12.1", "Until panel 1.14.1", "Panel 1.12.1 to 1.14.1" or "Panel 1.14.1 only"; for Wings "Wings 1.12.2 and later", "Wings 1.11.11 and earlier", "Wings 1.11.0 to 1.12.3" or "Wings 1.12.3 only". */
export function rangeLabel(range: ReleaseRange, repo: AnchorRepo = 'panel'): string {
  if (range.since && range.since === range.until) {
    return `${repo === 'wings' ? 'Wings' : 'Panel'} ${range.since} only`;
  }
  if (repo === 'wings') {
    if (range.since && range.until) {
      return `Wings ${range.since} to ${range.until}`;
    }
    return range.since ? `Wings ${range.since} and later` : `Wings ${range.until ?? ''} and earlier`;
  }
  if (range.since && range.until) {
    return `Panel ${range.since} to ${range.until}`;
  }
  return range.since ? `Since panel ${range.since}` : `Until panel ${range.until ?? ''}`;
}

/**
 * The releases of a claim's first release line that were never read: when the release read
 * before `since` belongs to an earlier minor line, the ones its number says came before it in its
 * own line (Wings 1.12.0 and 1.12.1 before 1.12.2, read after 1.11.11). The claim may hold in
 * them too, so its footnote names them. Empty when `since` is not in `released`.
 */
export function unreadBefore(since: string, released: readonly string[]): string[] {
  const position = released.indexOf(since);
  const parts = /^(\d+)\.(\d+)\.(\d+)$/.exec(since);
  if (position < 0 || !parts) {
    return [];
  }
  const line = `${parts[1]}.${parts[2]}.`;
  if (position > 0 && released[position - 1]!.startsWith(line)) {
    return [];
  }
  return Array.from({length: Number(parts[3])}, (_, patch) => `${line}${patch}`);
}

/**
 * A footnote's range of Wings releases: "Wings 1.12.2 and later", and where the releases before
 * `since` in its line were not read, "…; 1.12.0 and 1.12.1 were not read, so a text naming them
 * dates the change from Wings' history" (the pages date a change to such a release from the
 * commits between the readable ones, docs/panel-versions.md).
 */
export function wingsFootnoteRange(range: ReleaseRange, released: readonly string[]): string {
  const unread = range.since ? unreadBefore(range.since, released) : [];
  if (unread.length === 0) {
    return rangeLabel(range, 'wings');
  }
  const names = unread.length > 1 ? `${unread.slice(0, -1).join(', ')} and ${unread.at(-1)!}` : unread[0]!;
  return `${rangeLabel(range, 'wings')}; ${names} ${unread.length > 1 ? 'were' : 'was'} not read, so a text naming ${unread.length > 1 ? 'them' : 'it'} dates the change from Wings' history`;
}

/** The words an anchored claim is prefixed with: its panel range, then its Wings range ("Since panel 1.12.1; Wings 1.12.2 and later"); null when it holds throughout. */
export function claimRangeText(value: AnchorValue | undefined): string | null {
  const labels = ANCHOR_REPOS.flatMap((repo) => {
    const range = claimRange(value, repo);
    return range ? [rangeLabel(range, repo)] : [];
  });
  return labels.length > 0 ? labels.join('; ') : null;
}

/** The text a block and its Markdown twin show for a note: its range first, when it has one. */
export function noteDisplayText(note: NoteItem): string {
  const label = typeof note === 'string' ? null : claimRangeText(note['x-source']);
  return label ? `${label}: ${noteText(note)}` : noteText(note);
}
