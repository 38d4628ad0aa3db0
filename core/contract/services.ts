/**
 * The back-end services the portal calls (§7). An environment (core/config) gives each one a base
 * URL; the embedded sandbox serves them all on one origin under `/api/{service}` except the
 * identity provider and the online-banking portal, whose paths the spec gives in full.
 */
export const SERVICES = [
  /** Identity provider (Keycloak-like): login, token refresh, logout, JWKS, captcha challenge. */
  'identity',
  /** The online-banking portal origin ("{origin}" in §7): `/savingglobal/rest/open_api/v2/…`. */
  'portal',
  'customer',
  'transactionAccount',
  'customerPortal',
  'userManagement',
  'product',
  'pension',
  'pom',
  'cms',
] as const;

export type ServiceName = (typeof SERVICES)[number];
export type ServiceUrls = Record<ServiceName, string>;
