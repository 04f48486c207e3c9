/**
 * Fingerprints and the drift check on a fixture repository written here: a panel whose anchored
 * method changes between two releases, Go sources whose braces hide in strings and comments, and
 * route anchors fingerprinted from route facts that change between releases.
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
import type {PanelFacts, PanelRoute} from '../../../schema/releaseTables';
import {pathsOverlap} from '../../../schema/routeAnchors';
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

  it('reads a property or a constant of a PHP class, a method of the same name first', () => {
    const kernel =
      '<?php\nclass Kernel\n{\n    public const KEY_LENGTH = 32;\n    /** Sorted first. */\n    protected $middlewarePriority = [A::class, B::class];\n    protected $middleware = [];\n    public function handle() { return 1; }\n}\n';
    const priority = fingerprintOf(kernel, 'app/Http/Kernel.php', 'Kernel::middlewarePriority');
    expect(priority).toMatch(/^[0-9a-f]{64}$/);
    expect(
      fingerprintOf(
        kernel.replace('[A::class, B::class]', '[B::class, A::class]'),
        'app/Http/Kernel.php',
        'Kernel::middlewarePriority',
      ),
    ).not.toBe(priority);
    // Another member's change, or a comment, leaves it alone.
    expect(
      fingerprintOf(
        kernel
          .replace('Sorted first.', 'Sorted.')
          .replace('$middleware = []', '$middleware = [C::class]'),
        'app/Http/Kernel.php',
        'Kernel::middlewarePriority',
      ),
    ).toBe(priority);
    expect(fingerprintOf(kernel, 'app/Http/Kernel.php', 'Kernel::KEY_LENGTH')).toMatch(
      /^[0-9a-f]{64}$/,
    );
    expect(fingerprintOf(kernel, 'app/Http/Kernel.php', 'Kernel::middlewareGroups')).toBeNull();
    expect(fingerprintOf(kernel, 'app/Http/Kernel.php', 'Kernel::handle')).toBe(
      fingerprintOf(
        kernel.replace('KEY_LENGTH = 32', 'KEY_LENGTH = 16'),
        'app/Http/Kernel.php',
        'Kernel::handle',
      ),
    );
  });

  it('reads a property named `Class::$name` even where a method has its name', () => {
    const model = (descriptions: string): string =>
      `<?php\nclass Permission\n{\n    protected static $permissions = [${descriptions}];\n    public function permissions() { return static::$permissions; }\n}\n`;
    const file = 'app/Models/Permission.php';
    const before = model("'start' => 'Starts the server.'");
    const after = model("'start' => 'Starts it.'");
    // The bare name takes the method, which does not see the list change.
    expect(fingerprintOf(after, file, 'Permission::permissions')).toBe(
      fingerprintOf(before, file, 'Permission::permissions'),
    );
    expect(fingerprintOf(before, file, 'Permission::$permissions')).toMatch(/^[0-9a-f]{64}$/);
    expect(fingerprintOf(after, file, 'Permission::$permissions')).not.toBe(
      fingerprintOf(before, file, 'Permission::$permissions'),
    );
    // Only a property answers to `$`.
    expect(fingerprintOf(before, file, 'Permission::$missing')).toBeNull();
  });

  it('reads the version composer.lock locks a package at, a dev package too', () => {
    const lock = (version: string): string =>
      JSON.stringify({
        packages: [
          {name: 'laravel/framework', version: 'v11.47.0'},
          {name: 'spatie/laravel-query-builder', version},
        ],
        'packages-dev': [{name: 'phpunit/phpunit', version: '10.5.0'}],
      });
    const symbol = 'package:spatie/laravel-query-builder';
    const fingerprint = fingerprintOf(lock('6.3.6'), 'composer.lock', symbol);
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(fingerprintOf(lock('6.3.6'), 'composer.lock', symbol)).toBe(fingerprint);
    expect(fingerprintOf(lock('6.4.4'), 'composer.lock', symbol)).not.toBe(fingerprint);
    expect(fingerprintOf(lock('6.3.6'), 'composer.lock', 'package:phpunit/phpunit')).toMatch(
      /^[0-9a-f]{64}$/,
    );
    expect(fingerprintOf(lock('6.3.6'), 'composer.lock', 'package:spatie/fractalistic')).toBeNull();
    expect(() => fingerprintOf('{', 'composer.lock', symbol)).toThrow(/composer.lock is not JSON/);
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

  it('reads a message key path of a PHP translation file', () => {
    const lang =
      "<?php\nreturn [\n    'node' => [\n        'off' => 'The configuration <strong>has been updated</strong>.',\n    ],\n];\n";
    const file = 'resources/lang/en/exceptions.php';
    const fingerprint = fingerprintOf(lang, file, 'lang:node.off');
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(fingerprintOf(lang.replace(/<\/?strong>/g, ''), file, 'lang:node.off')).not.toBe(
      fingerprint,
    );
    expect(fingerprintOf(lang, file, 'lang:node.on')).toBeNull();
  });
});

