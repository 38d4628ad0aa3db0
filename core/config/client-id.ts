/**
 * The OAuth client id (§7, §9). The login call uses the configured client id; the refresh and
 * logout calls use the client the access token names, because a token must be refreshed by the
 * client it was issued to: Keycloak names it in `azp`, RFC 9068 JWT access tokens (any standard
 * OpenID Connect server) in `client_id`. A token that names none falls back to the configured
 * client id, and that to `login`.
 */

/** §7, §9: the client id when configuration does not name one. */
export const DEFAULT_CLIENT_ID = 'login';

/**
 * §7: `client_id` of the refresh and identity-provider logout calls: the first non-blank of the
 * token's claims in order (`azp`, then `client_id`), else the configured client id.
 * @example refreshClientId(['portal-web', undefined]) // 'portal-web'
 * @example refreshClientId([undefined, 'open-banking']) // 'open-banking'
 * @example refreshClientId([undefined, undefined], 'portal-cli') // 'portal-cli'
 */
export function refreshClientId(
  claimed: ReadonlyArray<string | null | undefined>,
  configured: string = DEFAULT_CLIENT_ID,
): string {
  for (const candidate of claimed) {
    const trimmed = candidate?.trim();
    if (trimmed) return trimmed;
  }
  return configured.trim() || DEFAULT_CLIENT_ID;
}
