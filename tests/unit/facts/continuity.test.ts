/**
 * A fact present in one release and absent in the next: the run accepts it only when the source
 * shows the removal. Wings on a small repository written here (three releases: a limiter the
 * extractor reads, the same limiter rewritten in a shape its pattern does not read, the limiter
 * removed); the panel check on two hand-made tables over an in-memory source.
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {type PanelReleaseRead, panelContinuity} from '../../../scripts/facts/continuity';
import {ExtractionError, extractAll} from '../../../scripts/facts/extract';
import type {PanelRoute} from '../../../schema/releaseTables';
import type {ReleasePoint} from '../../../scripts/facts/releases.config';
import {release, writeTree} from './support/fixtureRepo';

const work = mkdtempSync(path.join(tmpdir(), 'facts-continuity-'));

const handler = (limiter: string) => `package websocket

const (
	AuthEvent = Event("auth")
	PermissionConnect = "websocket.connect"
)

func (h *Handler) HandleInbound(m Message) error {
	switch m.Event {
	case AuthEvent:
		{
			return nil
		}
	}
	return nil
}
${limiter}`;

const READ = `
func limitValuesFor(e Event) (rate.Limit, int) {
	return rate.Every(time.Second * 2), 3
}
`;
// Same construct, a shape the pattern does not match (the duration written the other way round).
const UNREAD = `
func limitValuesFor(e Event) (rate.Limit, int) {
	return rate.Every(2 * time.Second), 3
}
`;

let wingsGitDir = '';
const points: Record<string, ReleasePoint> = {};

beforeAll(() => {
  const wings = path.join(work, 'wings');
  mkdirSync(wings);
  execFileSync('git', ['-C', wings, 'init', '-q']);
  wingsGitDir = path.join(wings, '.git');
  const tree = (limiter: string) => ({
    'router/websocket/websocket.go': handler(limiter),
    'router/tokens/websocket.go':
      'package tokens\n\ntype WebsocketPayload struct {\n\tServerUUID string `json:"server_uuid"`\n}\n',
    'router/router_server_ws.go': 'package router\n',
    'server/events.go': 'package server\n',
  });
  writeTree(wings, tree(READ));
  points['read'] = release(wings, 'v1.0.0', '2024-01-01T00:00:00Z');
  writeTree(wings, tree(UNREAD));
  points['unread'] = release(wings, 'v1.1.0', '2024-02-01T00:00:00Z');
  writeTree(wings, tree(''));
  points['removed'] = release(wings, 'v1.2.0', '2024-03-01T00:00:00Z');
});

afterAll(() => rmSync(work, {recursive: true, force: true}));

const runWings = (...names: string[]) =>
  extractAll({
    panelGitDir: wingsGitDir,
    wingsGitDir,
    panelReleases: [],
    wingsReleases: names.map((n) => points[n]!),
    current: '1.0.0',
    changes: [],
  });

describe('a Wings fact that stops being read', () => {
  it('fails the run when its construct is still in the source, naming the release and the fact', () => {
    expect(() => runWings('read', 'unread')).toThrow(ExtractionError);
    expect(() => runWings('read', 'unread')).toThrow(
      /wings 1\.1\.0: limits\.event_rates: the source has .*limitValuesFor.* but the extractor's pattern read nothing/,
    );
    expect(() => runWings('read', 'unread')).toThrow(
      /wings 1\.1\.0: limits\.event_rates \(.*in 1\.0\.0\) is gone, but its construct is still in the source/,
    );
  });

  it('is a removal the tables show when the construct is gone from the source', () => {
    const outputs = runWings('read', 'removed');
    const before = JSON.parse(outputs.get('wings/1.0.0.json')!) as {
      websocket: {limits: Record<string, unknown>};
    };
    const after = JSON.parse(outputs.get('wings/1.2.0.json')!) as {
      websocket: {limits: Record<string, unknown>};
    };
    expect(before.websocket.limits['event_rates']).toEqual([
      {events: 'default', every_ms: 2000, burst: 3},
    ]);
    expect(after.websocket.limits['event_rates']).toBeUndefined();
  });
});

describe('a panel fact that disappears', () => {
  const route = (permission: string | null): PanelRoute => ({
    api: 'client',
    method: 'POST',
    path: '/api/client/things',
    name: null,
    controller: 'ThingController@store',
    request_class: 'StoreThingRequest',
    permission,
    permission_source: permission ? 'form_request' : 'none',
    throttle: [],
    middleware: [],
    body: {},
  });
  const read = (version: string, commit: string, permission: string | null): PanelReleaseRead => ({
    version,
    commit,
    facts: {
      routes: [route(permission)],
      limits: {global: {}, resources: []},
      permissions: {},
      errors: {},
    },
    routeSources: new Map([
      ['POST /api/client/things', ['app/Http/Requests/StoreThingRequest.php']],
    ]),
  });

  it('fails when none of the files it was read from changed', () => {
    const sameSource = {show: () => '<?php // the same request at both commits'};
    expect(
      panelContinuity(sameSource, read('1.0.0', 'a', 'thing.create'), read('1.1.0', 'b', null)),
    ).toEqual([
      'panel 1.1.0: POST /api/client/things: permission ("thing.create" in 1.0.0) is gone, but none of the 1 files it was read from changed',
    ]);
  });

  it('fails when a subuser permission key goes while app/Models/Permission.php is unchanged', () => {
    const withKey = {
      ...read('1.0.0', 'a', 'thing.create'),
      facts: {
        ...read('1.0.0', 'a', 'thing.create').facts,
        permissions: {'thing.create': 'Create things'},
      },
    };
    const sameSource = {show: () => '<?php // unchanged'};
    expect(panelContinuity(sameSource, withKey, read('1.1.0', 'b', 'thing.create'))).toEqual([
      'panel 1.1.0: subuser permission key thing.create (in 1.0.0) is gone, but none of app/Models/Permission.php changed',
    ]);
  });

  it('passes when a file it was read from changed between the releases', () => {
    const changedSource = {show: (commit: string) => `<?php // request at ${commit}`};
    expect(
      panelContinuity(changedSource, read('1.0.0', 'a', 'thing.create'), read('1.1.0', 'b', null)),
    ).toEqual([]);
  });
});
