/**
 * The permission catalogue's `<PermissionGroup>` element (src/plugins/facts/permissionTables.ts):
 * the Users page's generated endpoint lists against the OpenAPI document's `x-permission` (an
 * independent record of the same fact), the build errors a page can cause, and the tables the
 * topic pages generate with `<PermissionTable>` and `<LegacyPermissionTable>` (their keys against
 * the groups, their endpoint links against `x-permission` and the shared 0.7 table).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {PhrasingContent, Root, Table} from 'mdast';
import {describe, expect, it} from 'vitest';
import remarkFacts from '../../src/plugins/facts/remark';
import {
  SERVER_PATH,
  routesCheckingPermission,
  taskPermissionRows,
  uncheckedServerRoutes,
} from '../../src/plugins/facts/permissionTables';
import {
  currentRelease,
  legacyPermissionGroups,
  legacyReleaseVersion,
  permissionCatalogue,
  releaseTable,
  type FactRoute,
} from '../../src/plugins/facts/tables';
import {loadAllApis} from '../../src/plugins/endpoints/openapi/load';
import {operationLocations} from '../../src/plugins/endpoints/openapi/endpointLinks';
import {operationsOf} from '../../src/plugins/endpoints/openapi/types';
import {permissionKeys, type Permission} from '../../schema/releaseTables';
import {parsePage} from '../../schema/sourceElements';

const root = path.resolve(__dirname, '../..');
const USERS_PAGE = 'docs/api/client/users.mdx';

/** A page's tree as the build parses it (MDX and GFM), after the facts plugin. */
async function treeOf(markdown: string, file: string): Promise<Root> {
  const tree = parsePage(markdown);
  await remarkFacts()(tree, {path: file});
  return tree;
}

/** The catalogue tables of a page: key → the endpoints its "Where it applies" cell lists. */
function catalogueRows(tree: Root): Map<string, string[]> {
  const rows = new Map<string, string[]>();
  const tables = tree.children.filter(
    (node): node is Table =>
      node.type === 'table' &&
      node.children[0]?.children.map((cell) => (cell.children[0] as {value?: string}).value)[2] ===
        'Where it applies',
  );
  for (const table of tables) {
    for (const row of table.children.slice(1)) {
      const [keyCell, , whereCell] = row.children;
      const key = (keyCell?.children[0] as {value: string}).value;
      const listed: string[] = [];
      // The list is the cell's code spans up to its first line break or sentence.
      for (const node of (whereCell?.children ?? []) as PhrasingContent[]) {
        if (node.type === 'inlineCode') listed.push(node.value);
        else if (node.type !== 'text' || node.value.trim() !== ',') break;
      }
      rows.set(key, listed);
    }
  }
  return rows;
}

describe('the permission catalogue on the Users page', () => {
  it('lists, for every key, exactly the operations whose x-permission is that key', async () => {
    const page = readFileSync(path.join(root, USERS_PAGE), 'utf8');
    const rows = catalogueRows(await treeOf(page, USERS_PAGE));
    const client = (await loadAllApis(root)).get('client')!.dereferenced;
    const expected = new Map<string, string[]>();
    for (const {method, path: operationPath, operation} of operationsOf(client)) {
      for (const key of new Set(
        permissionKeys(operation['x-permission'] as Permission | undefined),
      )) {
        const relative = operationPath.startsWith(`${SERVER_PATH}/`)
          ? operationPath.slice(SERVER_PATH.length)
          : operationPath;
        expected.set(key, [...(expected.get(key) ?? []), `${method.toUpperCase()} ${relative}`]);
      }
    }
    const keys = permissionCatalogue().flatMap((group) =>
      group.permissions.map((entry) => entry.key),
    );
    expect([...rows.keys()].sort()).toEqual([...keys].sort());
    expect(expected.size).toBeGreaterThan(30);
    for (const key of keys) {
      expect([...(rows.get(key) ?? [])].sort(), key).toEqual([...(expected.get(key) ?? [])].sort());
    }
  });
});

