import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {describe, expect, it} from 'vitest';
import {apiById} from '../../src/plugins/endpoints/openapi/apis';
import {loadAllApis} from '../../src/plugins/endpoints/openapi/load';
import {buildEndpointModel} from '../../src/plugins/endpoints/openapi/model';
import {publishedDocument} from '../../src/plugins/endpoints/openapi/published';
import {
  anchorProblems,
  anchorReleases,
  anchorUses,
  claimsOf,
  documentAnchorProblems,
  fileAnchorProblems,
  noteDisplayText,
  noteRange,
  noteText,
  sourceFileUrl,
  unreadBefore,
  wingsFootnoteRange,
} from '../../src/plugins/endpoints/openapi/anchors';
import type {OpenApiDocument} from '../../src/plugins/endpoints/openapi/types';
import {filesUnder} from '../../src/plugins/files';

const root = path.resolve(__dirname, '../..');

const releases = {
  panel: ['0.7.19', '1.11.8', '1.12.1', '1.14.1', '1.15.0'],
  wings: ['1.11.11', '1.12.3'],
};
const good = {
  repo: 'panel' as const,
  file: 'app/Http/Controllers/Api/Client/Servers/FileController.php',
  symbol: 'FileController::contents',
  verified: '1.15.0',
};

describe('source anchors', () => {
  it('accepts each symbol form and a list of anchors', () => {
    expect(anchorProblems(good, releases)).toEqual([]);
    expect(anchorProblems({...good, symbol: 'FileController'}, releases)).toEqual([]);
    expect(
      anchorProblems(
        {
          repo: 'panel',
          file: 'config/pterodactyl.php',
          symbol: 'config:files.max_edit_size',
          verified: '1.14.1',
          since: '1.12.1',
          until: '1.14.1',
        },
        releases,
      ),
    ).toEqual([]);
    expect(
      anchorProblems(
        {
          repo: 'panel',
          file: 'resources/lang/en/exceptions.php',
          symbol: 'lang:node.daemon_off_config_updated',
          verified: '1.14.1',
        },
        releases,
      ),
    ).toEqual([]);
    // A translation file takes a key path, and only under its own prefix.
    for (const symbol of ['config:node.daemon_off_config_updated', 'Exceptions']) {
      expect(
        anchorProblems(
          {repo: 'panel', file: 'resources/lang/en/exceptions.php', symbol, verified: '1.14.1'},
          releases,
        ),
      ).toEqual([expect.stringContaining('expected lang:key.path')]);
    }
    expect(
      anchorProblems(
        [
          {
            repo: 'wings',
            file: 'router/router_server.go',
            symbol: 'postServerPower',
            verified: '1.12.3',
          },
          {
            repo: 'wings',
            file: 'server/power.go',
            symbol: 'Server.HandlePowerAction',
            verified: '1.11.11',
          },
        ],
        releases,
      ),
    ).toEqual([]);
  });

  it('takes a library the panel locks, by its Composer name', () => {
    const locked = {
      repo: 'panel',
      file: 'composer.lock',
      symbol: 'package:spatie/laravel-query-builder',
      verified: '1.15.0',
    };
    expect(anchorProblems(locked, releases)).toEqual([]);
    expect(anchorProblems({...locked, symbol: 'QueryBuilder'}, releases)).toEqual([
      'x-source.symbol "QueryBuilder" has a bad form for composer.lock (expected package:vendor/name)',
    ]);
    expect(anchorProblems({...locked, repo: 'wings', verified: '1.12.3'}, releases)[0]).toBe(
      'x-source.file composer.lock is not a .go file (the wings anchors read .go sources)',
    );
  });

  it('names each malformed part', () => {
    expect(anchorProblems({...good, repo: 'daemon'}, releases)).toEqual([
      'x-source.repo must be panel or wings, found "daemon"',
    ]);
    expect(anchorProblems({...good, verified: '1.13.0'}, releases)).toEqual([
      'x-source.verified "1.13.0" is not a panel release in reference/releases/index.json',
    ]);
    expect(anchorProblems({...good, repo: 'wings', verified: '1.12.3'}, releases)).toEqual([
      'x-source.file app/Http/Controllers/Api/Client/Servers/FileController.php is not a .go file (the wings anchors read .go sources)',
    ]);
    expect(
      anchorProblems(
        {
          repo: 'wings',
          file: 'server/power.go',
          symbol: 'Server::HandlePowerAction',
          verified: '1.12.3',
        },
        releases,
      )[0],
    ).toMatch(/bad form for server\/power.go \(expected Func, Type.Method or Type\)/);
    expect(anchorProblems({...good, symbol: ' '}, releases)).toEqual(['x-source.symbol is empty']);
    expect(anchorProblems({...good, symbol: 'FileController->contents'}, releases)[0]).toMatch(
      /bad form .*Class::method, Class::property, Class::\$property or Class/,
    );
    expect(anchorProblems({...good, since: '1.14.1', until: '1.12.1'}, releases)).toEqual([
      'x-source: since 1.14.1 is after until 1.12.1',
    ]);
    expect(anchorProblems('https://github.com/x', releases)[0]).toMatch(/must be an object/);
  });

  it('takes a route of a route file, held to the routes of its verified release', () => {
    const routes = new Map([
      ['GET /api/client/servers/{server}/websocket', 'routes/api-client.php'],
      ['GET /api/application/users', 'routes/api-application.php'],
    ]);
    const withRoutes = {
      ...releases,
      routesAt: (version: string) => (version === '1.15.0' ? routes : new Map<string, string>()),
    };
    const websocket = {
      repo: 'panel',
      file: 'routes/api-client.php',
      symbol: 'GET /api/client/servers/{server}/websocket',
      verified: '1.15.0',
    };
    expect(anchorProblems(websocket, withRoutes)).toEqual([]);
    expect(anchorProblems({...websocket, verified: '1.14.1'}, withRoutes)).toEqual([
      'x-source.symbol GET /api/client/servers/{server}/websocket is not a route of routes/api-client.php at panel 1.14.1 (reference/releases/panel/1.14.1.json)',
    ]);
    expect(anchorProblems({...websocket, file: 'routes/api-application.php'}, withRoutes)).toEqual([
      'x-source.symbol GET /api/client/servers/{server}/websocket is declared in routes/api-client.php, not routes/api-application.php, at panel 1.15.0',
    ]);
    expect(anchorProblems({...websocket, symbol: 'WebsocketController'}, withRoutes)[0]).toMatch(
      /bad form for routes\/api-client.php \(expected a route: METHOD \/path/,
    );
    expect(anchorProblems({...websocket, symbol: 'get /api/client'}, withRoutes)[0]).toMatch(
      /bad form/,
    );
    expect(anchorProblems({...websocket, file: 'routes/api-remote.php'}, withRoutes)).toEqual([
      'x-source.file routes/api-remote.php is a route file the fact tables do not read (route anchors name routes/api-client.php or routes/api-application.php)',
    ]);
  });

  it('checks route anchors against the committed tables', () => {
    const committed = anchorReleases();
    const websocket = {
      repo: 'panel',
      file: 'routes/api-client.php',
      symbol: 'GET /api/client/servers/{server}/websocket',
      verified: '1.15.0',
    };
    expect(anchorProblems(websocket, committed)).toEqual([]);
    // 0.7.19's client API had no websocket credentials route.
    expect(anchorProblems({...websocket, verified: '0.7.19'}, committed)[0]).toMatch(
      /is not a route of routes\/api-client.php at panel 0.7.19/,
    );
  });

  it('takes a path alone (the methods it takes), held to the paths of its verified release', () => {
    const committed = anchorReleases();
    const twoFactor = {
      repo: 'panel',
      file: 'routes/api-client.php',
      symbol: '/api/client/account/two-factor',
      verified: '1.15.0',
    };
    expect(anchorProblems(twoFactor, committed)).toEqual([]);
    expect(
      anchorProblems({...twoFactor, symbol: '/api/client/account/two-factors'}, committed),
    ).toEqual([
      'x-source.symbol /api/client/account/two-factors is the path of no route of routes/api-client.php at panel 1.15.0 (reference/releases/panel/1.15.0.json)',
    ]);
    expect(anchorProblems({...twoFactor, file: 'routes/api-application.php'}, committed)).toEqual([
      'x-source.symbol /api/client/account/two-factor is declared in routes/api-client.php, not routes/api-application.php, at panel 1.15.0',
    ]);
    expect(
      anchorProblems({...twoFactor, symbol: 'api/client/account/two-factor'}, committed)[0],
    ).toMatch(/bad form for routes\/api-client.php/);
  });

  it('names the releases of a Wings claim’s first line that were never read', () => {
    const wings = ['1.5.3', '1.5.4', '1.7.5', '1.11.0', '1.11.11', '1.12.2', '1.12.3'];
    expect(unreadBefore('1.12.2', wings)).toEqual(['1.12.0', '1.12.1']);
    expect(unreadBefore('1.12.3', wings)).toEqual([]);
    expect(unreadBefore('1.5.4', wings)).toEqual([]);
    expect(unreadBefore('1.11.0', wings)).toEqual([]);
    expect(unreadBefore('1.13.1', wings)).toEqual([]);
    expect(wingsFootnoteRange({since: '1.12.2'}, wings)).toBe(
      "Wings 1.12.2 and later; 1.12.0 and 1.12.1 were not read, so a text naming them dates the change from Wings' history",
    );
    expect(wingsFootnoteRange({since: '1.12.2', until: '1.12.3'}, wings)).toBe(
      "Wings 1.12.2 to 1.12.3; 1.12.0 and 1.12.1 were not read, so a text naming them dates the change from Wings' history",
    );
    expect(wingsFootnoteRange({since: '1.12.2'}, ['1.11.11', '1.12.1', '1.12.2'])).toBe(
      'Wings 1.12.2 and later',
    );
    expect(wingsFootnoteRange({since: '1.11.1'}, ['1.7.5', '1.11.1'])).toBe(
      "Wings 1.11.1 and later; 1.11.0 was not read, so a text naming it dates the change from Wings' history",
    );
    expect(wingsFootnoteRange({until: '1.11.11'}, wings)).toBe('Wings 1.11.11 and earlier');
  });

  it('takes a Wings claim’s since and until from the Wings releases', () => {
    const power = {
      repo: 'wings',
      file: 'server/power.go',
      symbol: 'Server.HandlePowerAction',
      verified: '1.12.3',
    };
    expect(anchorProblems({...power, since: '1.11.11', until: '1.12.3'}, releases)).toEqual([]);
    expect(anchorProblems({...power, since: '1.15.0'}, releases)).toEqual([
      'x-source.since "1.15.0" is not a wings release in reference/releases/index.json',
    ]);
    expect(anchorProblems({...power, since: '1.12.3', until: '1.11.11'}, releases)).toEqual([
      'x-source: since 1.12.3 is after until 1.11.11',
    ]);
    // And a panel claim's range stays in panel releases.
    expect(anchorProblems({...good, since: '1.12.3'}, releases)).toEqual([
      'x-source.since "1.12.3" is not a panel release in reference/releases/index.json',
    ]);
  });

  it('names the operation and the response or note of a bad anchor, and reads notes of both forms', () => {
    const document = {
      openapi: '3.1.0',
      info: {title: 't', version: '1'},
      paths: {
        '/x': {
          get: {
            operationId: 'getX',
            responses: {
              '200': {description: 'ok', 'x-source': good},
              '404': {description: 'no', 'x-source': {...good, verified: '9.9.9'}},
            },
            'x-notes': [
              'plain',
              {text: 'anchored', 'x-source': good},
              {text: 'bad', 'x-source': {...good, symbol: ''}},
            ],
          },
        },
      },
    } as unknown as OpenApiDocument;
    expect(fileAnchorProblems(document.paths, releases)).toEqual([
      'GET /x (getX): response 404: x-source.verified "9.9.9" is not a panel release in reference/releases/index.json',
      'GET /x (getX): x-notes[2]: x-source.symbol is empty',
    ]);
    expect(
      fileAnchorProblems(
        {responses: {NotFound: {description: 'no', 'x-source': {...good, repo: 'wings'}}}},
        releases,
      )[0],
    ).toMatch(/^shared response NotFound: x-source\.file .* is not a \.go file/);
    expect(documentAnchorProblems(document)).toEqual([]);
    // Each anchor is valid, but together they show the note as holding for no release.
    const split = [
      {...good, since: '1.12.1'},
      {...good, verified: '1.11.8', until: '1.11.8'},
    ];
    expect(
      fileAnchorProblems(
        {
          '/x': {
            get: {
              operationId: 'getX',
              responses: {'200': {description: 'ok', 'x-source': split}},
              'x-notes': [{text: 'two ranges', 'x-source': split}],
            },
          },
        },
        releases,
      ),
    ).toEqual([
      'GET /x (getX): response 200: its panel anchors give since 1.12.1 after until 1.11.8, so the claim would hold for no release: write one note per range',
      'GET /x (getX): x-notes[0]: its panel anchors give since 1.12.1 after until 1.11.8, so the claim would hold for no release: write one note per range',
    ]);
    // A schema's description is not shown with a range: its anchors may cover two ranges.
    expect(
      fileAnchorProblems(
        {Thing: {properties: {a: {description: 'x', 'x-source': split}}}},
        releases,
      ),
    ).toEqual([]);
    const badNote = structuredClone(document);
    (badNote.paths['/x']!.get!['x-notes'] as unknown[]).push({txt: 'typo'});
    expect(documentAnchorProblems(badNote).map((problem) => problem.message)).toEqual([
      'GET /x (getX): x-notes[3] must be a string or {text, x-source}',
    ]);
    expect(
      claimsOf(document, 'client').map((claim) => [claim.claim, claim.anchors.length]),
    ).toEqual([
      ['response 200', 1],
      ['response 404', 1],
      ['note 0', 0],
      ['note 1', 1],
      ['note 2', 1],
    ]);
    expect(noteText({text: 'anchored'})).toBe('anchored');
    expect(noteText('plain')).toBe('plain');
  });

  it('reads both repositories’ releases from the committed index', () => {
    const committed = anchorReleases();
    expect(committed.panel).toContain('1.15.0');
    expect(committed.wings).toContain('1.12.3');
  });
});

/** Every object-valued x-source in a document, with where it is, and every note's text. */
function anchorsIn(value: unknown, at = ''): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => anchorsIn(item, `${at}/${index}`));
  }
  if (typeof value !== 'object' || value === null) {
    return [];
  }
  return Object.entries(value).flatMap(([key, child]) =>
    key === 'x-source' && typeof child !== 'string'
      ? [`${at}: ${JSON.stringify(child)}`]
      : anchorsIn(child, `${at}/${key}`),
  );
}

