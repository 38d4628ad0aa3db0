/**
 * Reading JWT claims for TIMING ONLY (security.md 6). The signature is not checked here, on purpose:
 * the portal never decides who the user is or what they may do from these claims; the servers do
 * that on every call. A forged token can at worst mislead the session timer of the tab that forged
 * it. So `exp`, `iat` and `azp` (or `client_id`) tell the timer when to refresh and which client id
 * to refresh with, and nothing else may use them.
 */
import { decodeJwtPayload } from './decode-jwt';
import type { AccessClaims } from './wire';
import { readAccessClaims } from './wire-readers';

/** The claims the timer reads from an access token (seconds since the epoch), and its client. */
export type TimingClaims = Pick<AccessClaims, 'exp' | 'iat' | 'azp' | 'client_id'>;

function decode(token: string): unknown {
  try {
    return decodeJwtPayload(token);
  } catch {
    return null;
  }
}

/**
 * The timing claims of an access token, or null when it is not a JWT or lacks a numeric exp or iat.
 * @example readTimingClaims(accessToken) // { exp: 1735689900, iat: 1735689600, azp: 'login' }
 */
export function readTimingClaims(token: string): TimingClaims | null {
  const claims = readAccessClaims(decode(token));
  if (!claims) return null;
  const { exp, iat, azp, client_id } = claims;
  return {
    exp,
    iat,
    ...(azp === undefined ? {} : { azp }),
    ...(client_id === undefined ? {} : { client_id }),
  };
}

/**
 * The `exp` of a token that may be opaque (a refresh token), or null.
 * @example readExpiry(refreshToken) // 1735691400
 */
export function readExpiry(token: string): number | null {
  const claims = decode(token);
  if (claims === null || typeof claims !== 'object') return null;
  const exp = (claims as { exp?: unknown }).exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
}