describe('route anchors', () => {
  const ROUTES = 'routes/api-client.php';
  const WEBSOCKET = 'GET /api/client/servers/{server}/websocket';
  const route = (path: string, extra: Partial<PanelRoute> = {}): PanelRoute => ({
    api: 'client',
    method: 'GET',
    path,
    name: null,
    controller: 'Servers\\WebsocketController@__invoke',
    request_class: null,
    permission: null,
    permission_source: 'none',
    throttle: ['throttle:api.client'],
    middleware: ['api', 'client-api', 'throttle:api.client', 'ServerSubject'],
    body: {},
    ...extra,
  });
  const limits = (count: number): PanelFacts['limits'] => ({
    global: {client: {middleware: 'throttle:api.client', count, window_minutes: 1}},
    resources: [],
  });
  // 1.0.0: the websocket route; 1.1.0: the same, another route after it; 1.2.0: the API-wide limit
  // drops; 1.3.0: a route declared before it that the same URL matches; 1.4.0: a DELETE route added.
  const facts: Record<string, Pick<PanelFacts, 'routes' | 'limits'>> = {
    '1.0.0': {routes: [route(WEBSOCKET.slice(4))], limits: limits(240)},
    '1.1.0': {
      routes: [route(WEBSOCKET.slice(4)), route('/api/client/servers/{server}/files/list')],
      limits: limits(240),
    },
    '1.2.0': {routes: [route(WEBSOCKET.slice(4))], limits: limits(120)},
    '1.3.0': {
      routes: [route('/api/client/servers/{server}/{resource}'), route(WEBSOCKET.slice(4))],
      limits: limits(120),
    },
    '1.4.0': {
      routes: [
        route('/api/client/servers/{server}/{resource}'),
        route(WEBSOCKET.slice(4)),
        route('/api/client/servers/{server}/files', {method: 'DELETE'}),
      ],
      limits: limits(120),
    },
  };
  const order = Object.keys(facts);
  const releasePoints = order.map((version) => ({version, commit: `c${version}`}));
  const anchors = [WEBSOCKET, 'DELETE /api/client/servers/{server}/files'].map((symbol) => ({
    repo: 'panel' as const,
    file: ROUTES,
    symbol,
  }));
  const unreadRepo = null as unknown as GitRepo; // Route anchors read the facts, never the files.
  const routeTable = fingerprintTable(
    anchors,
    {
      panel: {repo: unreadRepo, releases: releasePoints},
      wings: {repo: unreadRepo, releases: []},
    },
    (release) => facts[release.version]!,
  );
  const claimAt = (verified: string, symbol = WEBSOCKET, until?: string): Claim => ({
    document: 'docs/api/websocket.mdx',
    operation: 'page',
    claim: 'line 9',
    anchor: {repo: 'panel', file: ROUTES, symbol, verified, ...(until ? {until} : {})},
  });
  const flagged = (claim: Claim) =>
    driftProblems([claim], routeTable, {panel: order, wings: []}).map((problem) => [
      problem.kind,
      problem.changedAt,
    ]);

  it('change with the route’s definition: its limit, an earlier route matching the same URLs; not with an unrelated route', () => {
    expect(Object.keys(routeTable.panel[ROUTES]![WEBSOCKET]!)).toEqual(['1.0.0', '1.2.0', '1.3.0']);
    expect(flagged(claimAt('1.0.0'))).toEqual([['changed', '1.2.0']]);
    expect(flagged(claimAt('1.2.0'))).toEqual([['changed', '1.3.0']]);
    expect(flagged(claimAt('1.3.0'))).toEqual([]);
    expect(flagged(claimAt('1.0.0', WEBSOCKET, '1.1.0'))).toEqual([]);
    expect(
      driftProblems([claimAt('1.1.0')], routeTable, {panel: order, wings: []})[0]?.message,
    ).toBe(
      `docs/api/websocket.mdx page line 9: panel ${ROUTES} ${WEBSOCKET}: the route's definition changed after it was verified, 1.1.0 → 1.2.0`,
    );
  });

  it('fail on a route that is not in the file at the verified release', () => {
    const deleteFiles = 'DELETE /api/client/servers/{server}/files';
    expect(routeTable.panel[ROUTES]![deleteFiles]).toEqual({
      '1.0.0': null,
      '1.4.0': expect.any(String),
    });
    expect(flagged(claimAt('1.3.0', deleteFiles))).toEqual([['not-found', undefined]]);
    expect(flagged(claimAt('1.4.0', deleteFiles))).toEqual([]);
    const wrongFile = fingerprintTable(
      [{repo: 'panel', file: 'routes/api-application.php', symbol: WEBSOCKET}],
      {panel: {repo: unreadRepo, releases: releasePoints}, wings: {repo: unreadRepo, releases: []}},
      (release) => facts[release.version]!,
    );
    expect(wrongFile.panel['routes/api-application.php']![WEBSOCKET]).toEqual({'1.0.0': null});
  });

  it('need the route facts to be fingerprinted', () => {
    expect(() =>
      fingerprintTable(anchors, {
        panel: {repo: unreadRepo, releases: releasePoints},
        wings: {repo: unreadRepo, releases: []},
      }),
    ).toThrow(/needs the releases' route facts/);
  });

  it('of a path alone change with the methods that path takes, not with another path', () => {
    const twoFactor = '/api/client/account/two-factor';
    const account = (path: string, method: PanelRoute['method']): PanelRoute =>
      route(path, {method, controller: 'TwoFactorController@index'});
    const pathFacts: Record<string, Pick<PanelFacts, 'routes' | 'limits'>> = {
      '1.0.0': {
        routes: [account(twoFactor, 'GET'), account(twoFactor, 'POST')],
        limits: limits(240),
      },
      '1.1.0': {
        routes: [
          account(twoFactor, 'GET'),
          account(twoFactor, 'POST'),
          account(twoFactor, 'DELETE'),
        ],
        limits: limits(240),
      },
      '1.2.0': {
        routes: [
          account(twoFactor, 'GET'),
          account(twoFactor, 'POST'),
          account(`${twoFactor}/disable`, 'POST'),
        ],
        limits: limits(120),
      },
      '1.3.0': {routes: [account('/api/client/account', 'GET')], limits: limits(120)},
    };
    const table = fingerprintTable(
      [{repo: 'panel', file: ROUTES, symbol: twoFactor}],
      {
        panel: {
          repo: unreadRepo,
          releases: Object.keys(pathFacts).map((version) => ({version, commit: version})),
        },
        wings: {repo: unreadRepo, releases: []},
      },
      (release) => pathFacts[release.version]!,
    );
    const changes = table.panel[ROUTES]![twoFactor]!;
    // A DELETE added then removed; a route of another path (…/disable) and a new limit change nothing.
    expect(Object.keys(changes)).toEqual(['1.0.0', '1.1.0', '1.2.0', '1.3.0']);
    expect(changes['1.2.0']).toBe(changes['1.0.0']);
    expect(changes['1.3.0']).toBeNull();
  });

  it('count as matched before it the routes one URL could also match', () => {
    expect(
      pathsOverlap(
        '/api/client/servers/{server}/{resource}',
        '/api/client/servers/{server}/websocket',
      ),
    ).toBe(true);
    expect(
      pathsOverlap(
        '/api/client/servers/{server}/files/list',
        '/api/client/servers/{server}/websocket',
      ),
    ).toBe(false);
    expect(
      pathsOverlap(
        '/api/application/servers/{server}/{force?}',
        '/api/application/servers/{server}',
      ),
    ).toBe(true);
    expect(
      pathsOverlap(
        '/api/application/users/external/{external_id}',
        '/api/application/users/{user}',
      ),
    ).toBe(false);
  });
});