describe('source anchors in the published documents', () => {
  it('keeps every response and note anchor of the bundled document', async () => {
    const loaded = (await loadAllApis(path.resolve(__dirname, '../..'))).get('client')!;
    const written = anchorsIn(loaded.bundled);
    expect(written.length).toBeGreaterThan(0);
    const published = anchorsIn(publishedDocument(loaded, 'https://docs.example.com'));
    // An operation's own responses and notes keep their anchors where they are. A shared response the
    // publisher inlines into each operation (the 422 with that operation's example) takes its anchor
    // along, so a shared response's anchor must survive somewhere, not at its components path.
    expect(published).toEqual(
      expect.arrayContaining(written.filter((entry) => entry.startsWith('/paths/'))),
    );
    const anchorValues = (entries: readonly string[]): string[] => [
      ...new Set(entries.map((entry) => entry.slice(entry.indexOf(': ') + 2))),
    ];
    expect(anchorValues(published)).toEqual(expect.arrayContaining(anchorValues(written)));
  }, 120_000);
});

describe('the Source references list of anchors', () => {
  it('counts each anchored symbol’s claims, those of pages apart, and orders its verified releases', () => {
    const older = {...good, verified: '1.11.8'};
    const wings = {
      repo: 'wings',
      file: 'server/power.go',
      symbol: 'Server.onBeforeStart',
      verified: '1.12.3',
    };
    const uses = anchorUses(
      [
        {
          a: {'x-source': good},
          b: [{'x-source': [wings, older]}],
          c: {'x-source': 'https://example.com/a-url-is-not-an-anchor'},
        },
      ],
      releases,
      [{...good, verified: '1.14.1'}],
    );
    expect(uses).toEqual([
      {
        repo: 'panel',
        file: good.file,
        symbol: good.symbol,
        claims: 3,
        pageClaims: 1,
        verified: ['1.11.8', '1.14.1', '1.15.0'],
      },
      {
        repo: 'wings',
        file: 'server/power.go',
        symbol: 'Server.onBeforeStart',
        claims: 1,
        pageClaims: 0,
        verified: ['1.12.3'],
      },
    ]);
  });

  it('links a file at its release tag, or at the commit of a release read from a branch', () => {
    expect(sourceFileUrl('panel', '1.11.8', 'app/X.php')).toBe(
      'https://github.com/pterodactyl/panel/blob/v1.11.8/app/X.php',
    );
    expect(sourceFileUrl('panel', '1.14.1', 'app/X.php')).toBe(
      'https://github.com/pterodactyl/panel/blob/c39a7be8f55a4537a4eaa4a134be6a3b975b14ec/app/X.php',
    );
    expect(sourceFileUrl('wings', '1.12.3', 'server/power.go')).toBe(
      'https://github.com/pterodactyl/wings/blob/eb65e27ae077a63e38518c490768486af1cd86a9/server/power.go',
    );
    expect(() => sourceFileUrl('wings', '9.9.9', 'x.go')).toThrow(/no wings release 9\.9\.9/);
  });
});

