/**
 * §5: a token is valid if exp is not earlier than now minus the time difference.
 *
 * Sign convention (keycloak-js `timeSkew`): the time difference is client time minus server time,
 * in seconds, measured when a token arrives as `floor((requestStart + responseEnd) / 2 / 1000) - iat`
 * (design §6). A client clock that runs 30 s fast has a difference of +30, so the server's "now" is
 * `nowSeconds - timeDifferenceSeconds`, and the token is valid while `exp` has not passed on the
 * server's clock. All values are seconds since the epoch (JWT NumericDate) or seconds.
 */

/**
 * §5: whether a token with this `exp` is still valid.
 * @param exp the token's expiry (seconds since the epoch); invalid when missing or not a number
 * @param nowSeconds the client's clock, seconds since the epoch
 * @param timeDifferenceSeconds client time minus server time (keycloak-js `timeSkew`)
 * @example isTokenValid(1_000, 1_030, 30) // true: the server's clock says 1000
 * @example isTokenValid(1_000, 1_001, 0) // false
 */
export function isTokenValid(
  exp: number | null | undefined,
  nowSeconds: number,
  timeDifferenceSeconds = 0,
): boolean {
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return false;
  if (!Number.isFinite(nowSeconds) || !Number.isFinite(timeDifferenceSeconds)) return false;
  return exp >= nowSeconds - timeDifferenceSeconds;
}
