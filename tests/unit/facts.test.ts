import {readFileSync} from 'node:fs';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import remarkFacts from '../../src/plugins/facts/remark';
import {readPermission} from '../../schema/releaseTables';
import {
  currentRelease,
  factRoutes,
  ownRateLimit,
  permissionGroups,
  releaseTable,
} from '../../src/plugins/facts/tables';
import {releaseHistory} from '../../src/plugins/facts/releaseHistory';
import type {Root} from 'mdast';
import {filesUnder} from '../../src/plugins/files';
import {collectAnchorKeys} from '../../scripts/facts/fingerprints';

const root = path.resolve(__dirname, '../..');

async function render(markdown: string, file = 'docs/page.mdx'): Promise<string> {
  return String(
    await compile({value: markdown, path: file}, {remarkPlugins: [remarkFacts], jsx: true}),
  );
}

describe('<FactCount>', () => {
  it('writes the number of routes, by version, API and group, inline and in tables', async () => {
    const output = await render(
      'All <FactCount routes /> routes; <FactCount routes api="client" group="files" /> file routes.\n\n| API | Routes |\n| --- | --- |\n| 0.7 client | <FactCount routes version="legacy" api="client" word /> |\n',
    );
    expect(output).toContain(
      `All ${factRoutes('current').length} routes; ${factRoutes('current', 'client').filter((route) => route.group === 'files').length} file routes.`,
    );
    expect(output).toContain('five');
    expect(output).not.toContain('FactCount');
  });

  it('counts permission keys and groups', async () => {
    const groups = permissionGroups();
    const output = await render(
      '<FactCount permissions="keys" /> keys in <FactCount permissions="groups" /> groups.',
    );
    expect(output).toContain(
      `${Object.values(groups).flat().length} keys in ${Object.keys(groups).length} groups.`,
    );
  });

  it('counts only routes that check a permission when asked', async () => {
    const checked = factRoutes('legacy', 'client').filter(
      (route) => readPermission(route.permission).kind !== 'none',
    );
    expect(checked.length).toBeLessThan(factRoutes('legacy', 'client').length);
    expect(await render('<FactCount routes version="legacy" api="client" permission />')).toContain(
      String(checked.length),
    );
  });

  it('fails the build naming the file for an unknown attribute or a count of nothing', async () => {
    await expect(render('<FactCount routes colour="red" />', 'docs/x.mdx')).rejects.toThrow(
      'docs/x.mdx: <FactCount> has unknown attributes colour',
    );
    await expect(
      render('<FactCount routes api="client" group="nope" />', 'docs/y.mdx'),
    ).rejects.toThrow('docs/y.mdx: <FactCount> matches no route');
  });
});

