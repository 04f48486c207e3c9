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
    expect(row?.changes).toContain("The route's own limit of 15 per minute is gone.");
    expect(row?.changes.join(' ')).toMatch(/Response attributes removed: .*`memory`/);
  });

  it('marks rebuild as removed and every other route as kept', () => {
    expect(rows.filter((row) => row.status === 'removed').map((row) => row.legacy.path)).toEqual([
      '/api/application/servers/{server}/rebuild',
    ]);
    expect(rows.filter((row) => row.status === 'same path')).toHaveLength(44);
  });

  it('names permission changes', () => {
    expect(rowFor('POST', '/api/client/servers/{server}/command')?.changes).toEqual([
      'Permission `send-command` becomes `control.console`.',
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

  it('reports field, rule, limit and status changes', () => {
    const next: FactRoute = {
      ...base,
      throttle: ['throttle:120,1', 'throttle:10,1'],
      body: {email: 'required|email|max:191', first_name: 'required|string'},
      response: {status: 200, shape: 'item'},
    };
    expect(compareRoutes(base, next)).toEqual([
      'New own limit: 10 per minute.',
      'Body fields added: `first_name`.',
      'Body fields removed: `username`.',
      '`email` rules `required|email` become `required|email|max:191`.',
      'Success status 201 becomes 200.',
    ]);
  });
});
