/**
 * Limits typed where a generated figure cannot go: the account key limit in the OpenAPI documents
 * (published as written, for client tools, so an element cannot stand in a description) and the
 * pages' front-matter search phrases (plain strings), and a route's own rate limit in its
 * operation's description and notes. Each mention there must agree with the fact tables: the
 * documents' are checked as they load (a disagreement fails the build naming the file), the front
 * matter's by tests/unit/accountKeyLimit.test.ts. Pages' own text uses `<FactLimit … />`.
 * A note or field whose `x-source` anchors give it a range of panel releases is checked at the ends
 * of that range, so a note that holds until 1.10.3 gives that release's figure.
 */
import {anchorReleases, claimRange, type AnchorValue} from '../endpoints/openapi/anchors';
import {releaseLine} from '../../../schema/codeSince';
import {
  accountKeyLimit,
  accountKeyLimitChanges,
  currentRelease,
  releaseRoute,
  ownRateLimit,
  releaseTable,
  routeKey,
} from './tables';
import {rateLimitText} from './wording';

/**
 * "25 account keys", "25 API keys", "25 key limit", "25 keys maximum", optionally followed by
 * "(5 before 1.10.4)": a figure, then words naming keys.
 */
const MENTION =
  /(?<![\w.-])(\d+)\s+(?:account\s+|client\s+|api\s+)*keys?\b(?:[^()\n]*?\((\d+)\s+before\s+(\d+\.\d+\.\d+)\))?/gi;

/** Every problem of the account key limit's mentions in one text, at a panel release (the current one by default). */
export function accountKeyLimitMentionProblems(text: string, release?: string): string[] {
  const mentions = [...text.matchAll(MENTION)];
  // Called on every string of the OpenAPI documents: the tables are read only where one mentions keys.
  if (mentions.length === 0) return [];
  const version = release ?? currentRelease().release.version;
  const limit = accountKeyLimit(version);
  const changes = accountKeyLimitChanges();
  const problems: string[] = [];
  for (const match of mentions) {
    const [mention, figure, earlier, changedAt] = match;
    if (Number(figure) !== limit) {
      problems.push(
        `"${mention}": the fact table of panel ${version} allows ${limit ?? 'no figure for'} account keys per user (limits.account_api_keys)`,
      );
    }
    if (changedAt === undefined) continue;
    const at = changes.findIndex((change) => change.version === changedAt);
    const before = at > 0 ? changes[at - 1]?.count : undefined;
    if (at <= 0 || Number(earlier) !== before) {
      problems.push(
        `"${mention}": the fact tables' account key limit changed at ${changes
          .slice(1)
          .map((change, index) => `${change.version} (${changes[index]?.count} → ${change.count})`)
          .join(', ')}`,
      );
    }
  }
  return problems;
}

/**
 * Every problem of the account key limit's mentions below a parsed OpenAPI document, at a panel
 * release (the current one by default): the strings of an object whose `x-source` anchors give a
 * panel range are checked at its `since` (or the first 1.x release, when it has none) and at its
 * `until` (or the release, when it has none).
 */
export function accountKeyLimitProblemsIn(value: unknown, release?: string): string[] {
  return problemsAtRangeEnds(value, release, accountKeyLimitMentionProblems);
}

/**
 * "15 requests per minute", "5 per 10 minutes": a route's own limit typed in an operation's
 * description or notes (the block states it from `x-rate-limit`; a note bounded to some releases
 * may repeat it for them).
 */
const ROUTE_LIMIT_MENTION = /(?<![\w.-])(\d+)\s+(?:requests?\s+)?per\s+(?:(\d+)\s+)?minutes?\b/gi;

const OPERATION_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/**
 * Every problem of the route limits typed below a parsed paths file of an OpenAPI document: each
 * figure in an operation must be that route's own limit in the fact table of each release the text
 * holds for (the ends of a note's anchored range; the current or legacy release otherwise), as
 * `ownRateLimit` reads it. An API's general limit is not a route's own and is never typed there
 * (pages write it with `<FactLimit api=… />`).
 */
export function routeLimitProblemsIn(value: unknown, release?: string): string[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([routePath, item]) =>
    !routePath.startsWith('/') || !item || typeof item !== 'object'
      ? []
      : Object.entries(item as Record<string, unknown>)
          .filter(([method]) => OPERATION_METHODS.has(method))
          .flatMap(([method, operation]) =>
            problemsAtRangeEnds(operation, release, (text, at) =>
              routeLimitMentionProblems(text, method, routePath, at),
            ),
          ),
  );
}

function routeLimitMentionProblems(
  text: string,
  method: string,
  routePath: string,
  release?: string,
): string[] {
  const mentions = [...text.matchAll(ROUTE_LIMIT_MENTION)];
  if (mentions.length === 0) return [];
  const table = release ? releaseTable(release) : currentRelease();
  const version = table.release.version;
  const key = routeKey(method, routePath);
  const route = releaseRoute(table, method, routePath);
  const limit = route ? ownRateLimit(route, table.limits) : null;
  return mentions.flatMap(([mention, requests, minutes]) => {
    if (!route) return [`"${mention}" on ${key}: panel ${version}'s fact table has no such route`];
    const period = minutes === undefined ? 1 : Number(minutes);
    if (limit && Number(requests) === limit.requests && period === limit.periodMinutes) return [];
    return [
      `"${mention}" on ${key}: the route's own limit in the fact table of panel ${version} is ${limit ? rateLimitText(limit) : 'none'} (an API's general limit is not typed in an operation)`,
    ];
  });
}

/**
 * The problems `check` finds in every string below a value, each string checked at the releases it
 * holds for: an object whose `x-source` anchors give a panel range at its `since` (or the first 1.x
 * release, when it has none) and at its `until` (or `release`, when it has none).
 */
function problemsAtRangeEnds(
  value: unknown,
  release: string | undefined,
  check: (text: string, release: string | undefined) => string[],
): string[] {
  if (typeof value === 'string') return check(value, release);
  if (Array.isArray(value))
    return value.flatMap((item) => problemsAtRangeEnds(item, release, check));
  if (!value || typeof value !== 'object') return [];
  const anchors = (value as Record<string, unknown>)['x-source'];
  // An operation's own x-source is a link, not an anchor: it gives no range.
  const range = anchors && typeof anchors === 'object' ? claimRange(anchors as AnchorValue) : null;
  // A range open at its start begins at the first 1.x release.
  const releases: Array<string | undefined> = !range
    ? [release]
    : [range.since ?? releaseLine('panel', anchorReleases().panel)[0], range.until ?? release];
  return Object.entries(value).flatMap(([key, child]) =>
    key === 'x-source' ? [] : releases.flatMap((at) => problemsAtRangeEnds(child, at, check)),
  );
}

/** Every string below a parsed YAML or JSON value. */
export function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}
