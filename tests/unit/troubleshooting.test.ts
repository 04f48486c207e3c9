import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readPermission} from '../../schema/releaseTables';
import {RELEASES_DIR, releaseTable, type ReleaseRoute} from '../../src/plugins/facts/tables';

const root = path.resolve(__dirname, '../..');
const page = readFileSync(path.join(root, 'docs/troubleshooting.md'), 'utf8');

/**
 * Each row of "What the API cannot do", by the words in bold at the start of its task, with the
 * routes that would contradict it. A row is true only while no 1.x release table has such a route.
 */
const gaps: Record<string, (route: ReleaseRoute) => boolean> = {
  'application API keys': (route) => route.api === 'application' && /key/i.test(route.path),
  'account API key for another user': (route) =>
    route.path.includes('api-keys') && !route.path.startsWith('/api/client/account/api-keys'),
  'nests and eggs': (route) => route.method !== 'GET' && /\/(nests|eggs)(\/|$)/.test(route.path),
  'database hosts': (route) => /host/i.test(route.path),
  mounts: (route) => /mount/i.test(route.path),
  Transfer: (route) => /transfer/i.test(route.path),
  'install status': (route) => /\/(install|toggle)(\/|$)/.test(route.path),
  'alias of an existing allocation': (route) =>
    route.api === 'application' &&
    ((/\/allocations\/\{allocation\}/.test(route.path) && route.method !== 'DELETE') ||
      (route.method === 'DELETE' && route.path.endsWith('/allocations'))),
  'auto-deploy token': (route) => route.api === 'application' && /token|system/i.test(route.path),
  settings: (route) => route.api === 'application' && /settings/.test(route.path),
  'power action': (route) =>
    route.api === 'application' &&
    /\/(power|start|stop|restart|kill|command)(\/|$)/.test(route.path),
  "another user's two-factor authentication": (route) =>
    route.api === 'application' &&
    (/two-factor|totp|2fa/i.test(route.path) ||
      Object.keys(route.body).some((field) => /totp|2fa|two_factor/i.test(field))),
};

function panelReleases(): string[] {
  const index = JSON.parse(readFileSync(path.join(RELEASES_DIR, 'index.json'), 'utf8')) as {
    panel: {version: string}[];
  };
  return index.panel
    .map((release) => release.version)
    .filter((version) => !version.startsWith('0.'));
}

