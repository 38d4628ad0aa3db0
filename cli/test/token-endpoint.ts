/**
 * The identity provider's token endpoint asked directly, as a client other than portal-cli would:
 * whether a refresh token is still honoured after portal-cli has used or ended its grant.
 */

/** Posts the §7 refresh grant (client `login`) to `tokenUrl`; the caller reads or cancels the body. */
export function postRefreshGrant(tokenUrl: string, refreshToken: string): Promise<Response> {
  return fetch(tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      client_id: 'login',
      refresh_token: refreshToken,
    }),
  });
}
