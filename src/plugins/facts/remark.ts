/**
 * Remark plugin: elements that the fact tables fill in at build time, so a page cannot disagree
 * with them.
 * - `<FactCount routes version="legacy" api="client" group="users" word />`: how many routes
 *   match (every attribute but `routes` optional; `version` defaults to `current`), or
 *   `<FactCount permissions="keys" />` / `<FactCount permissions="groups" />`; `word` spells
 *   numbers up to twelve. Works inline and on a line of its own.
 * - `<FactLimit api="client" />`: the API's global limit per minute in the current release, or in
 *   the release named by `release="1.11.8"`. `<FactLimit route="GET /api/client/servers/{server}/websocket" />`:
 *   how many requests a route's own limit allows in its window (`release` as above).
 *   `<FactLimit accountKeys />`: how many account API keys one user may hold (`release` as above);
 *   `<FactLimit accountKeys history />`: what it was before each change up to that release, newest
 *   first ("5 before 1.10.4"), so a page types neither the earlier figure nor the release.
 * - `<FactCount routes … permission />` counts only routes that check a permission.
 * - `<FactLockedVersions package="laravel/framework" />`: the versions of a library the 1.x
 *   releases lock, each with the first release that locks it, or one release's (`release=`), from
 *   `reference/releases/index.json`. `<FactPairingWindow />`: the pairing rule's window ("an hour").
 * - `<PerServerLimits />`: every current route with a per-server limit, its summary and the limit.
 * - `<UpgradeTable />`: every 0.7 route and what it became in 1.x.
 * - `<AddedRoutes />`: the 1.x routes 0.7 did not have, by page.
 * - `<LimitHistory />`: the default API-wide limits of every 1.x release, by ranges of releases.
 * - `<ApiChanges />`: every change the per-release tables hold, release by release, each linked to
 *   the endpoint (or the page) it concerns.
 * - `<PermissionGroup group="file">` with its notes as a list inside: one group of the subuser
 *   permission catalogue, its keys, descriptions and endpoints (./permissionTables.ts);
 *   `<PermissionTable groups="backup">`, a topic page's table of those groups' keys, linked to
 *   their endpoints' blocks; `<LegacyPermissionTable group="file">`, a legacy group's keys each
 *   with its note (and the routes that check them, where any does); and
 *   `<PermissionKeys group="power" version="legacy" />`, a group's keys inline; and
 *   `<TaskPermissions heading="…" />`, the permission each kind of schedule task needs;
 *   `<UncheckedServerRoutes />`, a server's routes that check no permission, inline.
 * - `<ServerStates />`: the server states that refuse a call with `409`, from the current
 *   release's `server_states`, each with its release and anchors (./serverStates.ts).
 * - `<SourceAnchors />`: every symbol the OpenAPI documents' `x-source` anchors and the pages'
 *   `<Source>` elements cite, per repository and file, with its number of claims (those in pages
 *   in brackets) and the releases they were verified at.
 * - `<Source repo file symbol verified since? until? />` after a claim: a footnote reference, and
 *   an entry in the page's footnotes (labelled "Sources", docusaurus.config.ts) naming the file,
 *   linked at the verified release, and the symbol; the same anchor twice shares one entry. Read
 *   by schema/sourceElements.ts, checked by ./proseAnchors.ts; a bad one fails the build naming the file and line.
 * An element with an unknown attribute, or that matches nothing, fails the build naming the file.
 */
