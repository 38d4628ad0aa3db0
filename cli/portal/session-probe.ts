/**
 * Asks the portal whether it still accepts the session (§7 session probe,
 * GET {origin}/savingglobal/rest/open_api/v2/customer). The refresher runs the same call after a
 * refresh; `session` and `check` run it on its own to tell a live session from one the server has
 * ended (logout elsewhere, idle or maximum session, a sandbox that restarted).
 */
import { ENDPOINTS, isApiError, sendRequest } from '../../core/api';
import { callUrl } from '../../core/auth';
import { PORTAL_CONSTANTS } from '../../core/config';
import type { Portal } from './portal';

export type ProbeResult =
  | { readonly kind: 'accepted'; readonly status: number }
  | { readonly kind: 'refused'; readonly status: number }
  | { readonly kind: 'unreachable'; readonly reason: 'timeout' | 'network' };

/** Probes with the given access token (default: the stored one). */
export async function probeSession(portal: Portal, accessToken?: string | null): Promise<ProbeResult> {
  const token = accessToken ?? portal.runtime.tokens.accessToken();
  try {
    const answer = await sendRequest(
      { fetch: portal.ports.fetch, scheduler: portal.ports.scheduler },
      {
        url: callUrl(portal.environment.config.services, ENDPOINTS.sessionProbe),
        method: ENDPOINTS.sessionProbe.method,
        headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        credentials: 'include',
        timeoutMs: PORTAL_CONSTANTS.session.authRequestTimeoutMs,
        call: 'sessionProbe',
      },
    );
    return answer.status >= 200 && answer.status < 300
      ? { kind: 'accepted', status: answer.status }
      : { kind: 'refused', status: answer.status };
  } catch (error) {
    return { kind: 'unreachable', reason: isApiError(error, 'API_TIMEOUT') ? 'timeout' : 'network' };
  }
}
