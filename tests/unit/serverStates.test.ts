/**
 * `<ServerStates />`: the refusing states of the current release with the release each applies
 * from, worded and anchored (src/plugins/facts/serverStates.ts), on made-up release lists and on
 * the committed tables.
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Root} from 'mdast';
import {describe, expect, it} from 'vitest';
import type {ServerStateCheck, ServerStateFacts} from '../../schema/releaseTables';
import {refusingStates, serverStateReleasesIn} from '../../schema/serverStates';
import {parsePage, proseAnchorsOfSite} from '../../schema/sourceElements';
import {expandServerStates, stateWords, statesInline} from '../../src/plugins/facts/serverStates';
import {RELEASES_DIR} from '../../src/plugins/facts/tables';

const SUSPENDED: ServerStateCheck = {
  condition: 'status in suspended',
  status: ['suspended'],
  via: ['Server::isSuspended'],
};
const MAINTENANCE: ServerStateCheck = {condition: 'node->isUnderMaintenance()'};
const TRANSFER: ServerStateCheck = {condition: 'transfer !== null'};

const facts = (...refuses: ServerStateCheck[]): ServerStateFacts => ({
  file: 'app/Models/Server.php',
  symbol: 'Server::validateCurrentState',
  exception: 'ServerStateConflictException',
  refuses,
});

/** The text a tree's phrasing shows, each `<Source>` as `[symbol since]`. */
function shown(nodes: readonly unknown[]): string {
  return nodes
    .map((node) => {
      const n = node as {
        type: string;
        value?: string;
        name?: string;
        attributes?: {name: string; value: string}[];
        children?: unknown[];
      };
      if (n.type === 'mdxJsxTextElement' && n.name === 'Source') {
        const value = (key: string) => n.attributes?.find((a) => a.name === key)?.value;
        return `[${value('symbol')} ${value('since')}]`;
      }
      if (n.type === 'inlineCode') return `\`${n.value}\``;
      return n.value ?? shown(n.children ?? []);
    })
    .join('');
}

describe('refusingStates', () => {
  it('dates each state from the start of its unbroken run up to the current release', () => {
    const states = refusingStates([
      {version: '1.0.0', states: undefined},
      {version: '1.1.0', states: facts(SUSPENDED, MAINTENANCE)},
      {version: '1.2.0', states: facts(SUSPENDED)},
      {version: '1.3.0', states: facts(SUSPENDED, MAINTENANCE, TRANSFER)},
    ]);
    expect(states.map((state) => [state.check.condition, state.since, state.later])).toEqual([
      ['status in suspended', '1.1.0', false],
      ['node->isUnderMaintenance()', '1.3.0', true],
      ['transfer !== null', '1.3.0', true],
    ]);
    expect(states[0]?.anchors.map((anchor) => anchor.symbol)).toEqual([
      'Server::validateCurrentState',
      'Server::isSuspended',
    ]);
    expect(states[0]?.anchors[0]?.verified).toBe('1.3.0');
  });

  it('fails on a condition it has no words for, and on a current release without the fact', () => {
    const [banned] = refusingStates([
      {version: '2.0.0', states: facts({condition: 'owner->isBanned()'})},
    ]);
    expect(() => stateWords(banned!)).toThrow(
      /panel 2\.0\.0 refuses a server when "owner->isBanned\(\)"/,
    );
    expect(() => refusingStates([{version: '2.0.0', states: undefined}])).toThrow(
      /panel 2.0.0's table has no server_states/,
    );
  });

  it('reads the committed tables: five states, node maintenance since 1.11.0, the others since 1.3.0', () => {
    const states = refusingStates(serverStateReleasesIn(RELEASES_DIR));
    expect(states.map((state) => `${stateWords(state)} ${state.since}`)).toEqual([
      'is suspended 1.3.0',
      'sits on a node in maintenance mode (since 1.11.0) 1.11.0',
      'is still installing or failed to install 1.3.0',
      'is restoring a backup 1.3.0',
      'is being transferred to another node 1.3.0',
    ]);
  });
});