import path from 'node:path';
import type {
  FootnoteDefinition,
  FootnoteReference,
  List,
  PhrasingContent,
  Root,
  RootContent,
  Table,
  TableRow,
} from 'mdast';
import {
  anchorReleases,
  anchorUses,
  sourceFileUrl,
  wingsFootnoteRange,
  type SourceAnchor,
} from '../endpoints/openapi/anchors';
import {anchorIdentity, checkedProseAnchors, checkedSourceElements} from './proseAnchors';
import {endpointLinks} from '../endpoints/openapi/endpointLinks';
import {loadAllApis} from '../endpoints/openapi/load';
import {releaseHistory} from './releaseHistory';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {addedInCurrent, upgradeRows} from './upgradeCompare';
import {
  accountKeyLimit,
  accountKeyLimitChanges,
  currentRelease,
  factRoutes,
  lockedPackageVersion,
  lockedVersionRuns,
  ownRateLimit,
  pairingWindowMinutes,
  permissionGroups,
  releaseTable,
  RELEASES_DIR,
  releaseRoute,
  type FactRoute,
  type FactVersion,
} from './tables';
import {rateLimitText, releaseRangeText} from './wording';
import {
  expandLegacyPermissionTables,
  expandPermissionGroups,
  expandPermissionKeyLists,
  expandPermissionTables,
  expandTaskPermissions,
  expandUncheckedServerRoutes,
} from './permissionTables';
import {SOURCE_FOOTNOTE} from './rehypeSourceMarks';
import {expandServerStates} from './serverStates';
import {refusingStates, serverStateReleasesIn} from '../../../schema/serverStates';
import {readPermission} from '../../../schema/releaseTables';

const WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

function attributes(element: JsxElement, where: string): Map<string, string | true> {
  const out = new Map<string, string | true>();
  for (const attribute of element.attributes) {
    if (
      attribute.type !== 'mdxJsxAttribute' ||
      (attribute.value !== null &&
        attribute.value !== undefined &&
        typeof attribute.value !== 'string')
    ) {
      throw new Error(`${where}: <${element.name}> takes only plain string attributes`);
    }
    out.set((attribute as MdxJsxAttribute).name, attribute.value ?? true);
  }
  return out;
}

/** The number a `<FactCount>` stands for. */
function factCount(options: ReadonlyMap<string, string | true>, where: string): number {
  const known = new Set([
    'routes',
    'permissions',
    'permission',
    'version',
    'api',
    'group',
    'limit',
    'word',
  ]);
  const unknown = [...options.keys()].filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new Error(`${where}: <FactCount> has unknown attributes ${unknown.join(', ')}`);
  }
  if (options.has('permissions')) {
    const groups = permissionGroups();
    const what = options.get('permissions');
    if (what === 'groups') return Object.keys(groups).length;
    if (what === 'keys') return Object.values(groups).flat().length;
    throw new Error(`${where}: <FactCount permissions> must be "keys" or "groups"`);
  }
  if (!options.has('routes')) {
    throw new Error(`${where}: <FactCount> needs \`routes\` or \`permissions\``);
  }
  const version = (options.get('version') ?? 'current') as FactVersion;
  if (version !== 'current' && version !== 'legacy') {
    throw new Error(`${where}: <FactCount version> must be "current" or "legacy"`);
  }
  const api = options.get('api');
  const group = options.get('group');
  const limit = options.get('limit');
  if (limit !== undefined && limit !== 'server') {
    throw new Error(`${where}: <FactCount limit> must be "server"`);
  }
  const routes = factRoutes(version).filter(
    (route) =>
      (api === undefined || route.api === api) &&
      (group === undefined || route.group === group) &&
      (limit === undefined || ownRateLimit(route)?.scope === 'server') &&
      (!options.has('permission') || readPermission(route.permission).kind !== 'none'),
  );
  if (routes.length === 0) {
    throw new Error(`${where}: <FactCount> matches no route of the ${version} fact table`);
  }
  return routes.length;
}

/**
 * The account key limit's earlier figures, each with the release that changed it, up to a panel
 * release (the current one by default), newest first: "5 before 1.10.4". The first release with
 * a figure is where the tables start, not a change.
 */
function accountKeyHistory(release: string | undefined, where: string): string {
  const upTo = release ?? currentRelease().release.version;
  const changes = accountKeyLimitChanges(upTo);
  const earlier = changes.slice(1).map((change, index) => {
    const before = changes[index]?.count;
    if (before === null || before === undefined) {
      throw new Error(
        `${where}: <FactLimit accountKeys history>: no account key limit before panel ${change.version}`,
      );
    }
    return `${before} before ${change.version}`;
  });
  if (earlier.length === 0) {
    throw new Error(
      `${where}: <FactLimit accountKeys history>: the account key limit did not change up to panel ${upTo}`,
    );
  }
  return earlier.reverse().join(', ');
}

