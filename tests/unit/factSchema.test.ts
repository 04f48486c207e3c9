import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {changedEntries, listChanges, pairUp} from '../../schema/diff';
import {permissionKeys, readPermission, type PanelTable} from '../../schema/releaseTables';
import {
  accessText,
  changedValueText,
  listChangeTexts,
  permissionText,
  rateLimitText,
  ruleChangeTexts,
  releaseRangeText,
} from '../../src/plugins/facts/wording';

const panelDir = path.resolve(__dirname, '../../reference/releases/panel');

describe('the one reading of a permission', () => {
  it('tells each shape apart', () => {
    expect(readPermission(null)).toEqual({kind: 'none'});
    expect(readPermission(undefined)).toEqual({kind: 'none'});
    expect(readPermission('control.console')).toEqual({kind: 'subuser', key: 'control.console'});
    expect(readPermission({resource: 'nodes', access: 'write'})).toEqual({
      kind: 'application',
      resource: 'nodes',
      access: 'write',
    });
    expect(readPermission({start: 'control.start', kill: 'control.stop'})).toEqual({
      kind: 'byInput',
      keys: [
        {input: 'start', key: 'control.start'},
        {input: 'kill', key: 'control.stop'},
      ],
    });
    expect(permissionKeys({start: 'control.start', kill: 'control.stop'})).toEqual([
      'control.start',
      'control.stop',
    ]);
    expect(permissionKeys({resource: 'nodes', access: 'read'})).toEqual([]);
  });

  it("reads every permission of every committed panel table as one of the union's shapes", () => {
    const problems: string[] = [];
    const kinds = new Set<string>();
    for (const file of readdirSync(panelDir)) {
      const table = JSON.parse(readFileSync(path.join(panelDir, file), 'utf8')) as PanelTable;
      for (const route of table.routes) {
        const grant = readPermission(route.permission);
        kinds.add(grant.kind);
        const wrongApi =
          (grant.kind === 'application') !== (route.api === 'application') && grant.kind !== 'none';
        const badKeys =
          grant.kind === 'byInput' &&
          grant.keys.some(({key}) => typeof key !== 'string' || key === '');
        if (wrongApi || badKeys) {
          problems.push(
            `${file} ${route.method} ${route.path}: ${JSON.stringify(route.permission)}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
    expect([...kinds].sort()).toEqual(['application', 'byInput', 'none', 'subuser']);
  });

  it('words it once, for change lines and for access statements alike', () => {
    expect(permissionText({start: 'control.start'})).toBe('`control.start` for `start`');
    expect(permissionText({resource: 'nodes', access: 'read'})).toBe('`nodes` read');
    expect(accessText(readPermission({start: 'control.start'}), 'Key')).toBe(
      'Key; subuser permission `control.start` for `start`',
    );
    expect(accessText(readPermission(null), 'Key')).toBe('Key; no subuser permission needed');
  });
});

describe('the rate limit wording', () => {
  it('names a per-server counter and leaves the per-user default unsaid', () => {
    expect(rateLimitText({requests: 5, periodMinutes: 1, scope: 'server'})).toBe(
      '5 per minute per server',
    );
    expect(rateLimitText({requests: 60, periodMinutes: 1, scope: 'user'})).toBe('60 per minute');
    expect(rateLimitText({requests: 10, periodMinutes: 5})).toBe('10 per 5 minutes');
  });
});

describe('the release range wording', () => {
  it('says from, until or both, naming the panel where the claim is about Wings', () => {
    expect(releaseRangeText()).toBe('');
    expect(releaseRangeText('1.12.0')).toBe(' (since 1.12.0)');
    expect(releaseRangeText(undefined, '1.11.10', 'panel ')).toBe(' (until panel 1.11.10)');
    expect(releaseRangeText('1.8.0', '1.9.0', 'panel ')).toBe(' (panel 1.8.0 to 1.9.0)');
  });
});

describe('the change sentences', () => {
  it('word a changed value, and a list with its subject agreeing in number', () => {
    expect(changedValueText('Permission', 'none', '`control.start`')).toBe(
      'Permission: none → `control.start`.',
    );
    const attribute = {one: 'Response attribute', many: 'Response attributes'};
    expect(listChangeTexts(attribute, ['a', 'b'], ['b', 'c', 'd'])).toEqual([
      'Response attributes `c`, `d` added.',
      'Response attribute `a` removed.',
    ]);
  });

  it('word rules gained, changed and dropped, listing the bare and the dropped fields once', () => {
    const field = {one: 'Body field', many: 'Body fields'};
    expect(
      ruleChangeTexts(
        field,
        new Map([
          ['kept', 'string'],
          ['old', 'integer'],
          ['gone', 'string'],
        ]),
        new Map([
          ['kept', 'string'],
          ['old', 'integer|min:1'],
          ['ruled', 'boolean'],
          ['bare', ''],
          ['also', ''],
        ]),
      ),
    ).toEqual([
      'Body field `old`: `integer` → `integer|min:1`.',
      'Body field `ruled` validated (`boolean`).',
      'Body fields `bare`, `also` validated.',
      'Body field `gone` no longer validated.',
    ]);
  });
});

describe('the one diff', () => {
  it("pairs keys in the after side's order, or the before side's when asked", () => {
    const before = {a: 1, b: 2, c: 3};
    const after = {c: 3, d: 4, a: 9};
    expect(pairUp(before, after).map((entry) => entry.key)).toEqual(['c', 'd', 'a', 'b']);
    expect(pairUp(before, after, 'before').map((entry) => entry.key)).toEqual(['a', 'b', 'c', 'd']);
    expect(changedEntries(before, after)).toEqual([
      {key: 'd', after: 4},
      {key: 'a', before: 1, after: 9},
      {key: 'b', before: 2},
    ]);
  });

  it('compares values as JSON and lists what a list gained and lost', () => {
    expect(changedEntries(new Map([['x', ['a']]]), new Map([['x', ['a']]]))).toEqual([]);
    expect(listChanges(['a', 'b'], ['b', 'c'])).toEqual({added: ['c'], removed: ['a']});
  });
});
