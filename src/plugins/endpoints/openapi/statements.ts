/**
 * The sentences an endpoint block and its Markdown twin both make about an operation: which key
 * and which permission or access it needs, and its own rate limit. They are worded here once, in
 * Markdown, and carried by the endpoint model (./model.ts), so the block and the twin cannot say
 * different things about the same fact.
 */
import {rateLimitText} from '../../facts/tables';
import type {AccessModel, EndpointModel} from './model';

export interface Statements {
  readonly access: string;
  /** Null when the route has no limit beyond its API's. */
  readonly ownRateLimit: string | null;
}

export function accessStatement(access: AccessModel, keyLabel: string): string {
  if (access.kind === 'application') {
    return `${keyLabel} with \`${access.resource}\` ${access.access === 'write' ? 'read and write' : 'read'} access`;
  }
  if (access.kind === 'none') {
    return `${keyLabel}; no subuser permission needed`;
  }
  const permissions = access.permissions.map((entry) => `\`${entry.permission}\`${entry.when ? ` for \`${entry.when}\`` : ''}`);
  return `${keyLabel}; subuser permission ${permissions.join(', ')}`;
}

/**
 * A route's own limit. Laravel counts every throttle per user once a key is accepted, so only a
 * counter shared differently (per server) is named; the Rate limiting page says the rest.
 */
export function ownRateLimitStatement(limit: EndpointModel['rateLimit']): string | null {
  if (!limit) {
    return null;
  }
  return `Own rate limit: ${rateLimitText({requests: limit.requests, periodMinutes: limit.periodMinutes, ...(limit.scope === 'server' ? {scope: 'server' as const} : {})})}`;
}

export function statementsOf(model: Pick<EndpointModel, 'access' | 'keyLabel' | 'rateLimit'>): Statements {
  return {access: accessStatement(model.access, model.keyLabel), ownRateLimit: ownRateLimitStatement(model.rateLimit)};
}
