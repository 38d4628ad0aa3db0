/**
 * Token validity (§5) and the moments tokens end, on the local clock. All the session deadlines
 * derive from these. The rule "exp is not earlier than now minus the time difference" itself lives
 * once, in core/validation; this file only converts the clock's milliseconds to its seconds.
 */
import { PORTAL_CONSTANTS } from '../config';
import { isTokenValid as isTokenValidSeconds } from '../validation';

const MS_PER_SECOND = 1000;

/** §9: the session length assumed when a token cannot be read. */
export const UNREADABLE_TOKEN_ESTIMATE_MS: number = PORTAL_CONSTANTS.session.defaultSessionEstimateMs;

/**
 * §5: a token is valid if its exp is not earlier than now minus the time difference.
 *
 * The rule itself is core/validation's `isTokenValid` (seconds); this is its epoch-milliseconds
 * form for the auth code, whose clock port speaks milliseconds. The unit conversion happens here
 * and nowhere else. Both take the keycloak-js sign: skew = client time − server time (skew.ts), so
 * the value is passed through unchanged. A non-finite exp, clock or skew is never valid.
 * @example isTokenValid(1000, 1_000_000, 0) // true: exp 1000 s is not earlier than 1000 s
 * @example isTokenValid(1000, 1_000_001, 0) // false
 */
export function isTokenValid(exp: number, nowMs: number, skewSeconds: number): boolean {
  return isTokenValidSeconds(exp, nowMs / MS_PER_SECOND, skewSeconds);
}

/**
 * The local-clock instant (epoch ms) at which a claim time (`exp`, seconds on the server's clock)
 * is reached. `isTokenValid(exp, now, skew)` holds exactly while `now <= localTime(exp, skew)`.
 * @example localTime(1000, 3600) // 4_600_000: the local clock runs an hour ahead
 */
export function localTime(claimSeconds: number, skewSeconds: number): number {
  return (claimSeconds + skewSeconds) * MS_PER_SECOND;
}