/** The number (or, for `accountKeys history`, the words) a `<FactLimit>` stands for. */
function factLimit(options: ReadonlyMap<string, string | true>, where: string): number | string {
  const api = options.get('api');
  const route = options.get('route');
  const accountKeys = options.get('accountKeys');
  const history = options.get('history');
  const release = options.get('release');
  const unknown = [...options.keys()].filter(
    (name) =>
      name !== 'api' &&
      name !== 'route' &&
      name !== 'accountKeys' &&
      name !== 'history' &&
      name !== 'release',
  );
  const targets = [
    api === 'client' || api === 'application',
    typeof route === 'string',
    accountKeys === true,
  ].filter(Boolean).length;
  if (
    unknown.length > 0 ||
    targets !== 1 ||
    (api !== undefined && api !== 'client' && api !== 'application') ||
    (accountKeys !== undefined && accountKeys !== true) ||
    (history !== undefined && (history !== true || accountKeys !== true)) ||
    release === true
  ) {
    throw new Error(
      `${where}: <FactLimit> takes api="client", api="application", route="METHOD /path" or accountKeys (with an optional history), and an optional release="x.y.z"`,
    );
  }
  if (history) return accountKeyHistory(release, where);
  if (accountKeys) {
    const limit = accountKeyLimit(release);
    if (limit === null) {
      throw new Error(
        `${where}: <FactLimit accountKeys>: panel ${release ?? 'current'}'s table has no account key limit`,
      );
    }
    return limit;
  }
  const table = release === undefined ? currentRelease() : releaseTable(release);
  if (typeof route !== 'string') {
    return table.limits.global[api as 'client' | 'application'].per_minute;
  }
  const [method = '', routePath = ''] = route.split(' ');
  const found = releaseRoute(table, method, routePath);
  const limit = found ? ownRateLimit(found, table.limits) : null;
  if (!limit) {
    throw new Error(
      `${where}: <FactLimit route="${route}">: panel ${table.release.version} has ${found ? 'no limit of its own on that route' : 'no such route'}`,
    );
  }
  return limit.requests;
}

/**
 * What a `<FactLockedVersions package="vendor/name" />` stands for: every version the 1.x releases
 * lock, each with the first release that locks it ("7.17.1 (1.0.0), 8.24.0 (1.3.0)", "none" for a
 * run that locks none); with `release="x.y.z"`, that release's version alone.
 */
function lockedVersionsText(options: ReadonlyMap<string, string | true>, where: string): string {
  const name = options.get('package');
  const release = options.get('release');
  if (
    typeof name !== 'string' ||
    release === true ||
    [...options.keys()].some((key) => key !== 'package' && key !== 'release')
  ) {
    throw new Error(
      `${where}: <FactLockedVersions> takes package="vendor/name" and an optional release="x.y.z"`,
    );
  }
  try {
    if (release === undefined)
      return lockedVersionRuns(name)
        .map(({version, from}) => `${version ?? 'none'} (${from})`)
        .join(', ');
    const version = lockedPackageVersion(name, release);
    if (version === null) throw new Error(`panel ${release} locks no ${name}`);
    return version;
  } catch (error) {
    throw new Error(`${where}: <FactLockedVersions>: ${(error as Error).message}`);
  }
}

/** The pairing rule's window in words: "an hour" for 60 minutes. */
function pairingWindowText(options: ReadonlyMap<string, string | true>, where: string): string {
  if (options.size > 0) throw new Error(`${where}: <FactPairingWindow> takes no attributes`);
  const minutes = pairingWindowMinutes();
  if (minutes % 60 !== 0) return `${minutes} minutes`;
  return minutes === 60 ? 'an hour' : `${minutes / 60} hours`;
}

/** The elements replaced by text where they stand, inline or on a line of their own. */
const TEXT_ELEMENTS = new Set([
  'FactCount',
  'FactLimit',
  'FactLockedVersions',
  'FactPairingWindow',
]);

