/**
 * Fingerprints and the drift check on a fixture repository written here: a panel whose anchored
 * method changes between two releases, and Go sources whose braces hide in strings and comments.
 */
import {mkdirSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {claimsInYaml, driftProblems, type Claim} from '../../../scripts/facts/drift';
import {
  fingerprintOf,
  fingerprintTable,
  goSymbolTokens,
  type FingerprintTable,
} from '../../../scripts/facts/fingerprints';
import {GitRepo} from '../../../scripts/facts/git';
import {git, release, writeTree} from './support/fixtureRepo';

const work = mkdtempSync(path.join(tmpdir(), 'drift-fixture-'));
afterAll(() => rmSync(work, {recursive: true, force: true}));

const controller = (limitCheck: string) => `<?php
namespace Pterodactyl\\Http\\Controllers;

class WidgetController
{
    /** Creates a widget. */
    public function store($server): array
    {
        ${limitCheck}
        return ['ok' => true];
    }

    public function index(): array
    {
        return [];
    }
}
`;

const FILE = 'app/Http/Controllers/WidgetController.php';
let table: FingerprintTable;
const releases = {panel: ['1.0.0', '1.1.0'], wings: []};

beforeAll(() => {
  const repo = path.join(work, 'panel');
  mkdirSync(repo);
  git(repo, 'init', '-q');
  writeTree(repo, {
    [FILE]: controller('if ($server->count >= $server->limit) { throw new \\Exception(); }'),
  });
  const first = release(repo, 'v1.0.0', '2024-01-01T00:00:00Z');
  // 1.1.0: a comment and new line breaks alone must not count as a change, the check's operator does.
  writeTree(repo, {
    [FILE]: controller(
      '// Checked first.\n        if ($server->count\n            > $server->limit) { throw new \\Exception(); }',
    ),
  });
  const second = release(repo, 'v1.1.0', '2024-06-01T00:00:00Z');
  const anchors = [
    {repo: 'panel' as const, file: FILE, symbol: 'WidgetController::store'},
    {repo: 'panel' as const, file: FILE, symbol: 'WidgetController::index'},
    {repo: 'panel' as const, file: FILE, symbol: 'WidgetController::destroy'},
  ];
  table = fingerprintTable(anchors, {
    panel: {repo: new GitRepo(path.join(repo, '.git')), releases: [first, second]},
    wings: {repo: new GitRepo(repo), releases: []},
  });
});

const yaml = (verified: string, symbol = 'WidgetController::store') => ({
  '/api/client/widgets': {
    post: {
      operationId: 'createWidget',
      responses: {
        '400': {
          description: 'Limit reached.',
          'x-source': {repo: 'panel', file: FILE, symbol, verified},
        },
      },
      'x-notes': [
        'unanchored',
        {
          text: 'Checked first.',
          'x-source': [{repo: 'panel', file: FILE, symbol: 'WidgetController::index', verified}],
        },
      ],
    },
  },
});

describe('drift check on a fixture repository', () => {
  it('records change points only, and null where the symbol is absent', () => {
    const store = table.panel[FILE]!['WidgetController::store']!;
    expect(Object.keys(store)).toEqual(['1.0.0', '1.1.0']);
    expect(store['1.0.0']).toMatch(/^[0-9a-f]{64}$/);
    expect(table.panel[FILE]!['WidgetController::index']).toEqual({
      '1.0.0': expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(table.panel[FILE]!['WidgetController::destroy']).toEqual({'1.0.0': null});
  });

  it('fails on a claim verified before its symbol changed, naming claim, symbol and releases', () => {
    const claims = claimsInYaml(yaml('1.0.0'), 'openapi/client/paths/widgets.yaml');
    expect(claims.map((claim) => `${claim.operation} ${claim.claim}`)).toEqual([
      'createWidget response 400',
      'createWidget note 1',
    ]);
    expect(driftProblems(claims, table, releases).map((problem) => problem.message)).toEqual([
      `openapi/client/paths/widgets.yaml createWidget response 400: panel ${FILE} WidgetController::store: changed after it was verified, 1.0.0 → 1.1.0`,
    ]);
  });

  it('passes once the claim is re-verified at the later release, or when it holds only until the first', () => {
    expect(driftProblems(claimsInYaml(yaml('1.1.0'), 'w.yaml'), table, releases)).toEqual([]);
    const until: Claim[] = claimsInYaml(yaml('1.0.0'), 'w.yaml').map((claim) => ({
      ...claim,
      anchor: {...claim.anchor, until: '1.0.0'},
    }));
    expect(driftProblems(until, table, releases)).toEqual([]);
  });

  it('fails on an anchor whose symbol is not there, and on one missing from the table', () => {
    expect(
      driftProblems(
        claimsInYaml(yaml('1.1.0', 'WidgetController::destroy'), 'w.yaml'),
        table,
        releases,
      )[0]?.kind,
    ).toBe('not-found');
    expect(
      driftProblems(
        claimsInYaml(yaml('1.1.0', 'WidgetController::update'), 'w.yaml'),
        table,
        releases,
      )[0]?.message,
    ).toMatch(/no fingerprint at 1\.1\.0 .*rerun npm run facts/);
  });
});

describe('Go symbols', () => {
  const source = [
    'package server',
    '',
    '// Server is a server.',
    'type Server struct {',
    '\tname string `json:"name}"`',
    '}',
    '',
    'func (s *Server) Start(opts map[string]interface{}) error {',
    '\tif s.name == "}" || s.name == `{` {',
    '\t\treturn nil // a } in a comment',
    '\t}',
    "\t_ = '}'",
    '\t/* { */',
    '\treturn nil',
    '}',
    '',
    'func Start() {}',
  ].join('\n');

  it('finds a method, a function and a type past braces in strings, runes, raw strings and comments', () => {
    expect(goSymbolTokens(source, 'Server.Start')?.slice(-3)).toEqual(['return', 'nil', '}']);
    expect(goSymbolTokens(source, 'Start')).toEqual(['func', 'Start', '(', ')', '{', '}']);
    expect(goSymbolTokens(source, 'Server')).toEqual([
      'type',
      'Server',
      'struct',
      '{',
      'name',
      'string',
      '`json:"name}"`',
      '}',
    ]);
    expect(goSymbolTokens(source, 'Server.Stop')).toBeNull();
  });

  it('ignores comments and layout, not code', () => {
    const fingerprint = fingerprintOf(source, 'server/server.go', 'Server.Start');
    expect(
      fingerprintOf(
        source.replace('// a } in a comment', '').replace('\treturn nil\n}', '  return   nil\n}'),
        'server/server.go',
        'Server.Start',
      ),
    ).toBe(fingerprint);
    expect(
      fingerprintOf(source.replace('"}"', '"{"'), 'server/server.go', 'Server.Start'),
    ).not.toBe(fingerprint);
  });

  it('reads a config key path of a PHP config file', () => {
    const config =
      "<?php\nreturn [\n    'files' => [\n        // In bytes.\n        'max_edit_size' => env('X', 1024),\n    ],\n];\n";
    const fingerprint = fingerprintOf(
      config,
      'config/pterodactyl.php',
      'config:files.max_edit_size',
    );
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(
      fingerprintOf(
        config.replace('1024', '2048'),
        'config/pterodactyl.php',
        'config:files.max_edit_size',
      ),
    ).not.toBe(fingerprint);
    expect(
      fingerprintOf(config, 'config/pterodactyl.php', 'config:files.min_edit_size'),
    ).toBeNull();
  });
});