describe('routesCheckingPermission', () => {
  const route = (method: string, routePath: string, permission: Permission): FactRoute =>
    ({
      api: 'client',
      method,
      path: routePath,
      permission,
      body: {signal: 'required|string|in:start,stop,restart,kill'},
    }) as unknown as FactRoute;
  const routes = [
    route('POST', `${SERVER_PATH}/power`, {
      kill: 'control.stop',
      restart: 'control.restart',
      start: 'control.start',
      stop: 'control.stop',
    }),
    route('GET', `${SERVER_PATH}/b`, 'x.read'),
    route('DELETE', `${SERVER_PATH}/a`, 'x.read'),
  ];

  it('sorts by method and path, and names the values of a by-input route in its rule order', () => {
    expect(routesCheckingPermission('x.read', routes).map((check) => check.method)).toEqual([
      'DELETE',
      'GET',
    ]);
    expect(routesCheckingPermission('control.stop', routes)).toEqual([
      {
        method: 'POST',
        path: `${SERVER_PATH}/power`,
        byInput: {field: 'signal', values: ['stop', 'kill']},
      },
    ]);
    expect(routesCheckingPermission('control.nothing', routes)).toEqual([]);
  });
});

describe('<PermissionGroup> errors', () => {
  const render = (markdown: string, file: string) => treeOf(markdown, file);

  it('fails naming the file when a note names a key the group does not have', async () => {
    await expect(
      render(
        '<PermissionGroup group="file">\n\n- `file.nope`: Not a key.\n\n</PermissionGroup>\n',
        'docs/x.mdx',
      ),
    ).rejects.toThrow(/docs\/x\.mdx:3: the note of file\.nope: panel \S+ has no such key/);
  });

  it('fails naming the file for an unknown group, a group left out or a key nobody explains', async () => {
    await expect(
      render('<PermissionGroup group="nope">\n</PermissionGroup>\n', 'docs/y.mdx'),
    ).rejects.toThrow('docs/y.mdx:1: <PermissionGroup group="nope">: the panel has no group nope');
    await expect(
      render('<PermissionGroup group="activity">\n</PermissionGroup>\n', 'docs/z.mdx'),
    ).rejects.toThrow('docs/z.mdx: the permission catalogue leaves out the groups');
    await expect(
      render('<PermissionGroup group="database">\n</PermissionGroup>\n', 'docs/w.mdx'),
    ).rejects.toThrow('docs/w.mdx:1: no client endpoint checks database.view_password');
  });
});

describe('the legacy (0.7) permission lists', () => {
  it("name every permission of the 0.7 release once, across the Users page's groups", async () => {
    const page = 'versioned_docs/version-0.7/api/client/users.mdx';
    const markdown = readFileSync(path.join(root, page), 'utf8');
    const tree = await treeOf(markdown, page);
    const overview = tree.children.find(
      (node): node is Table =>
        node.type === 'table' &&
        (node.children[0]?.children[1]?.children[0] as {value?: string}).value === 'Permissions',
    );
    const listed = (overview?.children.slice(1) ?? []).flatMap((row) =>
      (row.children[1]?.children ?? []).flatMap((node) =>
        node.type === 'inlineCode' ? [node.value] : [],
      ),
    );
    const released = Object.keys(releaseTable(legacyReleaseVersion()).permissions);
    expect(listed.length).toBe(released.length);
    expect([...listed].sort()).toEqual([...released].sort());
  });

  it('fails naming the file for a key without a note or a note of no key', async () => {
    await expect(
      treeOf(
        '<LegacyPermissionTable group="database">\n\n- `view-databases`: Seeing them.\n\n</LegacyPermissionTable>\n',
        'docs/v.mdx',
      ),
    ).rejects.toThrow(
      'docs/v.mdx:1: say what reset-db-password, delete-database, create-database allowed',
    );
    await expect(
      treeOf(
        '<LegacyPermissionTable group="database">\n\n- `drop-everything`: No.\n\n</LegacyPermissionTable>\n',
        'docs/u.mdx',
      ),
    ).rejects.toThrow('docs/u.mdx:3: the note of drop-everything: panel 0.7.19 has no such key');
    await expect(
      treeOf('<PermissionKeys group="nope" version="legacy" />', 'docs/t.mdx'),
    ).rejects.toThrow('docs/t.mdx:1: <PermissionKeys>: the legacy panel has no group nope');
  });
});

