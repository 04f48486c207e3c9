/**
 * The sentences an endpoint block and its Markdown twin both make about an operation: which key
 * and which permission or access it needs, its own rate limit, the release it arrived in and its
 * status lines. They are composed here once, in the facts' one wording (../../facts/wording.ts),
 * and carried by the endpoint model (./model.ts), so the block and the twin cannot say different
 * things about the same fact.
 */
import {accessText, ownRateLimitStatement, sinceText, STATUS_TEXT} from '../../facts/wording';
import type {EndpointModel} from './model';

export interface Statements {
  /** Markdown. */
  readonly access: string;
  /** Markdown; null when the route has no limit beyond its API's. */
  readonly ownRateLimit: string | null;
  /** Plain text; null for the legacy API and for a route in every 1.x release. */
  readonly since: string | null;
  /** Plain text, in the order a block shows them; a warning is shown as one. */
  readonly status: readonly {readonly text: string; readonly warning: boolean}[];
}

export function statementsOf(model: Pick<EndpointModel, 'access' | 'keyLabel' | 'rateLimit' | 'twoFactorExempt' | 'deprecated'> & {readonly since: string | null}): Statements {
  const limit = model.rateLimit;
  return {
    access: accessText(model.access, model.keyLabel),
    ownRateLimit: limit ? ownRateLimitStatement({requests: limit.requests, periodMinutes: limit.periodMinutes, ...(limit.scope === 'server' ? {scope: 'server' as const} : {})}) : null,
    since: model.since === null ? null : sinceText(model.since),
    status: [...(model.twoFactorExempt ? [{text: STATUS_TEXT.twoFactorExempt, warning: false}] : []), ...(model.deprecated ? [{text: STATUS_TEXT.deprecated, warning: true}] : [])],
  };
}