describe('notes that hold for some releases only', () => {
  const since = {text: 'Has its own limit.', 'x-source': [{...good, since: '1.12.1'}]};
  const until = {text: 'Refuses nothing.', 'x-source': {...good, until: '1.14.1'}};
  const both = {
    text: 'Both.',
    'x-source': [
      {...good, since: '1.12.1'},
      {...good, until: '1.14.1'},
    ],
  };

  it('take their range from their anchors and say it first', () => {
    expect(noteRange('plain')).toBeNull();
    expect(noteRange({text: 'x', 'x-source': good})).toBeNull();
    expect(noteDisplayText(since)).toBe('Since panel 1.12.1: Has its own limit.');
    expect(noteDisplayText(until)).toBe('Until panel 1.14.1: Refuses nothing.');
    expect(noteDisplayText(both)).toBe('Panel 1.12.1 to 1.14.1: Both.');
    expect(
      noteDisplayText({text: 'One.', 'x-source': {...good, since: '1.14.1', until: '1.14.1'}}),
    ).toBe('Panel 1.14.1 only: One.');
    // Read back to the first 1.x release: it holds throughout, so no range is shown.
    const readBack = {text: 'Old.', 'x-source': {...good, since: '1.0.0'}};
    expect(noteRange(readBack)).toBeNull();
    expect(noteDisplayText(readBack)).toBe('Old.');
    expect(
      noteDisplayText({text: 'Old.', 'x-source': {...good, since: '1.0.0', until: '1.14.1'}}),
    ).toBe('Until panel 1.14.1: Old.');
    // The first 1.x release alone is a release of its own, not a range that ends there.
    expect(
      noteDisplayText({text: 'First.', 'x-source': {...good, since: '1.0.0', until: '1.0.0'}}),
    ).toBe('Panel 1.0.0 only: First.');
    const wings = {
      repo: 'wings' as const,
      file: 'server/power.go',
      symbol: 'Server.HandlePowerAction',
      verified: '1.12.3',
    };
    const wingsSince = {text: 'Waits.', 'x-source': [{...wings, since: '1.12.2'}]};
    // A Wings range is said in Wings releases and is no panel range of the note.
    expect(noteDisplayText(wingsSince)).toBe('Wings 1.12.2 and later: Waits.');
    expect(noteRange(wingsSince)).toBeNull();
    expect(
      noteDisplayText({
        text: 'Both.',
        'x-source': [
          {...good, since: '1.12.1'},
          {...wings, until: '1.11.11'},
        ],
      }),
    ).toBe('Since panel 1.12.1; Wings 1.11.11 and earlier: Both.');
  });

  it('carry a range on where its code moved at the next release, and only there', () => {
    const oldPlace = {
      ...good,
      file: 'app/Old.php',
      symbol: 'Old::handle',
      since: '1.0.0',
      until: '1.2.2',
    };
    const newPlace = {...good, file: 'app/New.php', symbol: 'New::handle', since: '1.3.0'};
    // Moved in 1.3.0: the claim holds on in the new controller, so it holds throughout.
    expect(noteRange({text: 'Moved.', 'x-source': [oldPlace, newPlace]})).toBeNull();
    expect(
      noteRange({
        text: 'Moved twice.',
        'x-source': [oldPlace, {...newPlace, until: '1.7.0'}, {...good, since: '1.8.0'}],
      }),
    ).toBeNull();
    // The same code at the next release contrasts the claim; it still ends.
    expect(
      noteRange({
        text: 'Changed.',
        'x-source': [oldPlace, {...oldPlace, since: '1.3.0', until: undefined}],
      }),
    ).toEqual({until: '1.2.2'});
    // Other code that starts later, or that was there all along, supports it.
    expect(
      noteRange({text: 'Gap.', 'x-source': [oldPlace, {...newPlace, since: '1.4.0'}]}),
    ).toEqual({until: '1.2.2'});
    expect(
      noteRange({text: 'Support.', 'x-source': [oldPlace, {...newPlace, since: '1.0.0'}]}),
    ).toEqual({until: '1.2.2'});
  });

  it('reach the block model with every note’s range, only when one has a range', () => {
    const operation = {operationId: 'x', responses: {'200': {description: 'ok'}}};
    const withRanges = buildEndpointModel(apiById('legacy-client'), 'get', '/api/client', {
      ...operation,
      'x-notes': ['plain', since],
    });
    expect(withRanges.notes).toEqual(['plain', 'Since panel 1.12.1: Has its own limit.']);
    expect(withRanges.noteReleases).toEqual([null, {since: '1.12.1'}]);
    expect(
      buildEndpointModel(apiById('legacy-client'), 'get', '/api/client', {
        ...operation,
        'x-notes': ['plain'],
      }).noteReleases,
    ).toBeUndefined();
  });

  it('put an error row’s range first, and give it to the row', () => {
    const responses = {
      '200': {description: 'ok'},
      '429': {description: 'Too many.', 'x-source': {...good, since: '1.12.1'}},
      '404': {description: 'Gone.', 'x-source': good},
    };
    const model = buildEndpointModel(apiById('legacy-client'), 'get', '/api/client', {
      operationId: 'x',
      responses,
    });
    // The 404 is stated for every release: no range in its text, none given to its row.
    expect(model.errors).toEqual([
      {status: '404', codes: [], description: 'Gone.'},
      {
        status: '429',
        codes: [],
        description: 'Since panel 1.12.1: Too many.',
        releases: {since: '1.12.1'},
      },
    ]);
  });

  it('are the only place a v1 document types a release in an operation’s description or an error row', () => {
    // A range written in a description or an error row has no anchor to carry it, and a row's
    // anchors give the whole row one range: it goes in a note of its own, with since/until.
    const typed: string[] = [];
    for (const api of ['client', 'application']) {
      const dir = path.join(root, 'openapi', api, 'paths');
      for (const name of filesUnder(dir).filter((file) => file.endsWith('.yaml'))) {
        const paths = parseYaml(readFileSync(path.join(dir, name), 'utf8')) as Record<
          string,
          Record<string, {description?: string; responses?: Record<string, {description?: string}>}>
        >;
        for (const [route, item] of Object.entries(paths)) {
          for (const [method, operation] of Object.entries(item)) {
            const texts = [
              ['description', operation.description],
              ...Object.entries(operation.responses ?? {})
                .filter(([status]) => !status.startsWith('2'))
                .map(([status, response]) => [`response ${status}`, response.description]),
            ];
            for (const [where, text] of texts) {
              const release = /(?<![\d.])\d+\.\d+\.\d+(?![\d]|\.\d)/.exec(text ?? '');
              if (release) typed.push(`${api}/${name} ${method} ${route} ${where}: ${release[0]}`);
            }
          }
        }
      }
    }
    expect(typed).toEqual([]);
  });
});
