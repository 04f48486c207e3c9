import {describe, expect, it} from 'vitest';
import {anchorProblems, anchorReleases, claimsOf, documentAnchorProblems, noteText} from '../../src/plugins/endpoints/openapi/anchors';
import type {OpenApiDocument} from '../../src/plugins/endpoints/openapi/types';

const releases = {panel: ['0.7.19', '1.11.8', '1.12.1', '1.14.1', '1.15.0'], wings: ['1.11.11', '1.12.3']};
const good = {repo: 'panel', file: 'app/Http/Controllers/Api/Client/Servers/FileController.php', symbol: 'FileController::contents', verified: '1.15.0'};

describe('source anchors', () => {
  it('accepts each symbol form and a list of anchors', () => {
    expect(anchorProblems(good, releases)).toEqual([]);
    expect(anchorProblems({...good, symbol: 'FileController'}, releases)).toEqual([]);
    expect(anchorProblems({repo: 'panel', file: 'config/pterodactyl.php', symbol: 'config:files.max_edit_size', verified: '1.14.1', since: '1.12.1', until: '1.14.1'}, releases)).toEqual([]);
    expect(anchorProblems([{repo: 'wings', file: 'router/router_server.go', symbol: 'postServerPower', verified: '1.12.3'}, {repo: 'wings', file: 'server/power.go', symbol: 'Server.HandlePowerAction', verified: '1.11.11'}], releases)).toEqual([]);
  });

  it('names each malformed part', () => {
    expect(anchorProblems({...good, repo: 'daemon'}, releases)).toEqual(['x-source.repo must be panel or wings, found "daemon"']);
    expect(anchorProblems({...good, verified: '1.13.0'}, releases)).toEqual(['x-source.verified "1.13.0" is not a panel release in reference/releases/index.json']);
    expect(anchorProblems({...good, repo: 'wings', verified: '1.12.3'}, releases)).toEqual(['x-source.file app/Http/Controllers/Api/Client/Servers/FileController.php is not a .go file (the wings anchors read .go sources)']);
    expect(anchorProblems({repo: 'wings', file: 'server/power.go', symbol: 'Server::HandlePowerAction', verified: '1.12.3'}, releases)[0]).toMatch(/bad form for server\/power.go \(expected Func, Type.Method or Type\)/);
    expect(anchorProblems({...good, symbol: ' '}, releases)).toEqual(['x-source.symbol is empty']);
    expect(anchorProblems({...good, symbol: 'FileController->contents'}, releases)[0]).toMatch(/bad form .*Class::method or Class/);
    expect(anchorProblems({...good, since: '1.14.1', until: '1.12.1'}, releases)).toEqual(['x-source: since 1.14.1 is after until 1.12.1']);
    expect(anchorProblems('https://github.com/x', releases)[0]).toMatch(/must be an object/);
  });

  it('names the operation and the response or note of a bad anchor, and reads notes of both forms', () => {
    const document = {
      openapi: '3.1.0',
      info: {title: 't', version: '1'},
      paths: {
        '/x': {
          get: {
            operationId: 'getX',
            responses: {'200': {description: 'ok', 'x-source': good}, '404': {description: 'no', 'x-source': {...good, verified: '9.9.9'}}},
            'x-notes': ['plain', {text: 'anchored', 'x-source': good}, {text: 'bad', 'x-source': {...good, symbol: ''}}],
          },
        },
      },
    } as unknown as OpenApiDocument;
    expect(documentAnchorProblems(document, releases).map((problem) => problem.message)).toEqual([
      'GET /x (getX): response 404: x-source.verified "9.9.9" is not a panel release in reference/releases/index.json',
      'GET /x (getX): x-notes[2]: x-source.symbol is empty',
    ]);
    expect(claimsOf(document, 'client').map((claim) => [claim.claim, claim.anchors.length])).toEqual([
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
