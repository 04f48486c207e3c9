/**
 * `<ServerStates />` worded: the server states in which the panel refuses a call with
 * `ServerStateConflictException`, from the current release's `server_states` fact (which states,
 * since when and their anchors: schema/serverStates.ts, shared with the fact scripts' anchor
 * reader). A page writes the context (which routes, who is exempt) around it; the states come from
 * here.
 * - inline, after "the server": "is suspended, sits on a node in maintenance mode (since 1.11.0),
 *   …, or is being transferred to another node", each state followed by its anchors;
 * - on a line of its own: the same as a list, one state an item;
 * - `<ServerStates statuses />`, inline: the `status` values among them ("`suspended`, … or
 *   `restoring_backup`").
 * The anchors are `<Source>` elements, made footnotes with the page's own by ./remark.ts. A
 * condition without a wording below fails the build, so a state the panel adds is never left out.
 */
import type {List, ListItem, PhrasingContent} from 'mdast';
import {
  SERVER_STATES_ELEMENT,
  replaceServerStates,
  sourceNodes,
  statesShown,
  type RefusingState,
} from '../../../schema/serverStates';
import {releaseRangeText} from './wording';

/** Each condition the extractor writes, as a predicate of "the server". */
const PREDICATES: Readonly<Record<string, string>> = {
  'status in suspended': 'is suspended',
  'node->isUnderMaintenance()': 'sits on a node in maintenance mode',
  'status in installing, install_failed': 'is still installing or failed to install',
  'status in restoring_backup': 'is restoring a backup',
  'transfer !== null': 'is being transferred to another node',
};

/** A state as "the server …", with the release it applies from when that is later than the check's. */
export function stateWords(state: RefusingState): string {
  const predicate = PREDICATES[state.check.condition];
  if (!predicate) {
    throw new Error(
      `<${SERVER_STATES_ELEMENT} />: panel ${state.anchors[0]?.verified ?? ''} refuses a server when "${state.check.condition}", which src/plugins/facts/serverStates.ts has no words for`,
    );
  }
  return `${predicate}${state.later ? releaseRangeText(state.since) : ''}`;
}

const text = (value: string): PhrasingContent => ({type: 'text', value});

/** The separator after item `index` of `count` in "a, b, or c" (nothing after the last). */
function separator(index: number, count: number): string {
  return index === count - 1 ? '' : index === count - 2 ? (count > 2 ? ', or' : ' or') : ',';
}

/** Inline: "is suspended ¹, sits on a node … (since 1.11.0) ², …, or is being transferred … ³". */
export function statesInline(states: readonly RefusingState[]): PhrasingContent[] {
  return states.flatMap((state, index) => [
    ...(index === 0 ? [] : [text(' ')]),
    text(stateWords(state)),
    ...sourceNodes(state),
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
            ...sourceNodes(state),
          ],
        },
      ],
    })),
  };
}

/** Inline: the `status` values among the states, "`a`, `b` or `c`", each state's values followed by its anchors. */
export function statusesInline(withStatus: readonly RefusingState[]): PhrasingContent[] {
  const values = withStatus.flatMap((state) =>
    (state.check.status ?? []).map((value, at, all) => ({
      value,
      anchors: at === all.length - 1 ? sourceNodes(state) : [],
    })),
  );
  return values.flatMap(({value, anchors}, index) => [
    ...(index === 0 ? [] : [text(index === values.length - 1 ? ' or ' : ', ')]),
    {type: 'inlineCode', value} as PhrasingContent,
    ...anchors,
  ]);
}

/**
 * Replaces every `<ServerStates />` of the tree by the states of `states()` (called once, when the
 * page has one). An element with an attribute other than `statuses`, or `statuses` on a line of
 * its own, fails naming the file and line.
 */
export function expandServerStates(
  tree: {children?: unknown[]},
  where: string,
  states: () => readonly RefusingState[],
): void {
  replaceServerStates(tree, where, states, (use, all) => {
    const shown = statesShown(all, use);
    if (!use.inline) return [statesList(shown)];
    return use.statuses ? statusesInline(shown) : statesInline(shown);
  });
}
