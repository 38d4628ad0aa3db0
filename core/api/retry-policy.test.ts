import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES, ApiError } from './errors';
import { MAX_API_RETRIES, retryDelayMs, shouldRetry } from './retry-policy';

const apiError = fc
  .record({ code: fc.constantFrom(...API_ERROR_CODES), status: fc.integer({ min: 100, max: 599 }) })
  .map(({ code, status }) => new ApiError(code, 'x', { status }));

describe('retry policy (§7: never on 404 or 410)', () => {
  it('never retries a 4xx, an invalid answer, a timeout or a cancellation', () => {
    fc.assert(
      fc.property(apiError, fc.nat(10), (error, failures) => {
        const transient =
          error.code === 'API_NETWORK' || (error.code === 'API_HTTP' && (error.status ?? 0) >= 500);
        return transient || !shouldRetry(failures, error);
      }),
    );
  });

  it('retries network errors and 5xx at most twice, with growing pauses', () => {
    fc.assert(
      fc.property(fc.integer({ min: 500, max: 599 }), (status) => {
        const error = new ApiError('API_HTTP', 'x', { status });
        return shouldRetry(0, error) && shouldRetry(1, error) && !shouldRetry(MAX_API_RETRIES, error);
      }),
    );
    expect(shouldRetry(0, new ApiError('API_HTTP', 'x', { status: 404 }))).toBe(false);
    expect(shouldRetry(0, new ApiError('API_HTTP', 'x', { status: 410 }))).toBe(false);
    expect(shouldRetry(0, new Error('not an ApiError'))).toBe(false);
    expect(retryDelayMs(1)).toBeGreaterThan(retryDelayMs(0));
  });
});