function countText(element: JsxElement, where: string): string {
  if (element.name === 'FactLockedVersions')
    return lockedVersionsText(attributes(element, where), where);
  if (element.name === 'FactPairingWindow')
    return pairingWindowText(attributes(element, where), where);
  if (element.name === 'FactLimit') {
    return String(factLimit(attributes(element, where), where));
  }
  const options = attributes(element, where);
  const count = factCount(options, where);
  return options.has('word') && count < WORDS.length
    ? (WORDS[count] ?? String(count))
    : String(count);
}

type Parent = {children: RootContent[] | PhrasingContent[]};

/** Replaces every text element (TEXT_ELEMENTS), at any depth, with its number or words as text. */
function replaceCounts(parent: Parent, where: string): void {
  parent.children.forEach((child, index) => {
    if (
      (child.type === 'mdxJsxTextElement' || child.type === 'mdxJsxFlowElement') &&
      TEXT_ELEMENTS.has(child.name ?? '')
    ) {
      const text = countText(child, where);
      (parent.children as RootContent[])[index] =
        child.type === 'mdxJsxTextElement'
          ? {type: 'text', value: text}
          : {type: 'paragraph', children: [{type: 'text', value: text}]};
    } else if ('children' in child) {
      replaceCounts(child as Parent, where);
    }
  });
  // One text node where the count sat between two, as if the number had been typed.
  for (let index = parent.children.length - 1; index > 0; index -= 1) {
    const [before, after] = [parent.children[index - 1], parent.children[index]];
    if (before?.type === 'text' && after?.type === 'text') {
      before.value += after.value;
      parent.children.splice(index, 1);
    }
  }
}

