/**
 * Where the token store keeps its data (§3 Auth token store). On the web these are `localStorage`
 * keys (§7: the bearer token comes from local storage), in the CLI entries of its 0600 session file
 * (security.md 8), in tests keys of a memory storage. Tabs see each other's writes, which is how a
 * rotated refresh token reaches every tab.
 */
export const TOKEN_STORAGE_KEYS = {
  /** The access token (JWT) sent as the bearer token. */
  accessToken: 'access_token',
  /** The refresh token; rotated on every refresh. */
  refreshToken: 'refresh_token',
  /** The time difference in whole seconds, local clock minus server clock (§3, skew.ts). */
  timeSkew: 'token_time_skew',
  /** When this login began (epoch ms, local clock), for a configured maximum session length. */
  sessionStartedAt: 'session_started_at',
} as const;

export type TokenStorageKey = (typeof TOKEN_STORAGE_KEYS)[keyof typeof TOKEN_STORAGE_KEYS];

export const ALL_TOKEN_STORAGE_KEYS: readonly TokenStorageKey[] = Object.values(TOKEN_STORAGE_KEYS);
