/**
 * The two server calls of the logout sequence (§4, §7): the identity-provider logout, which ends the
 * grant, and the optional portal logout. Each returns the error it met instead of throwing, so the
 * sequence always runs to the end.
 *
 * The identity provider's half comes in two modes (docs/decisions/171): the spec's Keycloak call
 * (form encoded refresh_token and client_id) and, for servers without it, the standard token
 * revocation (RFC 7009: token and token_type_hint). Either succeeds with any 2xx, except a 2xx that
 * is an HTML page: that is a standard server's end-session page, which ignores the refresh token
 * and ends nothing.
 */
import { callUrl, type ServiceBase, timedFetch } from '../auth';
import type { IdentityLogoutMode } from '../config';
import { ENDPOINTS, type Endpoint } from '../contract';
import type { Fetch, Scheduler } from '../ports';
import { LogoutError } from './errors';

export interface LogoutCallDeps {
  readonly fetch: Fetch;
  readonly scheduler: Scheduler;
  readonly services: ServiceBase;
  readonly timeoutMs: number;
}

/** The request of each mode: where it goes and the form it sends. */
function identityLogoutRequest(
  mode: IdentityLogoutMode,
  refreshToken: string,
  clientId: string,
): { readonly endpoint: Endpoint; readonly form: Record<string, string> } {
  if (mode === 'revocation')
    return {
      endpoint: ENDPOINTS.revocation,
      form: { token: refreshToken, token_type_hint: 'refresh_token', client_id: clientId },
    };
  return { endpoint: ENDPOINTS.idpLogout, form: { refresh_token: refreshToken, client_id: clientId } };
}

const isHtml = (contentType: string | null | undefined, text: string) =>
  (contentType ?? '').toLowerCase().includes('html') || text.trim().startsWith('<');

/**
 * @example await identityProviderLogout(deps, 'keycloak', refreshToken, 'login') // null when the server said 204
 * @example await identityProviderLogout(deps, 'revocation', refreshToken, 'login') // null on RFC 7009's 200
 */
export async function identityProviderLogout(
  deps: LogoutCallDeps,
  mode: IdentityLogoutMode,
  refreshToken: string,
  clientId: string,
): Promise<LogoutError | null> {
  const { endpoint, form } = identityLogoutRequest(mode, refreshToken, clientId);
  const answer = await timedFetch(
    deps,
    callUrl(deps.services, endpoint),
    {
      method: endpoint.method,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      redirect: 'manual',
    },
    deps.timeoutMs,
  );
  if (answer.kind !== 'answer')
    return new LogoutError(
      'LOGOUT_IDP_UNREACHABLE',
      'The identity provider could not be reached to log out.',
    );
  const { status } = answer;
  if (status >= 200 && status < 300 && !isHtml(answer.contentType, answer.text)) return null;
  return new LogoutError(
    'LOGOUT_IDP_FAILED',
    status >= 200 && status < 300
      ? `The identity provider answered ${status} with an HTML page to the logout: an end-session page, which ends no grant${mode === 'keycloak' ? ' (a standard server wants the revocation logout)' : ''}.`
      : `The identity provider answered ${status} to the logout.`,
    status,
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
