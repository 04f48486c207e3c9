/**
 * `<PermissionGroup group="file">…</PermissionGroup>`: one group of the subuser permission
 * catalogue, filled from the fact tables at build time. It becomes the group's description (the
 * panel's own, quoted), the element's own paragraphs, and a table Key | What it allows | Where it
 * applies with a row per key of the group: the key, the panel's description of it, and the client
 * endpoints that check it (paths relative to the server's), then the key's note.
 *
 * The notes are the element's one list, an item per key: `` - `file.create`: note ``. A note is
 * phrasing (it goes into a table cell) and holds what the tables do not: other effects of the key,
 * and the `<Source />` anchors of the row. A note of anchors alone follows the endpoint list; one
 * with words starts a line of its own. A note naming a key the group does not have, a group the
 * panel does not have, a key that no endpoint checks and no note explains, or a page that leaves
 * out a group or writes one twice fails the build naming the file.
 *
 * A topic page (Backups, Files, Servers…) lists the keys its endpoints check with
 * `<PermissionTable groups="backup">`: the same rows from the same table function, each endpoint a
 * link to its block, so no page types a key or quotes a description by hand. The 0.7 pages'
 * `<LegacyPermissionTable>` reads the legacy release's routes with the same `routesCheckingPermission`.
 */
import type {PhrasingContent, Root, RootContent, Table, TableCell} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {readPermission} from '../../../schema/releaseTables';
import type {EndpointLink} from '../endpoints/openapi/endpointLinks';
import {
  currentRelease,
  documentedPath,
  factRoutes,
  legacyPermissionGroups,
  legacyReleaseVersion,
  permissionCatalogue,
  releaseTable,
  type FactRoute,
  type PermissionFacts,
  type PermissionGroupFacts,
} from './tables';

const GROUP_ELEMENT = 'PermissionGroup';

/** The path the catalogue's endpoint lists are relative to. */
export const SERVER_PATH = '/api/client/servers/{server}';

/** A client route that checks a key; `byInput` when only some values of a request field need it. */
export interface PermissionCheck {
  readonly method: string;
  readonly path: string;
  readonly byInput?: {readonly field: string; readonly values: readonly string[]};
}

/** What {@link routesCheckingPermission} reads of a route (the current and the legacy tables both have it). */
type CheckedRoute = Pick<FactRoute, 'method' | 'path' | 'permission' | 'body'>;

/** The request field whose `in:` rule lists every value a by-input permission is keyed by. */
function inputField(
  route: CheckedRoute,
  inputs: readonly string[],
): {field: string; allowed: readonly string[]} {
  for (const [field, rules] of Object.entries(route.body ?? {})) {
    const parts = Array.isArray(rules) ? rules : String(rules).split('|');
    const allowed =
      parts
        .find((rule) => rule.startsWith('in:'))
        ?.slice(3)
        .split(',') ?? [];
    if (inputs.every((input) => allowed.includes(input))) {
      return {field, allowed};
    }
  }
  throw new Error(
    `${route.method} ${route.path}: its permission depends on a value, and no request field's in: rule lists ${inputs.join(', ')}`,
  );
}

/**
 * The client routes that refuse a subuser without `key`, by method and path: of the current panel,
 * or of the routes given (the legacy release's for the 0.7 pages).
 */
export function routesCheckingPermission(
  key: string,
  routes: readonly CheckedRoute[] = factRoutes('current', 'client'),
): PermissionCheck[] {
  const checks: PermissionCheck[] = [];
  for (const route of routes) {
    const grant = readPermission(route.permission);
    if (grant.kind === 'subuser' && grant.key === key) {
      checks.push({method: route.method, path: documentedPath(route)});
    } else if (grant.kind === 'byInput' && grant.keys.some((entry) => entry.key === key)) {
      const {field, allowed} = inputField(
        route,
        grant.keys.map((entry) => entry.input),
      );
      // In the order the field's rule lists them (the table's map is sorted).
      const values = allowed.filter((value) =>
        grant.keys.some((entry) => entry.input === value && entry.key === key),
      );
      checks.push({method: route.method, path: documentedPath(route), byInput: {field, values}});
    }
  }
  const order = (check: PermissionCheck) => `${check.method} ${check.path}`;
  return checks.sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
}

