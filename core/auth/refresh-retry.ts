/**
 * How a refresh that met a transient failure is retried (design §6, security.md 11): exponential
 * backoff with jitter, never past the access token's end and never more than `maxAttempts` times
 * (oidc-client-ts #1542: never retry forever). The jitter keeps tabs and processes that failed
 * together from retrying in step against a server that is struggling.
 */

export interface RefreshRetryPolicy {
  /** Attempts in all, the first one included. */
  readonly maxAttempts: number;
  /** The wait before the first retry; it doubles with each retry, up to `maxDelayMs`. */
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
}

/**
 * The portal's: from the automatic refresh at 120 s of token life, retries for up to about a
 * minute and a half (waits of about 1, 2, 4, 8, 16, 30 and 30 s), ending with the token at the latest.
 */
export const DEFAULT_REFRESH_RETRY: RefreshRetryPolicy = {
  maxAttempts: 8,
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
};

/** One attempt only: no retry. */
export const NO_REFRESH_RETRY: RefreshRetryPolicy = { maxAttempts: 1, baseDelayMs: 0, maxDelayMs: 0 };

/**
 * The wait before retry number `retry` (1 for the first), "equal jitter": half the backoff fixed,
 * half drawn at random, so two failed refreshes never retry at the same instant yet never at once.
 * Undefined when the policy allows no more attempts.
 * @example retryDelayMs(DEFAULT_REFRESH_RETRY, 1, () => 0.5) // 750
 * @example retryDelayMs(DEFAULT_REFRESH_RETRY, 8, Math.random) // undefined: 8 attempts were made
 */
export function retryDelayMs(
  policy: RefreshRetryPolicy,
  retry: number,
  random: () => number,
): number | undefined {
  if (retry >= policy.maxAttempts) return undefined;
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
