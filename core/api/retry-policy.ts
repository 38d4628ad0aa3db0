/**
 * Which failed GETs are tried again (§7: never on 404 or 410). The spec names only those two; the
 * rule here is the one a bank's ops team expects (docs/decisions/021-api-client-and-login.md):
 *
 * - retried: network failures and 5xx, the faults that a second attempt can cure;
 * - never retried: every 4xx (the server has decided; asking again changes nothing and, for 401
 *   and 403, only repeats a refusal), invalid responses (the same body would come back), timeouts
 *   (the user has already waited 3 s; tripling that is worse than an error with a reload button)
 *   and cancellations;
 * - bounded: at most MAX_API_RETRIES extra attempts, with growing pauses, never forever.
 */
import { isApiError } from './errors';

export const MAX_API_RETRIES = 2;
/** Pauses before the first and the second retry. */
export const API_RETRY_DELAYS_MS: readonly number[] = [500, 1500];

/**
 * @example isRetryable(new ApiError('API_HTTP', 'x', { status: 503 })) // true
 * @example isRetryable(new ApiError('API_HTTP', 'x', { status: 404 })) // false
 */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.code === 'API_NETWORK') return true;
  return (
    error.code === 'API_HTTP' && error.status !== undefined && error.status >= 500 && error.status <= 599
  );
}

/**
 * query-core's `retry` option: `failureCount` is the number of failures so far, minus one.
 * @example shouldRetry(0, networkError) // true
 * @example shouldRetry(MAX_API_RETRIES, networkError) // false
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_API_RETRIES && isRetryable(error);
}

/**
 * query-core's `retryDelay` option.
 * @example retryDelayMs(0) // 500
 */
export function retryDelayMs(failureCount: number): number {
  return API_RETRY_DELAYS_MS[Math.min(failureCount, API_RETRY_DELAYS_MS.length - 1)] ?? 1000;
}