export default function remarkFacts() {
  return async (tree: Root, file: {readonly path?: string}): Promise<void> => {
    const where = file.path ?? 'a Markdown file';
    // First, so the notes' anchors become footnotes and their counts numbers like the page's own.
    expandPermissionGroups(tree, where);
    // The topic pages' tables link each endpoint to its block (read from the pages, so only when needed).
    const linked = (name: string) =>
      tree.children.some((node) => node.type === 'mdxJsxFlowElement' && node.name === name);
    if (linked('PermissionTable')) {
      expandPermissionTables(tree, where, await endpointLinks(SITE_DIR));
    }
    if (linked('LegacyPermissionTable')) {
      expandLegacyPermissionTables(tree, where, await endpointLinks(SITE_DIR, 'legacy'));
    }
    expandPermissionKeyLists(tree, where);
    expandTaskPermissions(tree, where);
    expandUncheckedServerRoutes(tree, where);
    expandServerStates(tree, where, () => refusingStates(serverStateReleasesIn(RELEASES_DIR)));
    replaceCounts(tree, where);
    // After the counts, whose step joins neighbouring text (the raised comma must stay apart).
    sourceFootnotes(tree, where);
    const changesAt = tree.children.findIndex(
      (node) => node.type === 'mdxJsxFlowElement' && node.name === 'ApiChanges',
    );
    if (changesAt >= 0) {
      tree.children.splice(changesAt, 1, ...(await apiChanges()));
    }
    const anchorsAt = tree.children.findIndex(
      (node) => node.type === 'mdxJsxFlowElement' && node.name === 'SourceAnchors',
    );
    if (anchorsAt >= 0) {
      tree.children.splice(anchorsAt, 1, ...(await sourceAnchors()));
    }
    const targets = tree.children
      .map((node, index) => ({node, index}))
      .filter(
        ({node}) =>
          node.type === 'mdxJsxFlowElement' &&
          (node.name === 'UpgradeTable' ||
            node.name === 'AddedRoutes' ||
            node.name === 'PerServerLimits' ||
            node.name === 'LimitHistory'),
      );
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
    const legacy = factRoutes('legacy');
    const current = factRoutes('current');
    for (const {node, index} of targets.reverse()) {
      let table: Table;
      if (node.type === 'mdxJsxFlowElement' && node.name === 'LimitHistory') {
        const {releases, globalLimits} = releaseHistory();
        const ranges: {from: string; to: string; client: number; application: number}[] = [];
        for (const release of releases) {
          const limits = globalLimits.get(release);
          const last = ranges.at(-1);
          if (
            limits &&
            last &&
            last.client === limits.client &&
            last.application === limits.application
          ) {
            last.to = release;
          } else if (limits) {
            ranges.push({from: release, to: release, ...limits});
          }
        }
        table = {
          type: 'table',
          align: [null, 'right', 'right'],
          children: [
            row(['Panel releases', 'Client API, per minute', 'Application API, per minute']),
            ...ranges.map((range) =>
              row([
                range.from === range.to ? range.from : `${range.from} to ${range.to}`,
                String(range.client),
                String(range.application),
              ]),
            ),
          ],
        };
      } else if (node.type === 'mdxJsxFlowElement' && node.name === 'PerServerLimits') {
        table = {
          type: 'table',
          align: [null, null, null],
          children: [
            row(['Route', 'What it does', 'Limit per server']),
            ...current.flatMap((route) => {
              const limit = ownRateLimit(route);
              return limit?.scope === 'server'
                ? [
                    row([
                      `\`${route.method} ${route.path}\``,
                      route.summary ?? '',
                      rateLimitText({requests: limit.requests, periodMinutes: limit.periodMinutes}),
                    ]),
                  ]
                : [];
            }),
          ],
        };
      } else if (node.type === 'mdxJsxFlowElement' && node.name === 'UpgradeTable') {
        table = {
          type: 'table',
          align: [null, null, null],
          children: [
            row(['Route in 0.7', 'In 1.x', 'What changes']),
            ...upgradeRows(legacy, current).map((entry) =>
              row([
                `\`${entry.legacy.method} ${entry.legacy.path}\``,
                entry.status === 'removed'
                  ? '**Removed**'
                  : entry.status === 'renamed'
                    ? `Renamed: \`${entry.current?.method} ${entry.current?.path}\``
                    : 'Same path',
                entry.changes.length > 0 ? entry.changes.join(' ') : 'Nothing in the route itself.',
              ]),
            ),
          ],
        };
      } else {
        const groups = new Map<string, FactRoute[]>();
        for (const route of addedInCurrent(legacy, current)) {
          const name = `${route.api}/${route.group}`;
          groups.set(name, [...(groups.get(name) ?? []), route]);
        }
        table = {
          type: 'table',
          align: [null, 'right', null],
          children: [
            row(['Page', 'New routes', 'Routes']),
            ...[...groups.entries()].map(([name, routes]) => {
              // A group's page has the group's name (docs/api/<api>/<group>.mdx).
              const [api, group] = name.split('/') as [string, string];
              return row([
                `[${api === 'client' ? 'Client' : 'Application'} API: ${group}](/docs/api/${api}/${group})`,
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

const SITE_DIR = path.resolve(__dirname, '../../..');

/**
 * The words of a footnote: "panel `file` (linked), `symbol`, verified at panel 1.15.0 (since
 * 1.12.0)"; a Wings claim's range is in Wings releases, naming the releases of its first line that
 * were never read: "… verified at wings 1.12.3 (Wings 1.12.2 and later; 1.12.0 and 1.12.1 were not
 * read)".
 */
function footnoteContent(anchor: SourceAnchor): PhrasingContent[] {
  const {repo, file, symbol, verified, since, until} = anchor;
  const range =
    repo === 'panel'
      ? releaseRangeText(since, until)
      : since || until
        ? ` (${wingsFootnoteRange({...(since ? {since} : {}), ...(until ? {until} : {})}, anchorReleases().wings)})`
        : '';
  return [
    {type: 'text', value: `${repo} `},
    {
      type: 'link',
      url: sourceFileUrl(repo, verified, file),
      children: [{type: 'inlineCode', value: file}],
    },
    {type: 'text', value: ', '},
    {type: 'inlineCode', value: symbol},
    {type: 'text', value: `, verified at ${repo} ${verified}${range}`},
  ];
}

/**
 * Every `<Source>` of a page becomes a footnote reference, and each distinct anchor one footnote
 * at the end of the page, numbered in the order they are first cited. Footnotes are the anchors'
 * alone: the list is labelled "Sources".
 */
function sourceFootnotes(tree: Root, where: string): void {
  const written = tree.children.find((node) => node.type === 'footnoteDefinition');
  if (written) {
    throw new Error(
      `${where}:${written.position?.start.line ?? 0}: footnotes are kept for source anchors (the list reads "Sources"); write the source as <Source … /> or the note in the text`,
    );
  }
  const elements = checkedSourceElements(tree, where, anchorReleases());
  const identifiers = new Map<string, string>();
  const definitions: FootnoteDefinition[] = [];
  for (const {element, parent, anchor} of elements) {
    const identity = anchorIdentity(anchor);
    let identifier = identifiers.get(identity);
    if (!identifier) {
      identifier = `${SOURCE_FOOTNOTE}${identifiers.size + 1}`;
      identifiers.set(identity, identifier);
      definitions.push({
        type: 'footnoteDefinition',
        identifier,
        label: identifier,
        children: [{type: 'paragraph', children: footnoteContent(anchor)}],
      });
    }
    const reference: FootnoteReference = {type: 'footnoteReference', identifier, label: identifier};
    let at = parent.children.indexOf(element);
    parent.children[at] = reference;
    // The mark sits against the claim's last word or stop, as a typed footnote would.
    const before = parent.children[at - 1] as {type: string; value?: string} | undefined;
    if (before?.type === 'text' && before.value !== undefined) {
      before.value = before.value.trimEnd();
      if (!before.value) {
        parent.children.splice(at - 1, 1);
        at -= 1;
      }
    }
    // Two anchors of one claim read "1,2", not "12": a raised comma between them, left out of the
    // search index like the marks (otherwise the text reads "claim.,").
    if ((parent.children[at - 1] as {type?: string} | undefined)?.type === 'footnoteReference') {
      const comma: PhrasingContent = {
        type: 'text',
        value: ',',
        data: {hName: 'sup', hProperties: {'data-search-exclude': ''}},
      };
      parent.children.splice(at, 0, comma);
    }
  }
  tree.children.push(...definitions);
}

/** Where API-wide and websocket changes are explained. */
const TOPIC_PAGES = {
  client: '/docs/rate-limiting',
  application: '/docs/rate-limiting',
  websocket: '/docs/api/websocket',
} as const;

/** The change log: one section per release, one item per route or topic, each linked. */
async function apiChanges(): Promise<RootContent[]> {
  const {fromMarkdown} = await import('mdast-util-from-markdown');
  const links = await endpointLinks(SITE_DIR);
  const {routes: histories, log} = releaseHistory();
  const out: RootContent[] = [];
  for (const {release, changes} of log) {
    out.push({type: 'heading', depth: 2, children: [{type: 'text', value: `Panel ${release}`}]});
    // A release read from anything but its tag says where it was read (Panel versions has the evidence).
    const {source} = releaseTable(release).release;
    if (!source.startsWith('tag ')) {
      out.push({
        type: 'paragraph',
        children: [
          {type: 'text', value: `Read at ${source}; see `},
          {
            type: 'link',
            url: '/docs/panel-versions',
            children: [{type: 'text', value: 'Panel versions'}],
          },
          {type: 'text', value: '.'},
        ],
      });
    }
    if (changes.length === 0) {
      out.push({
        type: 'paragraph',
        children: [
          {
            type: 'text',
            value:
              'No change to the routes, their permissions, rules and response attributes, the limits or the websocket that the tables hold.',
          },
        ],
      });
      continue;
    }
    const items = new Map<string, string[]>();
    for (const change of changes) {
      let subject: string;
      if (change.route) {
        const [method = '', tablePath = ''] = change.route.split(' ');
        const documented = `${method} ${tablePath.replace('{force?}', 'force')}`;
        const link = links.get(documented);
        const gone = histories.get(change.route)?.removedIn;
        subject = link
          ? `[\`${documented}\`](${link.url}) (${link.title})`
          : `\`${documented}\`${gone ? ` (not in the current panel; removed in ${gone})` : ''}`;
        if (!link && !gone) {
          throw new Error(
            `<ApiChanges />: ${change.route} is in the current panel but has no endpoint block`,
          );
        }
      } else {
        subject = `[${change.api === 'websocket' ? 'WebSocket' : change.api === 'client' ? 'Client API' : 'Application API'}](${TOPIC_PAGES[change.api]})`;
      }
      items.set(subject, [...(items.get(subject) ?? []), change.change]);
    }
    const list: List = {
      type: 'list',
      ordered: false,
      spread: false,
      children: [...items.entries()].map(([subject, texts]) => {
        const [paragraph] = fromMarkdown(`${subject}: ${texts.join(' ')}`).children;
        return {type: 'listItem', spread: false, children: paragraph ? [paragraph as never] : []};
      }),
    };
    out.push(list);
  }
  return out;
}

/**
 * The anchored symbols of the OpenAPI documents and of the pages' text, per repository: each file
 * and symbol, how many claims cite it (how many of them in pages), and the releases they were
 * verified at, each linked to the file at that release.
 */
async function sourceAnchors(): Promise<RootContent[]> {
  const {fromMarkdown} = await import('mdast-util-from-markdown');
  const releases = anchorReleases();
  const documents = [...(await loadAllApis(SITE_DIR)).values()].map((loaded) => loaded.bundled);
  const pageAnchors = checkedProseAnchors(SITE_DIR, releases);
  const uses = anchorUses(
    documents,
    releases,
    pageAnchors.map(({anchor}) => anchor),
  );
  const claims = uses.reduce((sum, use) => sum + use.claims, 0);
  const pages = new Set(pageAnchors.map(({page}) => page)).size;
  const out: RootContent[] = [
    ...(fromMarkdown(
      `${claims} anchors cite ${uses.length} symbols: ${claims - pageAnchors.length} of responses and notes in the OpenAPI documents (their \`x-source\`) and ${pageAnchors.length} in the text of ${pages} ${pages === 1 ? 'page' : 'pages'} (their \`<Source />\` elements, shown as the page's footnotes). Each row is generated from those anchors, and a count of claims says in brackets how many of them are in pages; the tests fail when an anchored symbol changed in a release after the one its claim was verified at.`,
    ).children as RootContent[]),
  ];
  // Only the symbols are searched (a symbol names its class, which names its file): with every
  // page's anchors the whole table came to about a fifth of the v1.0+ search index's budget, most
  // of it file paths, counts and release lists that no reader searches for.
  const cell = (markdown: string, searched = true): TableRow['children'][number] => {
    const [first] = fromMarkdown(markdown).children;
    return {
      type: 'tableCell',
      children: first?.type === 'paragraph' ? first.children : [{type: 'text', value: markdown}],
      ...(searched ? {} : {data: {hProperties: {'data-search-exclude': ''}}}),
    };
  };
  for (const repo of ['panel', 'wings'] as const) {
    const ofRepo = uses.filter((use) => use.repo === repo);
    if (ofRepo.length === 0) {
      continue;
    }
    out.push({
      type: 'heading',
      depth: 3,
      children: [{type: 'text', value: repo === 'panel' ? 'Panel' : 'Wings'}],
    });
    const table: Table = {
      type: 'table',
      align: [null, null, 'right', null],
      children: [
        {
          type: 'tableRow',
          children: ['File', 'Symbol', 'Claims', 'Verified at'].map((title) => cell(title)),
        },
        ...ofRepo.map((use): TableRow => ({
          type: 'tableRow',
          children: [
            cell(`\`${use.file}\``, false),
            cell(`\`${use.symbol}\``),
            cell(
              use.pageClaims > 0
                ? `${use.claims} (${use.pageClaims} in ${use.pageClaims === 1 ? 'a page' : 'pages'})`
                : String(use.claims),
              false,
            ),
            cell(
              use.verified
                .map((version) => `[${version}](${sourceFileUrl(repo, version, use.file)})`)
                .join(', '),
              false,
            ),
          ],
        })),
      ],
    };
    out.push(table);
  }
  return out;
}
