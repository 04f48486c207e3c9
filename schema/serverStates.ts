/**
 * `<ServerStates />`, as far as the build and the fact scripts must agree on it: which server
 * states the current release refuses with `ServerStateConflictException` (its `server_states`
 * fact, read from `Server::validateCurrentState()`), the release each applies from, and the
 * `<Source>` anchors the element puts on a page. The build words the states
 * (src/plugins/facts/serverStates.ts); the pages' anchor reader (./sourceElements.ts) puts the same
 * anchors where the element stands, so drift, the fingerprints and the Source references page
 * count what the reader sees.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {PhrasingContent} from 'mdast';
import type {MdxJsxAttribute, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {PanelFacts, ReleaseIndex, ServerStateCheck, ServerStateFacts} from './releaseTables';

export const SERVER_STATES_ELEMENT = 'ServerStates';

/** A panel release and its `server_states` fact (none before the panel had the check). */
export interface ServerStateRelease {
  readonly version: string;
  readonly states: ServerStateFacts | undefined;
}

/** One refusing state of the current release. */
export interface RefusingState {
  readonly check: ServerStateCheck;
  /** The first release of its unbroken run up to the current one. */
  readonly since: string;
  /** Whether it came later than the check itself (the page then says so). */
  readonly later: boolean;
  readonly anchors: readonly {
    readonly file: string;
    readonly symbol: string;
    readonly verified: string;
    readonly since: string;
  }[];
}

function readJson<T>(file: string): T {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
}

/** Every panel release of `releasesDir` (reference/releases), in release order, up to the current one. */
export function serverStateReleasesIn(releasesDir: string): ServerStateRelease[] {
  const {panel, current} = readJson<ReleaseIndex>(path.join(releasesDir, 'index.json'));
  const end = panel.findIndex((entry) => entry.version === current) + 1;
  return panel.slice(0, end).map(({version}) => ({
    version,
    states: readJson<PanelFacts>(path.join(releasesDir, 'panel', `${version}.json`)).server_states,
  }));
}

/**
 * The refusing states of the last release of `releases`, in the order of the panel's test, each
 * anchored at the current release (the fact is read there).
 */
export function refusingStates(releases: readonly ServerStateRelease[]): RefusingState[] {
  const current = releases.at(-1);
  if (!current?.states) {
    throw new Error(
      `<${SERVER_STATES_ELEMENT} />: panel ${current?.version ?? '(none)'}'s table has no server_states`,
    );
  }
  const {file, symbol, refuses} = current.states;
  /** The first release of the unbroken run, up to the current one, where `holds`. */
  const runStart = (holds: (states: ServerStateFacts | undefined) => boolean): string => {
    let start = current.version;
    for (const release of [...releases].reverse()) {
      if (!holds(release.states)) break;
      start = release.version;
    }
    return start;
  };
  const checkSince = runStart((states) => states !== undefined);
  return refuses.map((check) => {
    const since = runStart(
      (states) => states?.refuses.some((other) => other.condition === check.condition) ?? false,
    );
    return {
      check,
      since,
      later: since !== checkSince,
      anchors: [symbol, ...(check.via ?? [])].map((anchored) => ({
        file,
        symbol: anchored,
        verified: current.version,
        since,
      })),
    };
  });
}

/** How one element is written: inline or on a line of its own, and whether it shows only the status values. */
export interface ServerStatesUse {
  readonly inline: boolean;
  readonly statuses: boolean;
  readonly line: number;
}

/**
 * What `node` asks for when it is a `<ServerStates />` element; undefined for any other node. An
 * attribute other than `statuses`, or `statuses` on a line of its own, fails naming the file and line.
 */
export function serverStatesUse(node: unknown, where: string): ServerStatesUse | undefined {
  const element = node as {
    type?: string;
    name?: string | null;
    attributes?: MdxJsxTextElement['attributes'];
    position?: {start: {line: number}};
  };
  if (
    (element.type !== 'mdxJsxFlowElement' && element.type !== 'mdxJsxTextElement') ||
    element.name !== SERVER_STATES_ELEMENT
  ) {
    return undefined;
  }
  const line = element.position?.start.line ?? 0;
  const inline = element.type === 'mdxJsxTextElement';
  const names = (element.attributes ?? []).map((attribute) =>
    attribute.type === 'mdxJsxAttribute' && attribute.value === null ? attribute.name : '…',
  );
  const statuses = names.length === 1 && names[0] === 'statuses';
  if ((names.length > 0 && !statuses) || (statuses && !inline)) {
    throw new Error(
      `${where}:${line}: <${SERVER_STATES_ELEMENT} /> takes no attribute but statuses (inline only)`,
    );
  }
  return {inline, statuses, line};
}

/** The states an element shows: all of them, or with `statuses` those that are `status` values. */
export function statesShown(
  states: readonly RefusingState[],
  use: ServerStatesUse,
): readonly RefusingState[] {
  return use.statuses ? states.filter((state) => state.check.status) : states;
}

/** A state's anchors as the `<Source>` elements the page gets, each after a space. */
export function sourceNodes(state: RefusingState): PhrasingContent[] {
  return state.anchors.flatMap((anchor) => [
    {type: 'text', value: ' '} as PhrasingContent,
    {
      type: 'mdxJsxTextElement',
      name: 'Source',
      attributes: Object.entries({repo: 'panel', ...anchor}).map(
        ([name, value]): MdxJsxAttribute => ({type: 'mdxJsxAttribute', name, value}),
      ),
      children: [],
    } as MdxJsxTextElement as PhrasingContent,
  ]);
}

type Parent = {children?: unknown[]};

/**
 * Replaces every `<ServerStates />` of the tree by `render(use, states)`, the states read once,
 * when the page has one.
 */
export function replaceServerStates(
  tree: Parent,
  where: string,
  states: () => readonly RefusingState[],
  render: (use: ServerStatesUse, states: readonly RefusingState[]) => unknown[],
): void {
  let cached: readonly RefusingState[] | undefined;
  const read = () => (cached ??= states());
  const visit = (parent: Parent): void => {
    const children = parent.children ?? [];
    for (let index = 0; index < children.length; index += 1) {
      const use = serverStatesUse(children[index], where);
      if (!use) {
        visit(children[index] as Parent);
        continue;
      }
      const replacement = render(use, read());
      children.splice(index, 1, ...replacement);
      index += replacement.length - 1;
    }
  };
  visit(tree);
}

/**
 * The anchors alone, where each `<ServerStates />` stands, for readers that count anchors rather
 * than show the page: the element's line on every one.
 */
export function replaceServerStatesByAnchors(
  tree: Parent,
  where: string,
  states: () => readonly RefusingState[],
): void {
  replaceServerStates(tree, where, states, (use, shown) =>
    statesShown(shown, use)
      .flatMap(sourceNodes)
      .map((node) => ({...node, position: {start: {line: use.line}}})),
  );
}