describe('<ServerStates />', () => {
  const states = () =>
    refusingStates([
      {version: '1.0.0', states: facts(SUSPENDED, TRANSFER)},
      {version: '1.1.0', states: facts(SUSPENDED, MAINTENANCE, TRANSFER)},
    ]);

  it('inline: the predicates joined as one clause, a later state with its release, each with its anchors', () => {
    expect(shown(statesInline(states()))).toBe(
      'is suspended [Server::validateCurrentState 1.0.0] [Server::isSuspended 1.0.0], sits on a node in maintenance mode (since 1.1.0) [Server::validateCurrentState 1.1.0], or is being transferred to another node [Server::validateCurrentState 1.0.0]',
    );
  });

  it('on a line of its own: a list punctuated as one sentence; statuses: the status values', () => {
    const tree = parsePage(
      'The server:\n\n<ServerStates />\n\nStatus <ServerStates statuses /> only.\n',
    );
    expandServerStates(tree, 'page.md', states);
    const [, list, paragraph] = tree.children;
    expect(list?.type).toBe('list');
    const items = (list as {children: {children: {children: unknown[]}[]}[]}).children.map((item) =>
      shown(item.children[0]?.children ?? []),
    );
    expect(items).toEqual([
      'is suspended, [Server::validateCurrentState 1.0.0] [Server::isSuspended 1.0.0]',
      'sits on a node in maintenance mode (since 1.1.0), or [Server::validateCurrentState 1.1.0]',
      'is being transferred to another node. [Server::validateCurrentState 1.0.0]',
    ]);
    expect(shown((paragraph as {children: unknown[]}).children)).toBe(
      'Status `suspended` [Server::validateCurrentState 1.0.0] [Server::isSuspended 1.0.0] only.',
    );
  });

  it('fails on an unknown attribute, naming the file and line', () => {
    const tree: Root = parsePage('Text\n\nThe server <ServerStates only="x" />.\n');
    expect(() => expandServerStates(tree, 'page.md', states)).toThrow(
      /^page\.md:3: <ServerStates \/> takes no attribute but statuses/,
    );
  });
});

describe("the site's anchor reader", () => {
  it('counts the anchors a <ServerStates /> puts on a page, at its line, as the page shows them', () => {
    const siteDir = mkdtempSync(path.join(tmpdir(), 'server-states-'));
    try {
      const releases = path.join(siteDir, 'reference', 'releases');
      mkdirSync(path.join(releases, 'panel'), {recursive: true});
      mkdirSync(path.join(siteDir, 'docs'));
      const write = (file: string, value: unknown) =>
        writeFileSync(path.join(releases, file), JSON.stringify(value));
      write('index.json', {
        panel: [{version: '1.0.0'}, {version: '1.1.0'}, {version: '1.2.0'}],
        current: '1.1.0',
      });
      write('panel/1.0.0.json', {server_states: facts(SUSPENDED, TRANSFER)});
      write('panel/1.1.0.json', {server_states: facts(SUSPENDED, MAINTENANCE, TRANSFER)});
      write('panel/1.2.0.json', {});
      writeFileSync(
        path.join(siteDir, 'docs', 'page.md'),
        'Refused while the server:\n\n<ServerStates />\n\nStatus <ServerStates statuses /> too.\n',
      );
      const anchors = proseAnchorsOfSite(siteDir).map(
        ({page, line, anchor}) =>
          `${page}:${line} ${anchor.symbol} ${anchor.verified} ${anchor.since}`,
      );
      expect(anchors).toEqual([
        'docs/page.md:3 Server::validateCurrentState 1.1.0 1.0.0',
        'docs/page.md:3 Server::isSuspended 1.1.0 1.0.0',
        'docs/page.md:3 Server::validateCurrentState 1.1.0 1.1.0',
        'docs/page.md:3 Server::validateCurrentState 1.1.0 1.0.0',
        'docs/page.md:5 Server::validateCurrentState 1.1.0 1.0.0',
        'docs/page.md:5 Server::isSuspended 1.1.0 1.0.0',
      ]);
    } finally {
      rmSync(siteDir, {recursive: true, force: true});
    }
  });
});
