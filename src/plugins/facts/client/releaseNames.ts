/**
 * The release names pages and the announcement bar show, derived from the release list
 * (reference/releases/index.json) so that a new release point changes them without an edit.
 * Pure: callers pass the parsed index, so the browser never loads the whole list for a sentence.
 */

/** The parts of reference/releases/index.json this module reads. */
export interface ReleaseIndexData {
  readonly current: string;
  readonly panel: readonly {readonly version: string; readonly source: string}[];
  readonly pairing: Readonly<Record<string, string>>;
  readonly unread?: readonly {readonly version: string; readonly read: string}[];
}

export interface ReleaseNames {
  /** The panel release the current docs describe. */
  readonly current: string;
  /** The release point before it, which the docs name where the current one differs. */
  readonly previous: string;
  /** The Wings release paired with the current panel release. */
  readonly wings: string;
  /** The panel release of the legacy (0.x) docs. */
  readonly legacy: string;
  /** Releases read on the upstream development branch at a commit a fork imported as that release. */
  readonly matchedOnDevelopBranch: readonly string[];
  /** Whether the current release was rebuilt from a fork's merge of the official release. */
  readonly currentReconstructed: boolean;
  /** Releases known to exist whose source was not (fully) read; `routes` when only the route files were. */
  readonly unread: readonly {readonly version: string; readonly read: string}[];
}

export function releaseNames(index: ReleaseIndexData): ReleaseNames {
  const position = index.panel.findIndex((entry) => entry.version === index.current);
  const previous = index.panel[position - 1];
  const wings = index.pairing[index.current];
  const legacy = index.panel.find((entry) => entry.version.startsWith('0.'));
  if (position < 0 || !previous || !wings || !legacy) {
    throw new Error(
      `reference/releases/index.json: current release ${index.current} needs a release before it, a paired Wings release and a 0.x release`,
    );
  }
  return {
    current: index.current,
    previous: previous.version,
    wings,
    legacy: legacy.version,
    matchedOnDevelopBranch: index.panel
      .filter((entry) => entry.source.startsWith('upstream-develop, matched by'))
      .map((entry) => entry.version),
    currentReconstructed: (index.panel[position]?.source ?? '').startsWith('reconstructed-'),
    unread: index.unread ?? [],
  };
}

/** "a", "a and b", "a, b and c". */
export function listInWords(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** How the unread releases are named in a sentence: "panel 1.12.4, 1.15.1 beyond its route files". */
export function unreadInWords(names: ReleaseNames): string {
  return listInWords(
    names.unread.map(
      (entry, i) =>
        `${i === 0 ? 'panel ' : ''}${entry.version}${entry.read === 'routes' ? ' beyond its route files' : ''}`,
    ),
  );
}
