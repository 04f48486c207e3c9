import {describe, expect, it} from 'vitest';
import {addedInCurrent, compareRoutes, upgradeRows} from '../../src/plugins/facts/upgradeCompare';
import {factRoutes, type FactRoute} from '../../src/plugins/facts/tables';

const legacy = factRoutes('legacy');
const current = factRoutes('current');
const rows = upgradeRows(legacy, current);
const rowFor = (method: string, path: string) =>
  rows.find((row) => row.legacy.method === method && row.legacy.path === path);

describe('the 0.7 to 1.x upgrade table, from the two fact tables', () => {
  it('has one row per 0.7 route, in the 0.7 table order', () => {
    expect(rows).toHaveLength(46);
    expect(rows.map((row) => `${row.legacy.method} ${row.legacy.path}`)).toEqual(
      legacy.map((route) => `${route.method} ${route.path}`),
    );
  });

  it('maps /utilization to /resources, with the changes that came with it', () => {
    const row = rowFor('GET', '/api/client/servers/{server}/utilization');
    expect(row?.status).toBe('renamed');
    expect(row?.current).toEqual({method: 'GET', path: '/api/client/servers/{server}/resources'});
    expect(row?.changes).toContain('Own rate limit: 15 per minute → none.');
    expect(row?.changes.join(' ')).toMatch(/Response attributes .*`memory`.* removed\./);
  });

  it('marks rebuild as removed and every other route as kept', () => {
    expect(rows.filter((row) => row.status === 'removed').map((row) => row.legacy.path)).toEqual([
      '/api/application/servers/{server}/rebuild',
    ]);
    expect(rows.filter((row) => row.status === 'same path')).toHaveLength(44);
  });

  it('names permission changes', () => {
    expect(rowFor('POST', '/api/client/servers/{server}/command')?.changes).toEqual([
      'Permission: `send-command` → `control.console`.',
    ]);
    expect(rowFor('POST', '/api/client/servers/{server}/power')?.changes.join(' ')).toContain(
      '`power-start` for `start`',
    );
  });

  it('lists the 1.x routes with no 0.7 counterpart: 111 minus the 45 that carried over', () => {
    expect(current).toHaveLength(111);
    expect(addedInCurrent(legacy, current)).toHaveLength(66);
  });
});

describe('compareRoutes', () => {
  const base: FactRoute = {
    api: 'application',
    method: 'POST',
    path: '/api/application/users',
    group: 'users',
    controller: 'Users\\UserController@store',
    permission: {resource: 'users', access: 'write'},
    throttle: ['throttle:120,1'],
    body: {email: 'required|email', username: 'required|string'},
    response: {status: 201, shape: 'item'},
  };

  it('reports nothing for identical routes', () => {
    expect(compareRoutes(base, base)).toEqual([]);
  });

  it('reports field, rule, limit and status changes as the release history words them', () => {
    const next: FactRoute = {
      ...base,
      throttle: ['throttle:120,1', 'throttle:10,1'],
      body: {email: 'required|email|max:191', first_name: 'required|string'},
      query: {include: 'user, egg'},
      response: {status: 200, shape: 'item'},
    };
    expect(compareRoutes(base, next)).toEqual([
      'Own rate limit: none → 10 per minute.',
      'Body field `email`: `required|email` → `required|email|max:191`.',
      'Body field `first_name` validated (`required|string`).',
      'Body field `username` no longer validated.',
      'Query parameter `include` validated.',
      'Success status: 201 → 200.',
    ]);
  });

  it('compares query parameters by name only: the shared tables describe them in words', () => {
    const described = {...base, query: {include: 'user'}};
    expect(compareRoutes(described, {...base, query: {include: 'user, egg'}})).toEqual([]);
  });
});
