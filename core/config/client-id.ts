/**
 * The OAuth client id (§7, §9). The login call uses the configured client id; the refresh and
 * logout calls use the `azp` of the access token, because a token must be refreshed by the client
 * it was issued to, and fall back to `login` when the token does not say.
 */

/** §7, §9: the client id when configuration does not name one, and the refresh fallback. */
export const DEFAULT_CLIENT_ID = 'login';

/**
 * §7: `client_id` of the refresh and identity-provider logout calls.
 * @example refreshClientId('portal-web') // 'portal-web'
 * @example refreshClientId(undefined) // 'login'
 */
export function refreshClientId(azp: string | null | undefined): string {
  const trimmed = azp?.trim();
  return trimmed ? trimmed : DEFAULT_CLIENT_ID;
}
