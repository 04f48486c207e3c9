/**
 * Remark plugin: replaces `<UpgradeTable />` with the table of every 0.7 route and what it became
 * in 1.x, and `<AddedRoutes />` with the 1.x routes 0.7 did not have, generated at build time from
 * the fact tables.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {PhrasingContent, Root, RootContent, Table, TableRow} from 'mdast';
import {addedInCurrent, upgradeRows, type RouteFacts} from '../upgrade/compare';

export interface RemarkUpgradeOptions {
  readonly siteDir: string;
}

function facts(siteDir: string, file: string): RouteFacts[] {
  return (JSON.parse(readFileSync(path.join(siteDir, 'reference/pterodactyl-api', file), 'utf8')) as {routes: RouteFacts[]}).routes;
}

const GROUP_PAGES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  client: {account: 'account', servers: 'servers', files: 'files', databases: 'databases', schedules: 'schedules', network: 'network', users: 'users', backups: 'backups'},
  application: {users: 'users', servers: 'servers', databases: 'databases', nodes: 'nodes', locations: 'locations', 'nests-eggs': 'nests-eggs'},
};

export default function remarkUpgrade(options: RemarkUpgradeOptions) {
  return async (tree: Root): Promise<void> => {
    const targets = tree.children
      .map((node, index) => ({node, index}))
      .filter(({node}) => node.type === 'mdxJsxFlowElement' && (node.name === 'UpgradeTable' || node.name === 'AddedRoutes'));
    if (targets.length === 0) {
      return;
    }
    const {fromMarkdown} = await import('mdast-util-from-markdown');
    const inline = (markdown: string): PhrasingContent[] => {
      const [first] = fromMarkdown(markdown).children;
      return first?.type === 'paragraph' ? first.children : [{type: 'text', value: markdown}];
    };
    const row = (cells: string[]): TableRow => ({
      type: 'tableRow',
      children: cells.map((cell) => ({type: 'tableCell', children: inline(cell)})),
    });
    const legacy = facts(options.siteDir, 'v0.7-routes.json');
    const current = facts(options.siteDir, 'v1-routes.json');
    for (const {node, index} of targets.reverse()) {
      let table: Table;
      if (node.type === 'mdxJsxFlowElement' && node.name === 'UpgradeTable') {
        table = {
          type: 'table',
          align: [null, null, null],
          children: [
            row(['Route in 0.7', 'In 1.x', 'What changes']),
            ...upgradeRows(legacy, current).map((entry) =>
              row([
                `\`${entry.legacy.method} ${entry.legacy.path}\``,
                entry.status === 'removed' ? '**Removed**' : entry.status === 'renamed' ? `Renamed: \`${entry.current?.method} ${entry.current?.path}\`` : 'Same path',
                entry.changes.length > 0 ? entry.changes.join(' ') : 'Nothing in the route itself.',
              ]),
            ),
          ],
        };
      } else {
        const added = addedInCurrent(legacy, current);
        const groups = new Map<string, RouteFacts[]>();
        for (const route of added) {
          const name = `${route.api}/${route.group}`;
          groups.set(name, [...(groups.get(name) ?? []), route]);
        }
        table = {
          type: 'table',
          align: [null, 'right', null],
          children: [
            row(['Page', 'New routes', 'Routes']),
            ...[...groups.entries()].map(([name, routes]) => {
              const [api, group] = name.split('/') as [string, string];
              const page = GROUP_PAGES[api]?.[group] ?? group;
              return row([
                `[${api === 'client' ? 'Client' : 'Application'} API: ${group}](/docs/api/${api}/${page})`,
                String(routes.length),
                routes.map((route) => `\`${route.method} ${route.path}\``).join(', '),
              ]);
            }),
          ],
        };
      }
      tree.children.splice(index, 1, table as RootContent);
    }
  };
}
