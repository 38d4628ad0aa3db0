/**
 * The two server calls of the logout sequence (§4, §7): the identity-provider logout (form encoded
 * refresh_token and client_id, 204 expected) and the optional portal logout. Each returns the
 * error it met instead of throwing, so the sequence always runs to the end.
 */

import { callUrl, type ServiceBase, timedFetch } from '../auth';
import { ENDPOINTS } from '../contract';
import type { Fetch, Scheduler } from '../ports';
import { LogoutError } from './errors';

export interface LogoutCallDeps {
  readonly fetch: Fetch;
  readonly scheduler: Scheduler;
  readonly services: ServiceBase;
  readonly timeoutMs: number;
}

/**
 * @example await identityProviderLogout(deps, refreshToken, 'login') // null when the server said 204
 */
export async function identityProviderLogout(
  deps: LogoutCallDeps,
  refreshToken: string,
  clientId: string,
): Promise<LogoutError | null> {
  const answer = await timedFetch(
    deps,
    callUrl(deps.services, ENDPOINTS.idpLogout),
    {
      method: ENDPOINTS.idpLogout.method,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ refresh_token: refreshToken, client_id: clientId }).toString(),
    },
    deps.timeoutMs,
  );
  if (answer.kind !== 'answer')
    return new LogoutError(
      'LOGOUT_IDP_UNREACHABLE',
      'The identity provider could not be reached to log out.',
    );
  if (answer.status === 204) return null;
  return new LogoutError(
    'LOGOUT_IDP_FAILED',
    `The identity provider answered ${answer.status} to the logout.`,
    answer.status,
  );
}

/**
 * §7: POST {origin}/savingglobal/rest/open_api/v2/logout, no payload, ends the portal session
 * (its cookie travels with `credentials: 'include'`).
 * @example await portalLogout(deps, accessToken) // null on a 2xx answer
 */
export async function portalLogout(
  deps: LogoutCallDeps,
  accessToken: string | null,
): Promise<LogoutError | null> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  const answer = await timedFetch(
    deps,
    callUrl(deps.services, ENDPOINTS.portalLogout),
    { method: ENDPOINTS.portalLogout.method, headers, credentials: 'include' },
    deps.timeoutMs,
  );
  if (answer.kind !== 'answer')
    return new LogoutError('LOGOUT_PORTAL_UNREACHABLE', 'The portal could not be reached to log out.');
  if (answer.status >= 200 && answer.status < 300) return null;
  return new LogoutError(
    'LOGOUT_PORTAL_FAILED',
    `The portal answered ${answer.status} to the logout.`,
    answer.status,
  );
}
