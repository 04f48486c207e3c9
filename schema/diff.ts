/**
 * The one diff over the fact tables: the extractor's change lists (scripts/facts/changes.ts), the
 * release history of the site (src/plugins/facts/releaseHistory.ts: the API changes page, the
 * blocks' release notes, `x-pterodactyl-changes`) and the upgrade table
 * (src/plugins/facts/upgradeCompare.ts) all compare tables with these functions. The site words
 * every change with src/plugins/facts/wording.ts; the extractor writes its own change list.
 */

/** One key of either side, with its value on each side where it has one. */
export interface Paired<T> {
  readonly key: string;
  readonly before?: T;
  readonly after?: T;
}

type Side<T> = ReadonlyMap<string, T> | Readonly<Record<string, T>>;

function entriesOf<T>(side: Side<T>): [string, T][] {
  return side instanceof Map ? [...side] : Object.entries(side);
}

/**
 * Every key of either side: by default the after side's keys in their order, then those only the
 * before side has; with `order: 'before'` the other way round (a comparison read from the old side).
 */
export function pairUp<T>(
  before: Side<T>,
  after: Side<T>,
  order: 'before' | 'after' = 'after',
): Paired<T>[] {
  const old = new Map(entriesOf(before));
  const now = new Map(entriesOf(after));
  const keys =
    order === 'after'
      ? [...now.keys(), ...[...old.keys()].filter((key) => !now.has(key))]
      : [...old.keys(), ...[...now.keys()].filter((key) => !old.has(key))];
  return keys.map((key) => ({
    key,
    ...(old.has(key) ? {before: old.get(key)} : {}),
    ...(now.has(key) ? {after: now.get(key)} : {}),
  }));
}

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The keys whose value was added, removed or changed (compared as JSON), in {@link pairUp}'s order. */
export function changedEntries<T>(
  before: Side<T>,
  after: Side<T>,
  order: 'before' | 'after' = 'after',
): Paired<T>[] {
  return pairUp(before, after, order).filter(
    (entry) => !('before' in entry && 'after' in entry && sameJson(entry.before, entry.after)),
  );
}

/** What a list gained and lost, each in its side's order. */
export function listChanges<T>(
  before: readonly T[],
  after: readonly T[],
): {readonly added: T[]; readonly removed: T[]} {
  return {
    added: after.filter((item) => !before.includes(item)),
    removed: before.filter((item) => !after.includes(item)),
  };
}