const code = (value: string): PhrasingContent => ({type: 'inlineCode', value});
const text = (value: string): PhrasingContent => ({type: 'text', value});
// The same node a typed `<br />` in a table cell is, so the HTML and the Markdown twin match.
const lineBreak = (): PhrasingContent =>
  ({type: 'mdxJsxTextElement', name: 'br', attributes: [], children: []}) as PhrasingContent;

/** "a", "a and b", "a, b and c" (or "a, b or c"), each item's nodes as given. */
function joined(items: readonly PhrasingContent[][], conjunction = 'and'): PhrasingContent[] {
  return items.flatMap((item, index) => [
    ...(index === 0 ? [] : [text(index === items.length - 1 ? ` ${conjunction} ` : ', ')]),
    ...item,
  ]);
}

function endpointName(check: PermissionCheck): string {
  const relative = check.path.startsWith(`${SERVER_PATH}/`)
    ? check.path.slice(SERVER_PATH.length)
    : check.path;
  return `${check.method} ${relative}`;
}

/**
 * Where each documented endpoint's block is, by `METHOD /path` (documented path): the page URL
 * with the heading's anchor, and the heading (`endpointLinks()` of the endpoints plugin).
 */
export type EndpointLinks = ReadonlyMap<string, EndpointLink>;

/** An endpoint as a link to its block, named by its heading, with the values that need the key. */
function linkedEndpoint(
  check: PermissionCheck,
  links: EndpointLinks,
  at: string,
): PhrasingContent[] {
  const link = links.get(`${check.method} ${check.path}`);
  if (!link) {
    throw new Error(
      `${at}: ${check.method} ${check.path} checks a key of the table but has no endpoint block`,
    );
  }
  return [
    {type: 'link', url: link.url, children: [text(link.title)]},
    ...(check.byInput
      ? [
          text(' with '),
          ...joined(
            check.byInput.values.map((value) => [code(value)]),
            'or',
          ),
        ]
      : []),
  ];
}

/**
 * Where a key applies: its endpoints, which values of a by-input route need it, then the note.
 * With `links` (a topic page's table), each endpoint is a link to its block, named by its heading,
 * with the values that need the key after it, in the OpenAPI document's order; without, its method
 * and path relative to the server's, sorted.
 */
function whereCell(
  checks: readonly PermissionCheck[],
  note: readonly PhrasingContent[] | undefined,
  links?: {readonly map: EndpointLinks; readonly at: string},
): PhrasingContent[] {
  if (links) {
    // In the order of the blocks' document (the page's order), not by method and path.
    const order = [...links.map.keys()];
    const rank = (check: PermissionCheck) => order.indexOf(`${check.method} ${check.path}`);
    checks = [...checks].sort((a, b) => rank(a) - rank(b));
  }
  const out: PhrasingContent[] =
    checks.length === 0
      ? [text('No client API endpoint checks it.')]
      : checks.flatMap((check, index) => [
          ...(index === 0 ? [] : [text(', ')]),
          ...(links ? linkedEndpoint(check, links.map, links.at) : [code(endpointName(check))]),
        ]);
  let opensLine = checks.length > 0;
  for (const check of checks) {
    if (!check.byInput || links) continue;
    const {field, values} = check.byInput;
    out.push(
      lineBreak(),
      ...(checks.length > 1 ? [code(endpointName(check)), text(': ')] : []),
      ...joined(values.map((value) => [code(value)])),
      text(values.length > 1 ? ` ${field}s.` : ` ${field} only.`),
    );
    opensLine = false;
  }
  if (note && note.length > 0) {
    out.push(...(anchorsOnly(note) || !opensLine ? [text(' ')] : [lineBreak()]), ...note);
  }
  return out;
}

