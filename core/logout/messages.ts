/**
 * The cross-tab message that tells every tab to log out (security.md 6). Validated on receipt:
 * anything on the origin can post to the channel, and a malformed message must not crash a tab.
 * A forged one can do no more than log the user out, which any page script could do anyway.
 */
export const LOGOUT_REASONS = [
  /** The user pressed "log out". */
  'user',
  /** §4 the session timer ran out: the customer was inactive. */
  'expired',
  /** §4 the session reached a limit it could not be extended past (its maximum, a capped token). */
  'session-ended',
  /** §8 invalid_grant on refresh. */
  'refresh-token-expired',
  /** §8 any other refresh failure. */
  'refresh-failed',
  /** §7 the session probe after a refresh failed. */
  'session-probe-failed',
  /** §7, §8 HTTP 403 on any call. */
  'forbidden',
  /** Another tab logged out. */
  'remote',
] as const;
export type LogoutReason = (typeof LOGOUT_REASONS)[number];

export interface LogoutMessage {
  readonly type: 'logout';
  readonly reason: LogoutReason;
}

const REASONS: ReadonlySet<unknown> = new Set(LOGOUT_REASONS);

/**
 * Whether a broadcast message is another tab's logout: `logoutMessageSchema`'s verdict
 * (message-schema.ts), written out because every signed-in page listens and loads no zod for it
 * (messages.test.ts checks the two agree).
 * @example isLogoutMessage({ type: 'logout', reason: 'user' }) // true
 */
export function isLogoutMessage(message: unknown): message is LogoutMessage {
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return false;
  const { type, reason } = message as Record<string, unknown>;
  return type === 'logout' && REASONS.has(reason);
}
