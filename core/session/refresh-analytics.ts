/**
 * §8 "Refresh token expired: logs 'Refresh token expired!', raises an event": the refresher's
 * terminal events reach the analytics sink, so a rise in sessions ended by the server (invalid_grant)
 * or by a failing refresh shows up in the data layer. Transient failures are not sent: the session
 * goes on and they would drown the signal. Only event names and error codes, never tokens.
 */
import type { RefreshEvent } from '../auth';
import type { AnalyticsData } from '../ports';

/** The analytics event names, as the data layer receives them. */
export const REFRESH_ANALYTICS_EVENTS = {
  refreshTokenExpired: 'refresh-token-expired',
  refreshFailed: 'refresh-failed',
} as const;

export interface RefreshAnalyticsEvent {
  readonly event: (typeof REFRESH_ANALYTICS_EVENTS)[keyof typeof REFRESH_ANALYTICS_EVENTS];
  readonly data?: AnalyticsData;
}

/**
 * The analytics event for a refresher event, or null for the ones analytics does not hear.
 * @example refreshAnalyticsEvent({ type: 'refresh-token-expired', code: 'AUTH_REFRESH_TOKEN_REUSED' })
 * // { event: 'refresh-token-expired', data: { code: 'AUTH_REFRESH_TOKEN_REUSED' } }
 * @example refreshAnalyticsEvent({ type: 'refreshed' }) // null
 */
export function refreshAnalyticsEvent(event: RefreshEvent): RefreshAnalyticsEvent | null {
  if (event.type === 'refresh-token-expired')
    return { event: REFRESH_ANALYTICS_EVENTS.refreshTokenExpired, data: { code: event.code } };
  if (event.type === 'refresh-failed')
    return { event: REFRESH_ANALYTICS_EVENTS.refreshFailed, data: { code: event.code } };
  return null;
}
