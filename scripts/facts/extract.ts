import {ACCEPTED_UNKNOWNS, type AcceptedUnknown} from './acceptedUnknowns';
import {GitRepo} from './git';
import {PanelReader, type UnknownFact} from './panel';
import {
  CURRENT_PANEL_VERSION,
  PAIRING_OVERRIDES,
  PAIRING_WINDOW_MINUTES,
  PANEL_RELEASES,
  type ReleasePoint,
  STATED_PACKAGES,
  UNREAD_PANEL_RELEASES,
  WINGS_RELEASES,
} from './releases.config';
import {lockedVersion, PANEL_LOCK_FILE} from '../../schema/packageAnchors';
import {renderChanges} from './changes';
import {type PanelReleaseRead, panelContinuity, wingsContinuity} from './continuity';
import {WingsReader} from './wings';
import type {
  PanelFacts,
  PanelTable,
  ReleaseIndex,
  ReleaseInfo,
  UnreadRelease,
  WingsFacts,
  WingsTable,
} from '../../schema/releaseTables';
import {type AnchorKey, fingerprintTable} from './fingerprints';

export type {ReleaseInfo};

export interface ExtractOptions {
  panelGitDir: string;
  wingsGitDir: string;
  panelReleases?: ReleasePoint[];
  wingsReleases?: ReleasePoint[];
  current?: string;
  /** Releases known to exist but not (fully) read; written to index.json as `unread`. */
  unread?: UnreadRelease[];
  /** Restricts which panel/Wings versions get a table (index.json still lists every release). */
  only?: string[];
  /** Pairs of versions whose differences are written as Markdown change lists. */
  changes?: Array<{from: string; to: string; file: string}>;
  /** Unknown facts the run accepts (default: scripts/facts/acceptedUnknowns.ts for the configured releases, none otherwise). */
  acceptedUnknowns?: readonly AcceptedUnknown[];
  /** Anchored symbols to fingerprint at every release point into fingerprints.json (all releases, whatever `only` says). */
  anchors?: readonly AnchorKey[];
}