describe('taskPermissionRows', () => {
  it('gives every action and power signal of the task route the permission the table computes for it', () => {
    const route = currentRelease().routes.find(
      (candidate) =>
        candidate.method === 'POST' &&
        candidate.path === `${SERVER_PATH}/schedules/{schedule}/tasks`,
    );
    const computed = route?.computed_permissions?.[0]?.by_input ?? {};
    const fromRows = Object.fromEntries(
      taskPermissionRows().flatMap(({action, payloads, key}) =>
        payloads.length === 0
          ? [[`action=${action}`, key]]
          : payloads.map((payload) => [`action=${action}, payload=${payload}`, key]),
      ),
    );
    expect(Object.keys(computed).length).toBeGreaterThan(3);
    expect(fromRows).toEqual(computed);
  });
});

describe('uncheckedServerRoutes', () => {
  it('are the operations of a server whose x-permission is null', async () => {
    const client = (await loadAllApis(root)).get('client')!.dereferenced;
    const unchecked = [...operationsOf(client)]
      .filter(
        ({path: operationPath, operation}) =>
          (operationPath === SERVER_PATH || operationPath.startsWith(`${SERVER_PATH}/`)) &&
          (operation['x-permission'] ?? null) === null,
      )
      .map(({method, path: operationPath}) => `${method.toUpperCase()} ${operationPath}`);
    expect(unchecked.length).toBeGreaterThan(0);
    expect([...uncheckedServerRoutes()].sort()).toEqual([...unchecked].sort());
  });
});

/** A generated table's rows: its key, and per endpoint link of its endpoint cell the URL and values. */
function linkedRows(
  table: Table,
  endpointColumn: number,
): Map<string, {url: string; values: string[]}[]> {
  const rows = new Map<string, {url: string; values: string[]}[]>();
  for (const row of table.children.slice(1)) {
    const key = (row.children[0]?.children[0] as {value: string}).value;
    const linked: {url: string; values: string[]}[] = [];
    // The links come first, each with the values that need the key after " with "; a line break
    // or a note's words end them.
    for (const node of (row.children[endpointColumn]?.children ?? []) as PhrasingContent[]) {
      if (node.type === 'link') linked.push({url: node.url, values: []});
      else if (node.type === 'inlineCode' && linked.length > 0)
        linked.at(-1)!.values.push(node.value);
      else if (node.type !== 'text' || !/^(, | with | or )$/.test(node.value)) break;
    }
    rows.set(key, linked);
  }
  return rows;
}

const headerOf = (table: Table): string[] =>
  (table.children[0]?.children ?? []).map(
    (cell) => (cell.children[0] as {value?: string}).value ?? '',
  );

describe("the topic pages' permission tables", () => {
  // Each page lists the keys of the groups its element names, generated from the catalogue, and
  // links every endpoint that checks a key to its block. The OpenAPI document's x-permission is the
  // independent record they are held to.
  const pages = ['backups', 'databases', 'files', 'schedules', 'servers', 'users'].map(
    (page) => `docs/api/client/${page}.mdx`,
  );

  it.each(pages)(
    '%s lists exactly the keys of its groups, each with the operations whose x-permission names it',
    async (page) => {
      const markdown = readFileSync(path.join(root, page), 'utf8');
      const groups = [...markdown.matchAll(/<PermissionTable groups="([^"]+)">/g)].flatMap(
        (match) => (match[1] ?? '').split(' '),
      );
      expect(groups.length).toBeGreaterThan(0);
      const tables = (await treeOf(markdown, page)).children.filter(
        (node): node is Table => node.type === 'table' && headerOf(node)[2] === 'Endpoints',
      );
      const rows = new Map(tables.flatMap((table) => [...linkedRows(table, 2)]));
      const placed = permissionCatalogue()
        .filter((group) => groups.includes(group.group))
        .flatMap((group) => group.permissions.map((entry) => entry.key));
      expect([...rows.keys()].sort()).toEqual([...placed].sort());

      const locations = (await operationLocations(root)).filter(
        (location) => location.api.id === 'client',
      );
      const pageUrl = `/docs/api/client/${path.basename(page, '.mdx')}`;
      const expected = new Map<string, {url: string; values: string[]}[]>();
      for (const {operation, url} of locations) {
        const permission = operation['x-permission'] as Permission | undefined;
        for (const key of new Set(permissionKeys(permission))) {
          const values =
            permission !== null && typeof permission === 'object' && !Array.isArray(permission)
              ? Object.entries(permission as Record<string, string>)
                  .filter(([, granted]) => granted === key)
                  .map(([input]) => input)
              : [];
          expected.set(key, [...(expected.get(key) ?? []), {url, values}]);
        }
        // Every key an operation of this page checks is in the page's table.
        if (url.startsWith(`${pageUrl}#`)) {
          for (const key of permissionKeys(permission)) expect(placed, `${url}`).toContain(key);
        }
      }
      const sorted = (entries: {url: string; values: string[]}[]) =>
        entries.map((entry) => `${entry.url} ${[...entry.values].sort().join(',')}`).sort();
      for (const key of placed) {
        expect(sorted(rows.get(key) ?? []), key).toEqual(sorted(expected.get(key) ?? []));
      }
    },
  );

  it('fails naming the file for an unknown group, a group named twice or a note of another group', async () => {
    await expect(
      treeOf('<PermissionTable groups="backup nope">\n</PermissionTable>\n', 'docs/s.mdx'),
    ).rejects.toThrow('docs/s.mdx:1: <PermissionTable groups="…">: the panel has no group nope');
    await expect(
      treeOf('<PermissionTable groups="backup backup">\n</PermissionTable>\n', 'docs/r.mdx'),
    ).rejects.toThrow(
      'docs/r.mdx:1: <PermissionTable groups="…"> names one or more groups, each once',
    );
    await expect(
      treeOf(
        '<PermissionTable groups="backup">\n\n- `file.read`: Not here.\n\n</PermissionTable>\n',
        'docs/q.mdx',
      ),
    ).rejects.toThrow('docs/q.mdx:3: the note of file.read: panel');
  });
});

