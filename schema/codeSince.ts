/**
 * How far back the code under an anchor is the code that was read: the release from which the
 * anchored symbol's fingerprint (reference/releases/fingerprints.json, written by `npm run facts`)
 * is the one it has at the anchor's `verified` release. A claim written without `since` reads as
 * holding for every 1.x release; where the code under it changed after the first one, the releases
 * before that change were not read for it. `npm run drift` fails on such a claim and
 * `npm run drift -- --unread` lists them (scripts/facts/drift.ts), so no built page carries one.
 */

/** repo → file → symbol → release → fingerprint, at the releases where it changed. */
export type Fingerprints = Readonly<
  Record<
    string,
    Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, string | null>>>>>>
  >
>;

/** The releases of a repository's 1.x line, in release order: the panel's without 0.7. */
export function releaseLine(repo: string, releases: readonly string[]): string[] {
  return repo === 'panel' ? releases.filter((release) => !release.startsWith('0.')) : [...releases];
}

interface AnchoredCode {
  readonly repo: string;
  readonly file: string;
  readonly symbol: string;
  readonly verified: string;
  readonly since?: string;
}

/**
 * The release the code read at `verified` goes back to, when that is later than the first release
 * of the repository's 1.x line (`releases`, in release order, the line's first release first);
 * undefined when the anchor has a `since` of its own (the writer bounded the claim), when the code
 * is the same back to that first release, or when the symbol has no fingerprints.
 */
export function codeUnchangedSince(
  anchor: AnchoredCode,
  releases: readonly string[],
  fingerprints: Fingerprints,
): string | undefined {
  if (anchor.since) return undefined;
  const changes = fingerprints[anchor.repo]?.[anchor.file]?.[anchor.symbol];
  const verifiedAt = releases.indexOf(anchor.verified);
  if (!changes || verifiedAt < 0) return undefined;
  let lastChange = -1;
  for (const release of Object.keys(changes)) {
    const at = releases.indexOf(release);
    if (at >= 0 && at <= verifiedAt && at > lastChange) lastChange = at;
  }
  return lastChange > 0 ? releases[lastChange] : undefined;
}