/** A note of `<Source />` anchors and nothing else. */
function anchorsOnly(note: readonly PhrasingContent[]): boolean {
  return note.every(
    (node) =>
      (node.type === 'mdxJsxTextElement' && node.name === 'Source') ||
      (node.type === 'text' && node.value.trim() === ''),
  );
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

function isElement(node: unknown, name: string): node is JsxElement {
  const candidate = node as {type?: string; name?: string | null};
  return (
    (candidate.type === 'mdxJsxFlowElement' || candidate.type === 'mdxJsxTextElement') &&
    candidate.name === name
  );
}

function onlyAttribute(element: JsxElement, name: string, at: string): string {
  const [attribute, ...others] = element.attributes;
  if (
    others.length > 0 ||
    attribute?.type !== 'mdxJsxAttribute' ||
    attribute.name !== name ||
    typeof attribute.value !== 'string'
  ) {
    throw new Error(`${at}: <${element.name}> takes one attribute, ${name}="…"`);
  }
  return attribute.value;
}

/**
 * The group called `name` among `groups`; otherwise an error starting with `context` (where and
 * which element) that says whose groups were searched (`owner`) and lists them.
 */
function namedGroup<Group extends {readonly group: string}>(
  groups: readonly Group[],
  name: string,
  context: string,
  owner: string,
): Group {
  const group = groups.find((candidate) => candidate.group === name);
  if (!group) {
    throw new Error(
      `${context}: ${owner} has no group ${name} (its groups: ${groups.map((entry) => entry.group).join(', ')})`,
    );
  }
  return group;
}

/** Phrasing without the blank text at either end (the lines around a note's words). */
function trimmed(nodes: readonly PhrasingContent[]): PhrasingContent[] {
  const out = nodes.map((node) => (node.type === 'text' ? {...node} : node));
  const first = out[0];
  if (first?.type === 'text') first.value = first.value.trimStart();
  const last = out.at(-1);
  if (last?.type === 'text') last.value = last.value.trimEnd();
  return out.filter((node) => node.type !== 'text' || node.value !== '');
}

/**
 * A group element's own paragraphs, and its notes by key: the items of its list, each
 * `` `key`: note``, checked against the group.
 */
function readGroupElement(
  element: MdxJsxFlowElement,
  group: {readonly name: string; readonly keys: readonly string[]; readonly release: string},
  where: string,
): {intro: RootContent[]; notes: Map<string, PhrasingContent[]>} {
  const intro: RootContent[] = [];
  const notes = new Map<string, PhrasingContent[]>();
  const lists = element.children.filter((child) => child.type === 'list');
  if (lists.length > 1) {
    throw new Error(
      `${where}:${lists[1]?.position?.start.line ?? 0}: a <${element.name}> has one list, its notes`,
    );
  }
  for (const child of element.children) {
    if (child.type !== 'list') {
      intro.push(child as RootContent);
      continue;
    }
    for (const item of child.children) {
      const at = `${where}:${item.position?.start.line ?? 0}`;
      const [paragraph, ...rest] = item.children;
      const [keyNode, colon, ...note] = paragraph?.type === 'paragraph' ? paragraph.children : [];
      if (
        rest.length > 0 ||
        keyNode?.type !== 'inlineCode' ||
        colon?.type !== 'text' ||
        !colon.value.startsWith(':')
      ) {
        throw new Error(
          `${at}: a note of a <${element.name}> is one paragraph, \`key\`: followed by the note (it becomes a table cell)`,
        );
      }
      const key = keyNode.value;
      if (!group.keys.includes(key)) {
        throw new Error(
          `${at}: the note of ${key}: panel ${group.release} has no such key in the ${group.name} group (its keys: ${group.keys.join(', ')})`,
        );
      }
      if (notes.has(key)) {
        throw new Error(`${at}: a second note for ${key}; write one note per key`);
      }
      const rest0 = colon.value.slice(1);
      notes.set(key, trimmed([...(rest0 ? [text(rest0)] : []), ...note]));
    }
  }
  return {intro, notes};
}

const cell = (children: PhrasingContent[]): TableCell => ({type: 'tableCell', children});

/**
 * The one table of current keys: Key | What it allows (the panel's description) | `lastColumn`
 * (the endpoints that check the key, then its note), a row per key in the panel's order. A key
 * that no endpoint checks and no note explains fails.
 */
function currentKeyTable(
  permissions: readonly PermissionFacts[],
  notes: ReadonlyMap<string, PhrasingContent[]>,
  routes: readonly FactRoute[],
  options: {readonly at: string; readonly lastColumn: string; readonly links?: EndpointLinks},
): Table {
  const {at, lastColumn, links} = options;
  return {
    type: 'table',
    align: [null, null, null],
    children: [
      {
        type: 'tableRow',
        children: ['Key', 'What it allows', lastColumn].map((title) => cell([text(title)])),
      },
      ...permissions.map(({key, description}) => {
        const checks = routesCheckingPermission(key, routes);
        const note = notes.get(key);
        if (checks.length === 0 && !note?.length) {
          throw new Error(
            `${at}: no client endpoint checks ${key}; say where it applies in its note (an item \`${key}\`: … of the element's list)`,
          );
        }
        // A footnote mark right after an endpoint link makes two small targets touch (axe's
        // target-size), so a linked table's anchors follow the key instead.
        const markKey = links !== undefined && note !== undefined && anchorsOnly(note);
        return {
          type: 'tableRow' as const,
          children: [
            cell([code(key), ...(markKey ? [text(' '), ...note] : [])]),
            cell([text(description)]),
            cell(
              whereCell(checks, markKey ? undefined : note, links ? {map: links, at} : undefined),
            ),
          ],
        };
      }),
    ],
  };
}

function groupContent(
  element: MdxJsxFlowElement,
  group: PermissionGroupFacts,
  where: string,
  routes: readonly FactRoute[],
): RootContent[] {
  const {intro, notes} = readGroupElement(
    element,
    {
      name: group.group,
      keys: group.permissions.map((entry) => entry.key),
      release: currentRelease().release.version,
    },
    where,
  );
  return [
    {type: 'blockquote', children: [{type: 'paragraph', children: [text(group.description)]}]},
    ...intro,
    currentKeyTable(group.permissions, notes, routes, {
      at: `${where}:${element.position?.start.line ?? 0}`,
      lastColumn: 'Where it applies',
    }),
  ];
}

/** Finds a group element the expansion did not reach (one not at the top of the page). */
function strayElement(parent: {children?: unknown[]}): JsxElement | undefined {
  for (const child of parent.children ?? []) {
    if (isElement(child, GROUP_ELEMENT)) return child;
    const inner = strayElement(child as {children?: unknown[]});
    if (inner) return inner;
  }
  return undefined;
}

/**
 * Replaces each top-level `<PermissionGroup>` of a page with its generated content. A page with
 * any of them must have every group of the catalogue, once.
 */
export function expandPermissionGroups(tree: Root, where: string): void {
  const elements = tree.children.filter((node): node is MdxJsxFlowElement =>
    isElement(node, GROUP_ELEMENT),
  );
  if (elements.length === 0) {
    const stray = strayElement(tree);
    if (stray) {
      throw new Error(
        `${where}:${stray.position?.start.line ?? 0}: a <${GROUP_ELEMENT}> stands at the top level of the page`,
      );
    }
    return;
  }
  const catalogue = permissionCatalogue();
  const routes = factRoutes('current', 'client');
  const written = new Set<string>();
  for (const element of elements) {
    const at = `${where}:${element.position?.start.line ?? 0}`;
    const name = onlyAttribute(element, 'group', at);
    const group = namedGroup(
      catalogue,
      name,
      `${at}: <${GROUP_ELEMENT} group="${name}">`,
      'the panel',
    );
    if (written.has(name)) {
      throw new Error(`${at}: the ${name} group is written twice`);
    }
    written.add(name);
    tree.children.splice(
      tree.children.indexOf(element),
      1,
      ...groupContent(element, group, where, routes),
    );
  }
  const missing = catalogue.filter((group) => !written.has(group.group));
  if (missing.length > 0) {
    throw new Error(
      `${where}: the permission catalogue leaves out the group${missing.length > 1 ? 's' : ''} ${missing.map((group) => group.group).join(', ')}; add a <${GROUP_ELEMENT}> for each`,
    );
  }
  const stray = strayElement(tree);
  if (stray) {
    throw new Error(
      `${where}:${stray.position?.start.line ?? 0}: a <${GROUP_ELEMENT}> stands at the top level of the page`,
    );
  }
}

const TABLE_ELEMENT = 'PermissionTable';

/** The names of an element's `groups` attribute, separated by spaces. */
function groupNames(element: JsxElement, at: string): string[] {
  const names = onlyAttribute(element, 'groups', at).split(/\s+/).filter(Boolean);
  if (names.length === 0 || new Set(names).size !== names.length) {
    throw new Error(`${at}: <${element.name} groups="…"> names one or more groups, each once`);
  }
  return names;
}

/**
 * Replaces each top-level `<PermissionTable groups="backup">` (several groups separated by
 * spaces) on a topic page with the catalogue's rows of those groups: Key | What it allows |
 * Endpoints, each endpoint a link to its block named by its heading (`links`), and the key's note
 * from the element's list as in `<PermissionGroup>` (its `<Source />` anchors, a remark). The
 * group descriptions and the other effects of a key stay in the catalogue on the Users page.
 */
export function expandPermissionTables(tree: Root, where: string, links: EndpointLinks): void {
  const elements = tree.children.filter((node): node is MdxJsxFlowElement =>
    isElement(node, TABLE_ELEMENT),
  );
  if (elements.length === 0) return;
  const catalogue = permissionCatalogue();
  const routes = factRoutes('current', 'client');
  const release = currentRelease().release.version;
  for (const element of elements) {
    const at = `${where}:${element.position?.start.line ?? 0}`;
    const groups = groupNames(element, at).map((name) =>
      namedGroup(catalogue, name, `${at}: <${TABLE_ELEMENT} groups="…">`, 'the panel'),
    );
    const permissions = groups.flatMap((group) => group.permissions);
    const {intro, notes} = readGroupElement(
      element,
      {
        name: groups.map((group) => group.group).join(' and '),
        keys: permissions.map((entry) => entry.key),
        release,
      },
      where,
    );
    tree.children.splice(
      tree.children.indexOf(element),
      1,
      ...intro,
      currentKeyTable(permissions, notes, routes, {at, lastColumn: 'Endpoints', links}),
    );
  }
}

const LEGACY_TABLE_ELEMENT = 'LegacyPermissionTable';
const KEY_LIST_ELEMENT = 'PermissionKeys';

/**
 * The legacy release's client routes, for the 0.7 pages' "Checked by" column.
 */
function legacyClientRoutes(): CheckedRoute[] {
  return releaseTable(legacyReleaseVersion()).routes.filter((route) => route.api === 'client');
}

/**
 * Replaces each top-level `<LegacyPermissionTable group="file">` with a table Permission | What it
 * allowed: a row per key of the legacy panel's group, in the panel's order, with the key's note
 * (the element's list, as in `<PermissionGroup>`) as what it allowed. The legacy tables hold no
 * description the pages quote (the release table's are empty; the shared table's are the web
 * interface's labels, which the pages restate), so every key needs a note; a missing one fails the
 * build. When a legacy client route checks a key of the group, a column Checked by comes second:
 * each key's routes from the legacy release's table, as links to their blocks (`links`).
 */
export function expandLegacyPermissionTables(
  tree: Root,
  where: string,
  links: EndpointLinks,
): void {
  const elements = tree.children.filter((node): node is MdxJsxFlowElement =>
    isElement(node, LEGACY_TABLE_ELEMENT),
  );
  if (elements.length === 0) return;
  const groups = legacyPermissionGroups();
  const release = legacyReleaseVersion();
  const routes = legacyClientRoutes();
  for (const element of elements) {
    const at = `${where}:${element.position?.start.line ?? 0}`;
    const name = onlyAttribute(element, 'group', at);
    const group = namedGroup(
      groups,
      name,
      `${at}: <${LEGACY_TABLE_ELEMENT} group="${name}">`,
      `panel ${release}`,
    );
    const {intro, notes} = readGroupElement(element, {name, keys: group.keys, release}, where);
    const unexplained = group.keys.filter((key) => !notes.get(key)?.length);
    if (unexplained.length > 0) {
      throw new Error(
        `${at}: say what ${unexplained.join(', ')} allowed, in the element's list (\`key\`: …)`,
      );
    }
    const checks = new Map(group.keys.map((key) => [key, routesCheckingPermission(key, routes)]));
    const checked = [...checks.values()].some((list) => list.length > 0);
    const table: Table = {
      type: 'table',
      align: checked ? [null, null, null] : [null, null],
      children: [
        {
          type: 'tableRow',
          children: ['Permission', ...(checked ? ['Checked by'] : []), 'What it allowed'].map(
            (title) => cell([text(title)]),
          ),
        },
        ...group.keys.map((key) => ({
          type: 'tableRow' as const,
          children: [
            cell([code(key)]),
            ...(checked
              ? [cell(whereCell(checks.get(key) ?? [], undefined, {map: links, at}))]
              : []),
            cell(notes.get(key) ?? []),
          ],
        })),
      ],
    };
    tree.children.splice(tree.children.indexOf(element), 1, ...intro, table);
  }
}

/**
 * Replaces every `<PermissionKeys group="power" version="legacy" />` (`version` defaults to
 * `current`) with the group's keys, in the panel's order, as code separated by commas.
 */
export function expandPermissionKeyLists(parent: {children?: unknown[]}, where: string): void {
  const children = parent.children ?? [];
  children.forEach((child, index) => {
    if (!isElement(child, KEY_LIST_ELEMENT)) {
      expandPermissionKeyLists(child as {children?: unknown[]}, where);
      return;
    }
    const at = `${where}:${child.position?.start.line ?? 0}`;
    const options = new Map<string, unknown>(
      child.attributes.map((attribute) => [
        attribute.type === 'mdxJsxAttribute' ? attribute.name : '{…}',
        attribute.value,
      ]),
    );
    const group = options.get('group');
    const version = options.get('version') ?? 'current';
    if (
      typeof group !== 'string' ||
      (version !== 'current' && version !== 'legacy') ||
      [...options.keys()].some((name) => name !== 'group' && name !== 'version')
    ) {
      throw new Error(
        `${at}: <${KEY_LIST_ELEMENT}> takes group="…" and an optional version="legacy"`,
      );
    }
    const context = `${at}: <${KEY_LIST_ELEMENT}>`;
    const owner = `the ${version} panel`;
    const keys =
      version === 'legacy'
        ? namedGroup(legacyPermissionGroups(), group, context, owner).keys
        : namedGroup(permissionCatalogue(), group, context, owner).permissions.map(
            (entry) => entry.key,
          );
    const list = keys.flatMap((key, position) => [
      ...(position === 0 ? [] : [text(', ')]),
      code(key),
    ]);
    children.splice(
      index,
      1,
      ...(child.type === 'mdxJsxTextElement' ? list : [{type: 'paragraph', children: list}]),
    );
  });
}

const TASK_TABLE_ELEMENT = 'TaskPermissions';
const TASK_ROUTE = 'POST /api/client/servers/{server}/schedules/{schedule}/tasks';

/** The values a field's `in:` rule allows, in its order (none when it has no such rule). */
function allowedValues(rules: string | readonly string[] | undefined): string[] {
  const parts = Array.isArray(rules) ? rules : String(rules ?? '').split('|');
  return (
    parts
      .find((rule) => rule.startsWith('in:'))
      ?.slice(3)
      .split(',') ?? []
  );
}

/**
 * The permission a schedule task needs besides `schedule.update`, by action (and power signal):
 * the computed check of the current release's task route, one row per action and permission.
 */
export function taskPermissionRows(): {action: string; payloads: string[]; key: string}[] {
  const {routes, release} = currentRelease();
  const taskRoute = routes.find((route) => `${route.method} ${route.path}` === TASK_ROUTE);
  const byInput = taskRoute?.computed_permissions?.find((check) => check.by_input)?.by_input;
  if (!taskRoute || !byInput) {
    throw new Error(
      `panel ${release.version}: ${TASK_ROUTE} has no permission computed from the task's action`,
    );
  }
  // Both the task's power payloads and the power route's signals are the panel's list of power
  // actions; the signal rule keeps its order, the computed check's table is sorted.
  const power = routes.find((route) => route.path === `${SERVER_PATH}/power`);
  const signalOrder = allowedValues(power?.body?.['signal']);
  const rank = (value: string) =>
    signalOrder.includes(value) ? signalOrder.indexOf(value) : signalOrder.length;
  const rows: {action: string; payloads: string[]; key: string}[] = [];
  const entries = Object.entries(byInput).map(([input, key]) => {
    const values = Object.fromEntries(
      input.split(', ').map((pair) => pair.split('=') as [string, string]),
    );
    return {action: values['action'] ?? '', payload: values['payload'], key: key ?? ''};
  });
  for (const action of allowedValues(taskRoute.body['action'])) {
    const ofAction = entries
      .filter((entry) => entry.action === action)
      .sort((a, b) => rank(a.payload ?? '') - rank(b.payload ?? ''));
    for (const entry of ofAction) {
      const row = rows.find(
        (candidate) => candidate.action === action && candidate.key === entry.key,
      );
      if (row && entry.payload) row.payloads.push(entry.payload);
      else rows.push({action, payloads: entry.payload ? [entry.payload] : [], key: entry.key});
    }
  }
  if (rows.length !== new Set(entries.map((entry) => `${entry.action} ${entry.key}`)).size) {
    throw new Error(
      `panel ${release.version}: ${TASK_ROUTE} has a task action its rules do not allow`,
    );
  }
  return rows;
}

/**
 * Replaces a top-level `<TaskPermissions heading="…" />` with the table Task | heading of
 * {@link taskPermissionRows}.
 */
export function expandTaskPermissions(tree: Root, where: string): void {
  const at = tree.children.findIndex((node) => isElement(node, TASK_TABLE_ELEMENT));
  if (at < 0) return;
  const element = tree.children[at] as MdxJsxFlowElement;
  const heading = onlyAttribute(
    element,
    'heading',
    `${where}:${element.position?.start.line ?? 0}`,
  );
  const table: Table = {
    type: 'table',
    align: [null, null],
    children: [
      {type: 'tableRow', children: [cell([text('Task')]), cell([text(heading)])]},
      ...taskPermissionRows().map(({action, payloads, key}) => ({
        type: 'tableRow' as const,
        children: [
          cell([
            code(action),
            ...(payloads.length > 0
              ? [
                  text(' with '),
                  ...payloads.flatMap((payload, index) => [
                    ...(index === 0 ? [] : [text(index === payloads.length - 1 ? ' or ' : ', ')]),
                    code(payload),
                  ]),
                ]
              : []),
          ]),
          cell([code(key)]),
        ],
      })),
    ],
  };
  tree.children.splice(at, 1, table);
}

const UNCHECKED_ELEMENT = 'UncheckedServerRoutes';

/** The current client routes of one server (its own path or below) that check no permission. */
export function uncheckedServerRoutes(
  routes: readonly FactRoute[] = factRoutes('current', 'client'),
): string[] {
  return routes
    .filter(
      (route) =>
        (route.path === SERVER_PATH || route.path.startsWith(`${SERVER_PATH}/`)) &&
        readPermission(route.permission).kind === 'none' &&
        !route.computed_permissions?.length,
    )
    .map((route) => `${route.method} ${documentedPath(route)}`);
}

/** Replaces every `<UncheckedServerRoutes />` with those routes as code, "a, b and c". */
export function expandUncheckedServerRoutes(parent: {children?: unknown[]}, where: string): void {
  const children = parent.children ?? [];
  children.forEach((child, index) => {
    if (!isElement(child, UNCHECKED_ELEMENT)) {
      expandUncheckedServerRoutes(child as {children?: unknown[]}, where);
      return;
    }
    if (child.type !== 'mdxJsxTextElement' || child.attributes.length > 0) {
      throw new Error(
        `${where}:${child.position?.start.line ?? 0}: <${UNCHECKED_ELEMENT} /> stands in a sentence and takes no attribute`,
      );
    }
    const routes = uncheckedServerRoutes();
    if (routes.length === 0) {
      throw new Error(
        `${where}: <${UNCHECKED_ELEMENT} />: every route of a server checks a permission`,
      );
    }
    children.splice(index, 1, ...joined(routes.map((route) => [code(route)])));
  });
}
