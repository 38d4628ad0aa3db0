/**
 * §3 flag umtCallOBSLoginEndpointFromFE: after the identity provider's login the front end itself
 * calls the online-banking portal's login endpoint, so the portal's own session (its cookie, used
 * by the portal logout of §7 and the session probe) exists from the first page on. Without the
 * flag the back end is expected to open it.
 *
 * The path is not printed in the spec; it is the logout's sibling (core/api ENDPOINTS.portalLogin,
 * decision 102). A failure does not undo the login: the customer's tokens are valid and every data
 * call of §7 works with them; the portal session is for the legacy pages and the probe, which
 * logs out on its own if the portal refuses the session later.
 */

import { callUrl, type ServiceBase, timedFetch } from '../auth';
import { PORTAL_CONSTANTS } from '../config';
import { ENDPOINTS } from '../contract';
import type { Fetch, Scheduler } from '../ports';

export interface PortalSessionDeps {
  readonly fetch: Fetch;
  readonly scheduler: Scheduler;
  readonly services: ServiceBase;
  /** §9 auth request timeout; default 3000 ms. */
  readonly timeoutMs?: number | undefined;
}

export type PortalSessionResult =
  | { readonly ok: true; readonly status: number }
  | { readonly ok: false; readonly status: number | null; readonly reason: 'refused' | 'unreachable' };

/**
 * Calls the portal login with the fresh access token (bearer, credentials included for the cookie).
 * @example await openPortalSession({ fetch, scheduler, services }, accessToken) // { ok: true, status: 204 }
 */
export async function openPortalSession(
  deps: PortalSessionDeps,
  accessToken: string,
): Promise<PortalSessionResult> {
  const answer = await timedFetch(
    deps,
    callUrl(deps.services, ENDPOINTS.portalLogin),
    {
      method: ENDPOINTS.portalLogin.method,
      headers: { accept: 'application/json', authorization: `Bearer ${accessToken}` },
      credentials: 'include',
    },
    deps.timeoutMs ?? PORTAL_CONSTANTS.session.authRequestTimeoutMs,
  );
  if (answer.kind !== 'answer') return { ok: false, status: null, reason: 'unreachable' };
  if (answer.status >= 200 && answer.status < 300) return { ok: true, status: answer.status };
  return { ok: false, status: answer.status, reason: 'refused' };
}
