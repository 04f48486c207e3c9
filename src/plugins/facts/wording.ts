/**
 * The one wording of the facts the site states: a permission, an access requirement, a validation
 * rule, a rate limit, the release a route arrived in and a block's status lines. The release
 * history (./releaseHistory.ts), the upgrade table (./upgradeCompare.ts), the page elements
 * (./remark.ts) and the endpoint blocks with their Markdown twins
 * (../endpoints/openapi/statements.ts) all word a fact with these functions, in inline Markdown,
 * and a change to a fact with the change sentences at the end.
 */
import {changedEntries, listChanges} from '../../../schema/diff';
import {
  readPermission,
  type ComputedPermission,
  type IncludeRequirement,
  type Permission,
  type PermissionGrant,
  type RuleValue,
} from '../../../schema/releaseTables';

/** A code span; a backtick inside would end it, so it becomes a quote. */
export const code = (text: string): string => `\`${text.replaceAll('`', "'")}\``;

/** A permission in a change line: `none`, `` `control.start` ``, `` `nodes` write ``, `` `control.start` for `start`, … ``. */
export function permissionText(permission: Permission | undefined): string {
  return grantText(readPermission(permission));
}

function grantText(grant: PermissionGrant): string {
  switch (grant.kind) {
    case 'none':
      return 'none';
    case 'subuser':
      return code(grant.key);
    case 'application':
      return `${code(grant.resource)} ${grant.access}`;
    case 'byInput':
      return grant.keys.map(({input, key}) => `${code(key)} for ${code(input)}`).join(', ');
  }
}

/** What a key needs to call a route: `Client API key; subuser permission `x``, `Application API key with `nodes` read access`. */
export function accessText(grant: PermissionGrant, keyLabel: string): string {
  switch (grant.kind) {
    case 'application':
      return `${keyLabel} with ${code(grant.resource)} ${grant.access === 'write' ? 'read and write' : 'read'} access`;
    case 'none':
      return `${keyLabel}; no subuser permission needed`;
    case 'subuser':
    case 'byInput':
      return `${keyLabel}; subuser permission ${grantText(grant)}`;
  }
}

/** One computed permission check in a sentence (without the final full stop). */
export function computedPermissionText(check: ComputedPermission): string {
  if (check.from === 'stored') {
    return `${code(check.checked_in)} also checks, for each stored record it acts on, the permission ${code(check.computed_by)} computes`;
  }
  const values = Object.entries(check.by_input ?? {})
    .map(
      ([input, permission]) =>
        `${permission === null ? 'none' : code(permission)} for ${code(input)}`,
    )
    .join(', ');
  return `${code(check.checked_in)} also checks the permission ${code(check.computed_by)} computes from ${(check.inputs ?? []).map(code).join(' and ')}: ${values}`;
}

/** Where a response field comes from an include: `Present with `include=x`; depends on the subuser permission `p``. */
export function includeText(include: string, needs: IncludeRequirement | undefined): string {
  const requirement = !needs
    ? ''
    : 'permission' in needs
      ? `; depends on the subuser permission ${code(needs.permission)}`
      : `; needs ${code(needs.resource)} read access on the key`;
  return `Present with ${code(`include=${include}`)}${requirement}`;
}

/** A validation rule as one string (a rule list is joined with ` | `). */
export function ruleText(rule: RuleValue | readonly string[]): string {
  return typeof rule === 'string' ? rule : rule.join(' | ');
}

export interface RateLimit {
  readonly requests: number;
  readonly periodMinutes: number;
  /** Whose requests share the counter, where that is not the key's user: `server` for the per-server limits. */
  readonly scope?: 'server' | 'user';
}

/**
 * A route limit: `5 per minute per server`, `10 per 5 minutes`. Laravel counts every throttle per
 * user once a key is accepted, so the `user` scope is the default and goes unsaid (the Rate
 * limiting page says it); only a counter shared differently (per server) is named.
 */
export function rateLimitText(limit: RateLimit): string {
  const period = limit.periodMinutes === 1 ? 'minute' : `${limit.periodMinutes} minutes`;
  return `${limit.requests} per ${period}${limit.scope === 'server' ? ' per server' : ''}`;
}

/** The statement of a route's own limit, in a block and its twin. */
export function ownRateLimitStatement(limit: RateLimit): string {
  return `Own rate limit: ${rateLimitText(limit)}`;
}

/** The release a route arrived in. */
export function sinceText(release: string): string {
  return `Since panel ${release}`;
}

/**
 * The panel releases a claim holds for, when not all of them: " (since 1.12.0)", " (until 1.11.10)",
 * " (1.8.0 to 1.9.0)"; `product` ("panel ") goes before them where the claim is not about the panel.
 */
export function releaseRangeText(since?: string, until?: string, product = ''): string {
  if (since && until) {
    return ` (${product}${since} to ${until})`;
  }
  return since ? ` (since ${product}${since})` : until ? ` (until ${product}${until})` : '';
}

/** A block's status lines, by what they mark. */
export const STATUS_TEXT = {
  twoFactorExempt: 'Works before 2FA is set up',
  deprecated: 'Deprecated',
} as const;

/** A fact whose value changed: `Permission: none → `control.start`.` */
export function changedValueText(subject: string, before: string, after: string): string {
  return `${subject}: ${before} → ${after}.`;
}

/** A subject that agrees with its count: `{one: 'Response attribute', many: 'Response attributes'}`. */
export type Subject = string | {readonly one: string; readonly many: string};

const subjectFor = (subject: Subject, count: number): string =>
  typeof subject === 'string' ? subject : count === 1 ? subject.one : subject.many;

/** What a list gained and lost: `Response attributes `a`, `b` added.`, `Body field `c` removed.` */
export function listChangeTexts(
  subject: Subject,
  before: readonly string[],
  after: readonly string[],
): string[] {
  const {added, removed} = listChanges(before, after);
  return [
    ...(added.length > 0
      ? [`${subjectFor(subject, added.length)} ${added.map(code).join(', ')} added.`]
      : []),
    ...(removed.length > 0
      ? [`${subjectFor(subject, removed.length)} ${removed.map(code).join(', ')} removed.`]
      : []),
  ];
}

/**
 * The rules of request fields, compared: the tables hold the rules a release validates a field
 * with, not every field it reads (a task's `continue_on_failure` was read without a rule before
 * 1.11.3), so a field is worded as gaining or dropping validation, never as new or gone.
 */
export function ruleChangeTexts(
  kind: Subject,
  before: ReadonlyMap<string, string>,
  after: ReadonlyMap<string, string>,
): string[] {
  const changes = changedEntries(before, after);
  const named = (fields: readonly string[]): string =>
    `${subjectFor(kind, fields.length)} ${fields.map(code).join(', ')}`;
  // Fields that gain validation without a rule to show, or lose it, read as one list each.
  const gainedBare = changes.filter(({before: old, after: rule}) => old === undefined && !rule);
  const dropped = changes.filter(({after: rule}) => rule === undefined);
  return [
    ...changes.flatMap(({key: field, before: old, after: rule}) =>
      old === undefined
        ? rule
          ? [`${named([field])} validated (${code(rule)}).`]
          : []
        : rule === undefined
          ? []
          : [
              changedValueText(
                named([field]),
                old ? code(old) : 'no rules',
                rule ? code(rule) : 'no rules',
              ),
            ],
    ),
    ...(gainedBare.length > 0 ? [`${named(gainedBare.map(({key}) => key))} validated.`] : []),
    ...(dropped.length > 0 ? [`${named(dropped.map(({key}) => key))} no longer validated.`] : []),
  ];
}