describe('<FactLockedVersions> and <FactPairingWindow>', () => {
  const index = JSON.parse(
    readFileSync(path.join(root, 'reference/releases/index.json'), 'utf8'),
  ) as {
    panel: {version: string}[];
    locked_packages: Record<string, Record<string, string>>;
    pairing_window_minutes: number;
  };

  it('list the versions each 1.x release locks, each with the first release of its run', async () => {
    const output = await render('Laravel <FactLockedVersions package="laravel/framework" />;');
    const text = /Laravel ([^;"]*);/.exec(output)?.[1] ?? '';
    const runs = text.split(', ').map((run) => /^(\S+) \((\S+)\)$/.exec(run)!.slice(1));
    const releases = index.panel.map(({version}) => version).filter((v) => !v.startsWith('0.'));
    expect(runs[0]![1]).toBe(releases[0]);
    for (const release of releases) {
      const inForce = runs
        .filter(([, from]) => releases.indexOf(from!) <= releases.indexOf(release))
        .at(-1)!;
      expect(`v${inForce[0]}`, release).toBe(index.locked_packages[release]!['laravel/framework']);
    }
    expect(new Set(runs.map(([version]) => version)).size).toBe(runs.length);
  });

  it("give one release's version, and fail naming the page on a package or release without one", async () => {
    expect(
      await render('<FactLockedVersions package="laravel/framework" release="0.7.19" />'),
    ).toContain(index.locked_packages['0.7.19']!['laravel/framework']!.replace(/^v/, ''));
    await expect(
      render('<FactLockedVersions package="laravel/sanctum" release="0.7.19" />', 'docs/s.mdx'),
    ).rejects.toThrow('docs/s.mdx: <FactLockedVersions>: panel 0.7.19 locks no laravel/sanctum');
    await expect(
      render('<FactLockedVersions package="acme/unknown" />', 'docs/s.mdx'),
    ).rejects.toThrow('no 1.x panel release locks acme/unknown');
    await expect(render('<FactLockedVersions name="x/y" />', 'docs/s.mdx')).rejects.toThrow(
      'docs/s.mdx: <FactLockedVersions> takes package=',
    );
  });

  it('word the pairing window the facts run used', async () => {
    expect(index.pairing_window_minutes).toBe(60);
    expect(await render('within <FactPairingWindow /> of it')).toContain('within an hour of it');
    await expect(render('<FactPairingWindow minutes="5" />', 'docs/p.mdx')).rejects.toThrow(
      'docs/p.mdx: <FactPairingWindow> takes no attributes',
    );
  });
});

describe('<FactLimit> and <PerServerLimits />', () => {
  it('write the global limit of the current release or of a named one', async () => {
    const output = await render(
      'Now <FactLimit api="client" />, then <FactLimit api="client" release="1.11.8" />.',
    );
    expect(output).toContain(
      `Now ${currentRelease().limits.global.client.per_minute}, then ${releaseTable('1.11.8').limits.global.client.per_minute}.`,
    );
    await expect(render('<FactLimit api="nope" />', 'docs/z.mdx')).rejects.toThrow(
      'docs/z.mdx: <FactLimit> takes',
    );
  });

  it('write the own limit of a route, in the current or a named release', async () => {
    const websocket = 'GET /api/client/servers/{server}/websocket';
    const limited = factRoutes('current').find(
      (route) => `${route.method} ${route.path}` === websocket,
    )!;
    const output = await render(
      `<FactLimit route="${websocket}" /> and <FactLimit route="GET /api/client/servers/{server}/utilization" release="0.7.19" />`,
    );
    const legacy = releaseTable('0.7.19');
    const utilization = legacy.routes.find(
      (route) => route.path === '/api/client/servers/{server}/utilization',
    )!;
    expect(output).toContain(
      `${ownRateLimit(limited)!.requests} and ${ownRateLimit(utilization, legacy.limits)!.requests}`,
    );
    await expect(render('<FactLimit route="GET /api/client" />', 'docs/w.mdx')).rejects.toThrow(
      'docs/w.mdx: <FactLimit route="GET /api/client">: panel 1.15.0 has no limit of its own',
    );
    await expect(
      render(`<FactLimit route="${websocket}" release="1.11.8" />`, 'docs/v.mdx'),
    ).rejects.toThrow('panel 1.11.8 has no limit of its own');
    await expect(
      render('<FactLimit api="client" route="GET /api/client" />', 'docs/u.mdx'),
    ).rejects.toThrow('docs/u.mdx: <FactLimit> takes');
  });

  it('tabulate exactly the routes with a per-server limit, with that limit', async () => {
    const limited = factRoutes('current').filter(
      (route) => ownRateLimit(route)?.scope === 'server',
    );
    expect(limited.length).toBeGreaterThan(0);
    const output = await render('<PerServerLimits />');
    for (const route of limited) {
      const limit = ownRateLimit(route)!;
      expect(output).toContain(`${route.method} ${route.path}`);
      expect(output).toContain(
        `${limit.requests} per ${limit.periodMinutes === 1 ? 'minute' : `${limit.periodMinutes} minutes`}`,
      );
    }
    // One row per limited route, and no other route.
    expect(output.match(/(GET|POST|PUT|PATCH|DELETE) \/api\//g)?.length ?? 0).toBe(limited.length);
  });
});

describe('<LimitHistory />', () => {
  it('gives every 1.x release its default API-wide limits, in ranges of releases with the same ones', async () => {
    let tree: Root | undefined;
    await compile(
      {value: '<LimitHistory />', path: 'docs/rate-limiting.mdx'},
      {remarkPlugins: [remarkFacts, () => (captured: Root) => void (tree = captured)]},
    );
    const table = tree!.children.find((node) => node.type === 'table');
    const cells = (table?.type === 'table' ? table.children.slice(1) : []).map((row) =>
      row.children.map((cell) => (cell.children[0] as {value: string}).value),
    );
    const {releases} = releaseHistory();
    const covered: string[] = [];
    for (const [range, client, application] of cells) {
      const [from, to = from] = range!.replace(/after (\S+)/g, '$1+').split(' to ');
      const inRange = releases.slice(releases.indexOf(from!), releases.indexOf(to!) + 1);
      expect(inRange.length).toBeGreaterThan(0);
      for (const release of inRange) {
        expect([client, application]).toEqual([
          String(releaseTable(release).limits.global.client.per_minute),
          String(releaseTable(release).limits.global.application.per_minute),
        ]);
      }
      covered.push(...inRange);
    }
    expect(covered).toEqual(releases);
    // Neighbouring rows differ: a range ends where a limit changed.
    expect(
      cells.every((row, at) => at === 0 || row.slice(1).join() !== cells[at - 1]!.slice(1).join()),
    ).toBe(true);
  });
});

describe('<ApiChanges />', () => {
  it('lists every change the tables hold, release by release, each linked to its endpoint or topic', async () => {
    let tree: Root | undefined;
    await compile(
      {value: '<ApiChanges />', path: 'docs/api-changes.mdx'},
      {remarkPlugins: [remarkFacts, () => (captured: Root) => void (tree = captured)]},
    );
    const {log, routes} = releaseHistory();
    const headings = tree!.children.filter((node) => node.type === 'heading');
    expect(headings).toHaveLength(log.length);
    const text = JSON.stringify(tree);
    for (const {changes} of log) {
      for (const change of changes) {
        if (change.route && !routes.get(change.route)?.removedIn) {
          const [method, routePath] = change.route.split(' ');
          // A link to the block's heading on its page, then the change itself.
          expect(text).toMatch(
            new RegExp(
              `"url":"/docs/api/${change.api}/[a-z-]+#[a-z0-9-]+"[^\\]]*?"value":"${method} ${routePath!.replace('{force?}', 'force').replace(/[{}]/g, '\\$&')}"`,
            ),
          );
        }
      }
    }
    const items = tree!.children
      .filter((node) => node.type === 'list')
      .flatMap((list) => (list.type === 'list' ? list.children : []));
    const subjects = log
      .map(({changes}) => new Set(changes.map((change) => change.route ?? change.api)).size)
      .reduce((a, b) => a + b, 0);
    expect(items).toHaveLength(subjects);
  });
});

describe('<SourceAnchors />', () => {
  it('lists each anchored file and symbol of the documents with its claims, linked at the verified release', async () => {
    let tree: Root | undefined;
    await compile(
      {value: '<SourceAnchors />', path: 'docs/source-references.mdx'},
      {remarkPlugins: [remarkFacts, () => (captured: Root) => void (tree = captured)]},
    );
    const keys = collectAnchorKeys(path.resolve(__dirname, '../..'));
    expect(keys.length).toBeGreaterThan(0);
    const tables = tree!.children.filter((node) => node.type === 'table');
    const rows = tables.flatMap((table) => (table.type === 'table' ? table.children.slice(1) : []));
    expect(rows).toHaveLength(keys.length);
    const text = JSON.stringify(tree);
    for (const key of keys) {
      expect(text).toContain(`"value":"${key.symbol}"`);
      expect(text).toMatch(
        new RegExp(
          `"url":"https://github\\.com/pterodactyl/${key.repo}/blob/[^/"]+/${key.file.replace(/[.]/g, '\\.')}"`,
        ),
      );
    }
  }, 120_000);
});

describe('pages', () => {
  it('type no route count: every count of routes comes from <FactCount>', () => {
    const typed: string[] = [];
    for (const dir of ['docs', 'versioned_docs']) {
      for (const file of filesUnder(path.join(root, dir)).filter((name) => /\.mdx?$/.test(name))) {
        const text = readFileSync(path.join(root, dir, file), 'utf8');
        for (const match of text.matchAll(
          /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:routes|endpoints)\b/gi,
        )) {
          typed.push(`${dir}/${file}: "${match[0]}"`);
        }
      }
    }
    expect(typed).toEqual([]);
  });

  it('type no rate limit: every number of requests per window comes from <FactLimit>', () => {
    const typed: string[] = [];
    for (const dir of ['docs', 'versioned_docs']) {
      for (const file of filesUnder(path.join(root, dir)).filter((name) => /\.mdx?$/.test(name))) {
        const text = readFileSync(path.join(root, dir, file), 'utf8');
        for (const match of text.matchAll(
          /\b\d+ (?:requests|calls|credentials)(?: a| per) (?:minute|\d+ minutes)\b/gi,
        )) {
          typed.push(`${dir}/${file}: "${match[0]}"`);
        }
      }
    }
    expect(typed).toEqual([]);
  });
});

describe('the current API descriptions', () => {
  it('name in info.version the release and commit of the fact tables they describe', async () => {
    const {loadAllApis} = await import('../../src/plugins/endpoints/openapi/load');
    const {release} = (await import('../../src/plugins/facts/tables')).currentRelease();
    const expected = release.version;
    const apis = await loadAllApis(root);
    for (const id of ['client', 'application']) {
      expect(apis.get(id)?.bundled.info?.version, id).toBe(expected);
    }
  });
});
