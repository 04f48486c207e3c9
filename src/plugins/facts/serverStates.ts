/**
 * `<ServerStates />`: the server states in which the panel refuses a call with
 * `ServerStateConflictException`, from the current release's `server_states` fact (read from
 * `Server::validateCurrentState()`, reference/releases/README.md), each with the release it applies
 * from (the start of its unbroken run of releases up to the current one) and its source anchors.
 * A page writes the context (which routes, who is exempt) around it; the states come from here.
 * - inline, after "the server": "is suspended, sits on a node in maintenance mode (since 1.11.0),
 *   …, or is being transferred to another node", each state followed by its anchors;
 * - on a line of its own: the same as a list, one state an item;
 * - `<ServerStates statuses />`, inline: the `status` values among them ("`suspended`, … or
 *   `restoring_backup`").
 * The anchors are `<Source>` elements, made footnotes with the page's own by ./remark.ts; they are
 * verified at the current release, as the fact is read there. A condition without a wording below
 * fails the build, so a state the panel adds is never left out.
 */
import type {List, ListItem, PhrasingContent} from 'mdast';
import type {MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {ServerStateCheck, ServerStateFacts} from '../../../schema/releaseTables';
import {releaseRangeText} from './wording';

export const SERVER_STATES_ELEMENT = 'ServerStates';

/** Each condition the extractor writes, as a predicate of "the server". */
const PREDICATES: Readonly<Record<string, string>> = {
  'status in suspended': 'is suspended',
  'node->isUnderMaintenance()': 'sits on a node in maintenance mode',
  'status in installing, install_failed': 'is still installing or failed to install',
  'status in restoring_backup': 'is restoring a backup',
  'transfer !== null': 'is being transferred to another node',
};

/** One refusing state of the current release. */
export interface RefusingState {
  readonly check: ServerStateCheck;
  readonly predicate: string;
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

/**
 * The refusing states of the last release of `releases` (in release order, each with its table's
 * `server_states`), in the order of the panel's test.
 */
export function refusingStates(
  releases: readonly {readonly version: string; readonly states: ServerStateFacts | undefined}[],
): RefusingState[] {
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
    const predicate = PREDICATES[check.condition];
    if (!predicate) {
      throw new Error(
        `<${SERVER_STATES_ELEMENT} />: panel ${current.version} refuses a server when "${check.condition}", which src/plugins/facts/serverStates.ts has no words for`,
      );
    }
    const since = runStart(
      (states) => states?.refuses.some((other) => other.condition === check.condition) ?? false,
    );
    return {
      check,
      predicate,
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

const text = (value: string): PhrasingContent => ({type: 'text', value});

function sourceElements(state: RefusingState): PhrasingContent[] {
  return state.anchors.flatMap((anchor) => [
    text(' '),
    {
      type: 'mdxJsxTextElement',
      name: 'Source',
      attributes: Object.entries({repo: 'panel', ...anchor}).map(([name, value]) => ({
        type: 'mdxJsxAttribute',
        name,
        value,
      })),
      children: [],
    } as MdxJsxTextElement as PhrasingContent,
  ]);
}

/** A state's words: its predicate, and the release it applies from when that is later than the check's. */
function stateWords(state: RefusingState): string {
  return `${state.predicate}${state.later ? releaseRangeText(state.since) : ''}`;
}

/** The separator after item `index` of `count` in "a, b, or c" (nothing after the last). */
function separator(index: number, count: number): string {
  return index === count - 1 ? '' : index === count - 2 ? (count > 2 ? ', or' : ' or') : ',';
}

/** Inline: "is suspended ¹, sits on a node … (since 1.11.0) ², …, or is being transferred … ³". */
export function statesInline(states: readonly RefusingState[]): PhrasingContent[] {
  return states.flatMap((state, index) => [
    ...(index === 0 ? [] : [text(' ')]),
    text(stateWords(state)),
    ...sourceElements(state),
    ...(separator(index, states.length) ? [text(separator(index, states.length))] : []),
  ]);
}

/** A list, one state an item, punctuated as one sentence: "…,", "…, or", "….". */
export function statesList(states: readonly RefusingState[]): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: states.map((state, index): ListItem => ({
      type: 'listItem',
      spread: false,
      children: [
        {
          type: 'paragraph',
          children: [
            text(`${stateWords(state)}${separator(index, states.length) || '.'}`),
            ...sourceElements(state),
          ],
        },
      ],
    })),
  };
}

/** Inline: the `status` values among the states, "`a`, `b` or `c`", each state's values followed by its anchors. */
export function statusesInline(states: readonly RefusingState[]): PhrasingContent[] {
  const withStatus = states.filter((state) => state.check.status);
  const values = withStatus.flatMap((state) =>
    (state.check.status ?? []).map((value, at, all) => ({
      value,
      anchors: at === all.length - 1 ? sourceElements(state) : [],
    })),
  );
  return values.flatMap(({value, anchors}, index) => [
    ...(index === 0 ? [] : [text(index === values.length - 1 ? ' or ' : ', ')]),
    {type: 'inlineCode', value} as PhrasingContent,
    ...anchors,
  ]);
}

type Parent = {children?: unknown[]};

/**
 * Replaces every `<ServerStates />` of the tree by the states of `states()` (called once, when the
 * page has one). An element with an attribute other than `statuses`, or `statuses` on a line of
 * its own, fails naming the file and line.
 */
export function expandServerStates(
  tree: Parent,
  where: string,
  states: () => readonly RefusingState[],
): void {
  let cached: readonly RefusingState[] | undefined;
  const read = () => (cached ??= states());
  const visit = (parent: Parent): void => {
    const children = parent.children ?? [];
    for (let index = 0; index < children.length; index += 1) {
      const child = children[index] as {
        type?: string;
        name?: string | null;
        attributes?: MdxJsxTextElement['attributes'];
        position?: {start: {line: number}};
      };
      const isElement =
        (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') &&
        child.name === SERVER_STATES_ELEMENT;
      if (!isElement) {
        visit(child as Parent);
        continue;
      }
      const names = (child.attributes ?? []).map((attribute) =>
        attribute.type === 'mdxJsxAttribute' && attribute.value === null ? attribute.name : '…',
      );
      const statuses = names.length === 1 && names[0] === 'statuses';
      if ((names.length > 0 && !statuses) || (statuses && child.type === 'mdxJsxFlowElement')) {
        throw new Error(
          `${where}:${child.position?.start.line ?? 0}: <${SERVER_STATES_ELEMENT} /> takes no attribute but statuses (inline only)`,
        );
      }
      const replacement =
        child.type === 'mdxJsxFlowElement'
          ? [statesList(read())]
          : statuses
            ? statusesInline(read())
            : statesInline(read());
      children.splice(index, 1, ...replacement);
      index += replacement.length - 1;
    }
  };
  visit(tree);
}
