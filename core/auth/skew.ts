/**
 * The time difference between this machine's clock and the identity provider's (§3 "a time
 * difference between client clock and token issue time is kept"), computed as keycloak-js does
 * (design §6): the midpoint of the request, in seconds, minus the token's `iat`. Positive when the
 * local clock is ahead. Refreshed with every token, so it follows a clock that is changed.
 */

/** When the token request left and its answer arrived, on the local wall clock (epoch ms). */
export interface RequestTiming {
  readonly requestStart: number;
  readonly responseEnd: number;
}

/**
 * keycloak-js: `floor((requestStart + responseEnd) / 2 / 1000) - iat`.
 * @example measuredSkewSeconds({ requestStart: 1_000_000, responseEnd: 1_002_000 }, 990) // 11
 */
export function measuredSkewSeconds(timing: RequestTiming, iat: number): number {
  return Math.floor((timing.requestStart + timing.responseEnd) / 2 / 1000) - iat;
}

/**
 * The difference when no request was timed (a token first read from storage without one): the
 * token is taken as issued just now. It errs towards a longer life by at most the token's age, and
 * the next refresh measures it properly.
 * @example estimatedSkewSeconds(1_000_500, 990) // 10
 */
export function estimatedSkewSeconds(nowMs: number, iat: number): number {
  return Math.floor(nowMs / 1000) - iat;
}