/** The rows of the page's "What the API cannot do" table, each by its first bold words. */
function gapRows(): string[] {
  const section = page.split(/^## What the API cannot do$/m)[1]?.split(/^## /m)[0] ?? '';
  const rows = section
    .split('\n')
    .filter(
      (line) => line.startsWith('| ') && !line.startsWith('| Task') && !line.startsWith('| ---'),
    );
  return rows.map((row) => row.match(/\*\*([^*]+)\*\*/)?.[1] ?? row);
}

describe('troubleshooting: what the API cannot do', () => {
  it('has one checked row per gap, and no row without a check', () => {
    expect(gapRows().sort()).toEqual(Object.keys(gaps).sort());
  });

  it('no 1.x release up to the current one has a route for any of them', () => {
    const releases = panelReleases();
    expect(releases).toContain('1.0.0');
    expect(releases).toContain('1.15.0');
    const found: string[] = [];
    for (const version of releases) {
      for (const route of releaseTable(version).routes) {
        for (const [gap, contradicts] of Object.entries(gaps)) {
          if (contradicts(route)) found.push(`${version}: ${route.method} ${route.path} (${gap})`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('no route checks the database_hosts access level, which the page says manages no hosts', () => {
    expect(page).toContain('`database_hosts` access level');
    const checking = panelReleases().flatMap((version) =>
      releaseTable(version)
        .routes.filter((route) =>
          ((grant) => grant.kind === 'application' && grant.resource === 'database_hosts')(
            readPermission(route.permission),
          ),
        )
        .map((route) => `${version}: ${route.method} ${route.path}`),
    );
    expect(checking).toEqual([]);
  });

  it('the checks would catch a route of each kind', () => {
    const route = (
      api: ReleaseRoute['api'],
      method: string,
      routePath: string,
      body: Record<string, string> = {},
    ): ReleaseRoute => ({
      api,
      method,
      path: routePath,
      name: null,
      controller: '',
      request_class: null,
      permission: null,
      permission_source: 'none',
      throttle: [],
      middleware: [],
      body,
    });
    const samples: Record<string, ReleaseRoute> = {
      'application API keys': route('application', 'POST', '/api/application/api-keys'),
      'account API key for another user': route(
        'application',
        'POST',
        '/api/application/users/{user}/api-keys',
      ),
      'nests and eggs': route('application', 'POST', '/api/application/nests/{nest}/eggs'),
      'database hosts': route('application', 'GET', '/api/application/database-hosts'),
      mounts: route('application', 'GET', '/api/application/mounts'),
      Transfer: route('application', 'POST', '/api/application/servers/{server}/transfer'),
      'install status': route('application', 'POST', '/api/application/servers/{server}/install'),
      'alias of an existing allocation': route(
        'application',
        'PATCH',
        '/api/application/nodes/{node}/allocations/{allocation}',
      ),
      'auto-deploy token': route('application', 'POST', '/api/application/nodes/{node}/token'),
      settings: route('application', 'PATCH', '/api/application/settings'),
      'power action': route('application', 'POST', '/api/application/servers/{server}/power'),
      "another user's two-factor authentication": route(
        'application',
        'PATCH',
        '/api/application/users/{user}',
        {use_totp: 'boolean'},
      ),
    };
    for (const [gap, contradicts] of Object.entries(gaps)) {
      expect(contradicts(samples[gap]!), gap).toBe(true);
    }
  });
});

describe('troubleshooting: mistakes real clients make', () => {
  const section = page.split(/^## Mistakes real clients make$/m)[1]?.split(/^## /m)[0] ?? '';
  const route = (version: string, method: string, routePath: string): ReleaseRoute | undefined =>
    releaseTable(version).routes.find(
      (candidate) => candidate.method === method && candidate.path === routePath,
    );
  const versions = panelReleases();
  const from = (first: string): string[] => versions.slice(versions.indexOf(first));
  const before = (first: string): string[] => versions.slice(0, versions.indexOf(first));
  const current = versions.at(-1) ?? '';

  it('has the rows the tables below check', () => {
    for (const words of [
      'A `nest` field',
      '`short`',
      '`?truncate=true`',
      '`DELETE /api/client/account/two-factor`',
      'Only `code`',
      '`Origin`',
      'event whose name Wings does not know',
    ]) {
      expect(section, words).toContain(words);
    }
  });

  it('create-server reads no nest field in any 1.x release', () => {
    expect(
      versions.filter((version) =>
        Object.keys(route(version, 'POST', '/api/application/servers')?.body ?? {nest: ''}).some(
          (field) => field.startsWith('nest'),
        ),
      ),
    ).toEqual([]);
  });

  it('locations take short (required) and long', () => {
    const body = route(current, 'POST', '/api/application/locations')?.body ?? {};
    expect(Object.keys(body).sort()).toEqual(['long', 'short']);
    expect(body['short']).toMatch(/^required\|/);
  });

  it('restoring a backup needs truncate as a boolean', () => {
    expect(
      route(current, 'POST', '/api/client/servers/{server}/backups/{backup}/restore')?.body,
    ).toEqual({truncate: 'required|boolean'});
  });

  it('two-factor is turned off with POST …/disable from 1.11.8 and with DELETE before; turning it on needs password from 1.9.2', () => {
    expect(
      from('1.11.8').filter(
        (version) =>
          !route(version, 'POST', '/api/client/account/two-factor/disable') ||
          route(version, 'DELETE', '/api/client/account/two-factor'),
      ),
    ).toEqual([]);
    expect(
      before('1.11.8').filter(
        (version) => !route(version, 'DELETE', '/api/client/account/two-factor'),
      ),
    ).toEqual([]);
    const needsPassword = (version: string): boolean =>
      /required/.test(
        String(route(version, 'POST', '/api/client/account/two-factor')?.body['password'] ?? ''),
      );
    expect(from('1.9.2').filter((version) => !needsPassword(version))).toEqual([]);
    expect(before('1.9.2').filter(needsPassword)).toEqual([]);
  });
});
