/**
 * The permission catalogue's `<PermissionGroup>` element (src/plugins/facts/permissionTables.ts):
 * the Users page's generated endpoint lists against the OpenAPI document's `x-permission` (an
 * independent record of the same fact), the build errors a page can cause, and the panel's
 * descriptions that other API pages still quote by hand, held to the current release's table.
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
  legacyReleaseVersion,
  permissionCatalogue,
  releaseTable,
  type FactRoute,
} from '../../src/plugins/facts/tables';
import {loadAllApis} from '../../src/plugins/endpoints/openapi/load';
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
    ).rejects.toThrow('docs/y.mdx:1: <PermissionGroup group="nope">: the panel has no such group');
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

describe("the API pages quoting the panel's permission descriptions", () => {
  // Pages other than the catalogue list the keys their endpoints use in a table whose second
  // column quotes the panel; the quote must be the current release's, word for word.
  const textOf = (node: unknown): string => {
    const value = node as {value?: string; children?: unknown[]};
    return typeof value.value === 'string'
      ? value.value
      : (value.children ?? []).map(textOf).join('');
  };
  const pages = ['backups', 'schedules', 'servers'].map((page) => `docs/api/client/${page}.mdx`);

  it.each(pages)('%s quotes every description as the current release has it', (page) => {
    const tree = parsePage(readFileSync(path.join(root, page), 'utf8'));
    const quoted = tree.children
      .filter((node): node is Table => node.type === 'table')
      .filter((table) => textOf(table.children[0]?.children[1]).trim() === 'Panel description')
      .flatMap((table) => table.children.slice(1))
      .map((row) => ({
        key: textOf((row.children[0]?.children ?? []).find((node) => node.type === 'inlineCode')),
        description: textOf(row.children[1]).trim(),
      }));
    expect(quoted.length).toBeGreaterThan(0);
    const descriptions = currentRelease().permissions;
    for (const {key, description} of quoted) {
      expect({key, description}).toEqual({key, description: descriptions[key]});
    }
  });
});