/** The run found facts it could not read, or facts that vanished without a source change. */
export class ExtractionError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `npm run facts: ${problems.length} problem(s); the tables were not written:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ExtractionError';
  }
}

const matches = (pattern: string, text: string) =>
  pattern.endsWith('*') ? text.startsWith(pattern.slice(0, -1)) : pattern === text;

function coversRelease(entry: AcceptedUnknown, version: string, order: readonly string[]): boolean {
  if (Array.isArray(entry.releases)) return entry.releases.includes(version);
  const {from, to} = entry.releases as {from: string; to: string};
  const [at, start, end] = [order.indexOf(version), order.indexOf(from), order.indexOf(to)];
  return at >= 0 && start >= 0 && end >= 0 && at >= start && at <= end;
}

/**
 * Every unknown fact not on the accepted list, named by release, route, field and construct; with
 * `reportStale`, also every accepted entry that matched nothing (the list must stay current).
 */
export function unacceptedUnknowns(
  found: ReadonlyMap<string, readonly UnknownFact[]>,
  accepted: readonly AcceptedUnknown[],
  order: readonly string[],
  reportStale: boolean,
): string[] {
  const used = new Set<AcceptedUnknown>();
  const problems: string[] = [];
  for (const [version, unknowns] of found) {
    for (const fact of unknowns) {
      const entry = accepted.find(
        (a) =>
          coversRelease(a, version, order) &&
          matches(a.route, fact.route) &&
          matches(a.field, fact.field),
      );
      if (entry) used.add(entry);
      else
        problems.push(
          `panel ${version}: ${fact.route}: ${fact.field} is unknown (${fact.construct}); make the extractor read it or add it with a reason to scripts/facts/acceptedUnknowns.ts`,
        );
    }
  }
  if (reportStale) {
    for (const entry of accepted)
      if (!used.has(entry))
        problems.push(
          `scripts/facts/acceptedUnknowns.ts: the entry for ${entry.route} ${entry.field} matches no unknown fact any more; remove it`,
        );
  }
  return problems;
}

export const GENERATED_BY =
  'npm run facts -- --panel PANEL_GIT_DIR --wings WINGS_GIT_DIR (scripts/facts/main.ts)';

/** Sorted keys everywhere except arrays, whose order is the source's and meaningful. */
export function stableJson(value: unknown): string {
  const sort = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sort);
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.keys(v as Record<string, unknown>)
          .sort()
          .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
          .map((k) => [k, sort((v as Record<string, unknown>)[k])]),
      );
    }
    return v;
  };
  return `${JSON.stringify(sort(value), null, 2)}\n`;
}

function resolveRelease(repo: GitRepo, point: ReleasePoint): ReleaseInfo {
  const commit = repo.resolve(point.ref);
  if (commit !== point.commit)
    throw new Error(
      `${point.version}: ${point.ref} resolves to ${commit}, the config says ${point.commit}`,
    );
  return {version: point.version, commit, date: repo.commitDate(commit), source: point.source};
}

function minorLine(version: string): [number, number] {
  const [major, minor] = version.split('.').map(Number);
  return [major ?? 0, minor ?? 0];
}

const SAME_SITTING_MS = PAIRING_WINDOW_MINUTES * 60 * 1000;

/** The pairing rule documented in releases.config.ts. */
export function pairWings(
  panel: ReleaseInfo[],
  wings: ReleaseInfo[],
  overrides: Record<string, string>,
): Record<string, string> {
  const pairing: Record<string, string> = {};
  for (const release of panel) {
    if (overrides[release.version]) {
      pairing[release.version] = overrides[release.version]!;
      continue;
    }
    const [major, minor] = minorLine(release.version);
    if (major < 1) continue;
    const lines = wings
      .map((w) => minorLine(w.version))
      .filter(([wMajor, wMinor]) => wMajor === major && wMinor <= minor);
    if (!lines.length) continue;
    const bestMinor = Math.max(...lines.map(([, wMinor]) => wMinor));
    const candidates = wings.filter(
      (w) => minorLine(w.version)[0] === major && minorLine(w.version)[1] === bestMinor,
    );
    const published = candidates.filter(
      (w) => Date.parse(w.date) <= Date.parse(release.date) + SAME_SITTING_MS,
    );
    const chosen = published.length ? published[published.length - 1]! : candidates[0]!;
    pairing[release.version] = chosen.version;
  }
  return pairing;
}

/** The versions a panel commit's `composer.lock` locks of STATED_PACKAGES; none without a lock file. */
function statedPackages(repo: GitRepo, commit: string): Record<string, string> {
  const lock = repo.show(commit, PANEL_LOCK_FILE);
  if (lock === null) return {};
  return Object.fromEntries(
    STATED_PACKAGES.flatMap((name) => {
      const version = lockedVersion(lock, `package:${name}`);
      return version === null ? [] : [[name, version]];
    }),
  );
}

export function extractAll(options: ExtractOptions): Map<string, string> {
  const panelRepo = new GitRepo(options.panelGitDir);
  const wingsRepo = new GitRepo(options.wingsGitDir);
  const panelPoints = options.panelReleases ?? PANEL_RELEASES;
  const wingsPoints = options.wingsReleases ?? WINGS_RELEASES;
  const current = options.current ?? CURRENT_PANEL_VERSION;
  const panel = panelPoints.map((p) => resolveRelease(panelRepo, p));
  const wings = wingsPoints.map((p) => resolveRelease(wingsRepo, p));
  const wanted = (version: string) => !options.only || options.only.includes(version);

  const files = new Map<string, string>();
  files.set(
    'index.json',
    stableJson({
      generated_by: GENERATED_BY,
      panel,
      wings,
      pairing: pairWings(panel, wings, options.panelReleases ? {} : PAIRING_OVERRIDES),
      pairing_window_minutes: PAIRING_WINDOW_MINUTES,
      locked_packages: Object.fromEntries(
        panel.map((release) => [release.version, statedPackages(panelRepo, release.commit)]),
      ),
      current,
      unread: options.unread ?? (options.panelReleases ? [] : UNREAD_PANEL_RELEASES),
    } satisfies ReleaseIndex),
  );

  const panelTables = new Map<string, PanelFacts>();
  const unknowns = new Map<string, UnknownFact[]>();
  const problems: string[] = [];
  let previousPanel: PanelReleaseRead | null = null;
  for (const release of panel) {
    if (!wanted(release.version)) continue;
    const reader = new PanelReader(panelRepo, release.commit);
    const facts = reader.read();
    unknowns.set(release.version, reader.unknowns);
    const read: PanelReleaseRead = {
      version: release.version,
      commit: release.commit,
      facts,
      routeSources: reader.routeSources,
    };
    if (previousPanel) problems.push(...panelContinuity(panelRepo, previousPanel, read));
    previousPanel = read;
    panelTables.set(release.version, facts);
    files.set(
      `panel/${release.version}.json`,
      stableJson({release, ...facts} satisfies PanelTable),
    );
  }
  const accepted = options.acceptedUnknowns ?? (options.panelReleases ? [] : ACCEPTED_UNKNOWNS);
  problems.push(
    ...unacceptedUnknowns(
      unknowns,
      accepted,
      panel.map((p) => p.version),
      !options.only,
    ),
  );
  let previousWings: {version: string; facts: WingsFacts} | null = null;
  for (const release of wings) {
    if (!wanted(release.version)) continue;
    const reader = new WingsReader(wingsRepo, release.commit);
    const facts: WingsFacts = reader.read();
    problems.push(...reader.problems.map((problem) => `wings ${release.version}: ${problem}`));
    if (previousWings)
      problems.push(
        ...wingsContinuity(
          previousWings.version,
          previousWings.facts,
          release.version,
          facts,
          reader,
        ),
      );
    previousWings = {version: release.version, facts};
    files.set(
      `wings/${release.version}.json`,
      stableJson({release, ...facts} satisfies WingsTable),
    );
  }
  if (problems.length) throw new ExtractionError(problems);
  // 1.11.8 is the release the shared tables transcribe; 1.14.1 → 1.15.0 is the step read from a merge.
  const changeLists = options.changes ?? [
    {from: '1.11.8', to: current, file: 'CHANGES-1.11.8-to-current.md'},
    {from: '1.14.1', to: '1.15.0', file: 'CHANGES-1.14.1-to-1.15.0.md'},
  ];
  for (const changes of changeLists) {
    const from = panelTables.get(changes.from);
    const to = panelTables.get(changes.to);
    if (!from || !to) continue;
    const fromInfo = panel.find((p) => p.version === changes.from)!;
    const toInfo = panel.find((p) => p.version === changes.to)!;
    files.set(changes.file, renderChanges(fromInfo, from, toInfo, to));
  }
  if (options.anchors) {
    // Route anchors hash the route's facts at every release point, also those --only left out.
    const routeFacts = (release: {version: string; commit: string}): PanelFacts => {
      let facts = panelTables.get(release.version);
      if (!facts) {
        facts = new PanelReader(panelRepo, release.commit).read();
        panelTables.set(release.version, facts);
      }
      return facts;
    };
    const table = fingerprintTable(
      options.anchors,
      {
        panel: {repo: panelRepo, releases: panel},
        wings: {repo: wingsRepo, releases: wings},
      },
      routeFacts,
    );
    files.set('fingerprints.json', stableJson({generated_by: GENERATED_BY, ...table}));
  }
  return files;
}
