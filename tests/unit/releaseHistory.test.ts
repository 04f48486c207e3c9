import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {panelReleases, releaseHistory, routeHistory} from '../../src/plugins/facts/releaseHistory';
import {documentedPath, releaseTable, routeKey} from '../../src/plugins/facts/tables';
import {loadAllApis} from '../../src/plugins/endpoints/openapi/load';
import {publishedDocument} from '../../src/plugins/endpoints/openapi/published';
import {operationsOf} from '../../src/plugins/endpoints/openapi/types';

const root = path.resolve(__dirname, '../..');
const SITE = 'https://docs.example.com';
const index = JSON.parse(
  readFileSync(path.join(root, 'reference/releases/index.json'), 'utf8'),
) as {current: string; panel: {version: string}[]};
const releases = index.panel
  .map((entry) => entry.version)
  .filter((version) => version.startsWith('1.'));

/** Straight from the tables: the first release whose routes file has the route. */
function firstReleaseWith(method: string, routePath: string): string | undefined {
  return releases.find((release) =>
    releaseTable(release).routes.some(
      (route) => route.method === method && documentedPath(route) === routePath,
    ),
  );
}

describe('release history', () => {
  it('takes the 1.x releases in the order of the release list, ending with 1.14.0, 1.14.1 and 1.15.0 (no unnumbered release point)', () => {
    expect(panelReleases()).toEqual(releases);
    expect(releases.at(-1)).toBe(index.current);
    expect(releases.slice(-4)).toEqual(['1.12.3', '1.14.0', '1.14.1', '1.15.0']);
    expect(releases.filter((release) => !/^\d+\.\d+\.\d+$/.test(release))).toEqual([]);
  });

  const changesOf = (release: string, route: string): string[] =>
    releaseHistory()
      .log.find((entry) => entry.release === release)
      ?.changes.filter((change) => change.route === route)
      .map((change) => change.change) ?? [];

  it("dates 1.14.0's changes to 1.14.0: the node configuration needs write access", () => {
    expect(changesOf('1.14.0', 'GET /api/application/nodes/{node}/configuration')).toEqual([
      'Permission: `nodes` read → `nodes` write.',
    ]);
  });

  it('dates the task permissions and the email rule to 1.14.1', () => {
    for (const route of [
      'POST /api/client/servers/{server}/schedules/{schedule}/tasks',
      'POST /api/client/servers/{server}/schedules/{schedule}/tasks/{task}',
    ]) {
      const [added, ...rest] = changesOf('1.14.1', route);
      // The same commit made a power task's payload one of the four actions.
      expect(rest).toEqual([
        'Body field `payload`: `required_unless:action,backup|string|nullable` → `required_unless:action,backup|string|nullable|Rule::when`.',
      ]);
      expect(added).toMatch(
        /^Permission check added: `StoreTaskRequest::authorize\(\)` also checks the permission `Task::permissionForAction\(\)` computes from `action` and `payload`: /,
      );
      expect(added).toContain('`control.console` for `action=command`');
      expect(added).toContain('`backup.create` for `action=backup`');
      expect(added).toContain('`control.stop` for `action=power, payload=kill`');
    }
    expect(
      changesOf('1.14.1', 'POST /api/client/servers/{server}/schedules/{schedule}/execute'),
    ).toEqual([
      'Permission check added: `ScheduleController::authorizeTasks()` also checks, for each stored record it acts on, the permission `Task::permissionForAction()` computes.',
    ]);
    for (const route of [
      'PUT /api/client/account/email',
      'POST /api/application/users',
      'PATCH /api/application/users/{user}',
    ]) {
      expect(changesOf('1.14.1', route)).toEqual([
        'Body field `email`: `required|email:strict|between:1,191|unique:users,email` → `required|email:strict|between:1,191|unique:users,email|UserEmail`.',
      ]);
    }
    expect(changesOf('1.14.1', 'POST /api/client/servers/{server}/users')).toEqual([
      'Body field `email`: `required|email:strict|between:1,191` → `required|email:strict|between:1,191|UserEmail`.',
    ]);
  });

  it('dates to 1.15.0 the end of the per-task check on running a schedule and of the email rule, and nothing else', () => {
    const changed = releaseHistory().log.find((entry) => entry.release === '1.15.0')?.changes ?? [];
    expect(changed.map((change) => change.route).sort()).toEqual(
      [
        'PATCH /api/application/users/{user}',
        'POST /api/application/users',
        'POST /api/client/servers/{server}/schedules/{schedule}/execute',
        'POST /api/client/servers/{server}/users',
        'PUT /api/client/account/email',
      ].sort(),
    );
    expect(
      changesOf('1.15.0', 'POST /api/client/servers/{server}/schedules/{schedule}/execute'),
    ).toEqual([
      'Permission check removed: `ScheduleController::authorizeTasks()` also checks, for each stored record it acts on, the permission `Task::permissionForAction()` computes.',
    ]);
    expect(changesOf('1.15.0', 'PUT /api/client/account/email')).toEqual([
      'Body field `email`: `required|email:strict|between:1,191|unique:users,email|UserEmail` → `required|email:strict|between:1,191|unique:users,email`.',
    ]);
  });

  it('dates the routes that arrived during 1.x as the tables do', () => {
    expect(routeHistory('GET', '/api/client/account/activity')?.since).toBe(
      firstReleaseWith('GET', '/api/client/account/activity'),
    );
    expect(routeHistory('GET', '/api/client/account/activity')?.since).toBe('1.8.0');
    expect(routeHistory('GET', '/api/client/account/ssh-keys')?.since).toBe('1.8.0');
    expect(routeHistory('GET', '/api/client/servers/{server}/activity')?.since).toBe('1.9.0');
    expect(routeHistory('GET', '/api/client/servers/{server}')?.since).toBe('1.0.0');
  });

  it('records a route limit and the API-wide limits where they changed', () => {
    const websocket = routeHistory('GET', '/api/client/servers/{server}/websocket');
    const limitChange = websocket?.changes.find((change) =>
      change.change.startsWith('Own rate limit'),
    );
    expect(limitChange?.release).toBe('1.12.0');
    const {globalLimits} = releaseHistory();
    for (const release of releases) {
      expect(globalLimits.get(release)?.client).toBe(
        releaseTable(release).limits.global.client.per_minute,
      );
    }
    const logged = releaseHistory().log.flatMap(({release, changes}) =>
      changes.filter((change) => !change.route && change.api === 'client').map(() => release),
    );
    const expected = releases
      .slice(1)
      .filter(
        (release, at) =>
          releaseTable(release).limits.global.client.per_minute !==
          releaseTable(releases[at]!).limits.global.client.per_minute,
      );
    expect(logged).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
  });

  it('logs every route that a release added or removed', () => {
    for (const [at, release] of releases.entries()) {
      if (at === 0) continue;
      const before = new Set(
        releaseTable(releases[at - 1]!).routes.map((route) => routeKey(route.method, route.path)),
      );
      const after = new Set(
        releaseTable(release).routes.map((route) => routeKey(route.method, route.path)),
      );
      const logged = releaseHistory().log.find((entry) => entry.release === release)?.changes ?? [];
      const added = logged
        .filter((change) => change.change.startsWith('Added'))
        .map((change) => change.route);
      const removed = logged
        .filter((change) => change.change === 'Removed.')
        .map((change) => change.route);
      expect(added.sort()).toEqual([...after].filter((key) => !before.has(key)).sort());
      expect(removed.sort()).toEqual([...before].filter((key) => !after.has(key)).sort());
    }
  });
});