describe('the legacy (0.7) tables of the Servers and Network pages', () => {
  const legacyTables = async (page: string) => {
    const markdown = readFileSync(path.join(root, page), 'utf8');
    return (await treeOf(markdown, page)).children.filter(
      (node): node is Table => node.type === 'table' && headerOf(node)[0] === 'Permission',
    );
  };
  const keysOf = (group: string) =>
    legacyPermissionGroups().find((entry) => entry.group === group)?.keys ?? [];

  it("list the power group's keys, each linked to the routes the shared table says check it", async () => {
    const [table, ...others] = await legacyTables(
      'versioned_docs/version-0.7/api/client/servers.mdx',
    );
    expect(others).toEqual([]);
    expect(headerOf(table!)).toEqual(['Permission', 'Checked by', 'What it allowed']);
    const rows = linkedRows(table!, 1);
    expect([...rows.keys()]).toEqual(keysOf('power'));
    const locations = (await operationLocations(root)).filter(
      (location) => location.api.id === 'legacy-client',
    );
    const shared = JSON.parse(
      readFileSync(path.join(root, 'reference/pterodactyl-api/permissions.json'), 'utf8'),
    ) as {v0_7: {permissions: {permission: string; checked_by_client_api_routes: string[]}[]}};
    for (const {permission, checked_by_client_api_routes: routes} of shared.v0_7.permissions) {
      if (!rows.has(permission)) continue;
      // "POST /api/client/servers/{server}/power (signal=start)"
      const expected = routes.map((route) => {
        const [, method, routePath, value] = /^(\S+) (\S+)(?: \(\w+=(\w+)\))?$/.exec(route) ?? [];
        const location = locations.find(
          (candidate) => candidate.method === method && candidate.path === routePath,
        );
        return {url: location?.url ?? `no block for ${route}`, values: value ? [value] : []};
      });
      expect(expected.length, permission).toBeGreaterThan(0);
      expect(rows.get(permission), permission).toEqual(expected);
    }
  });

  it('list every key of the Server Management group on the Network page, with no route checking them', async () => {
    const [table, ...others] = await legacyTables(
      'versioned_docs/version-0.7/api/client/network.mdx',
    );
    expect(others).toEqual([]);
    expect(headerOf(table!)).toEqual(['Permission', 'What it allowed']);
    expect(linkedRows(table!, 1).size).toBe(keysOf('server').length);
    expect([...linkedRows(table!, 1).keys()]).toEqual(keysOf('server'));
    expect(keysOf('server')).toContain('view-allocations');
  });
});