describe('the published current documents', () => {
  it('carry the release of every operation and its later changes, and name the release and commit in info', async () => {
    const apis = await loadAllApis(root);
    for (const id of ['client', 'application'] as const) {
      const loaded = apis.get(id)!;
      const published = publishedDocument(loaded, SITE);
      const current = releaseTable(index.current).release;
      expect(published.info['x-pterodactyl-release' as never]).toBe(current.version);
      expect(published.info['x-pterodactyl-commit' as never]).toBe(current.commit);
      for (const {method, path: routePath, operation} of operationsOf(published)) {
        expect(operation['x-pterodactyl-since'], `${method} ${routePath}`).toBe(
          firstReleaseWith(method.toUpperCase(), routePath),
        );
        const changes = operation['x-pterodactyl-changes'] as {release: string; change: string}[];
        expect(changes).toEqual(
          routeHistory(method, routePath)?.changes.map(({release, change}) => ({release, change})),
        );
      }
      // The source documents stay free of history: it is generated.
      expect(JSON.stringify(loaded.bundled)).not.toContain('x-pterodactyl-since');
    }
    const websocket = publishedDocument(apis.get('client')!, SITE).paths[
      '/api/client/servers/{server}/websocket'
    ]?.get;
    expect(
      (websocket?.['x-pterodactyl-changes'] as {release: string}[]).map((change) => change.release),
    ).toContain('1.12.0');
  });

  it('give the legacy documents no release history', async () => {
    const loaded = (await loadAllApis(root)).get('legacy-client')!;
    expect(JSON.stringify(publishedDocument(loaded, SITE))).not.toContain('x-pterodactyl-since');
  });
});
