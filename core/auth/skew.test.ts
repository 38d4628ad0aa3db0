import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimatedSkewSeconds, isTokenValid, localTime, measuredSkewSeconds } from '.';

describe('the time difference (§3, design §6 keycloak-js)', () => {
  it('is floor((requestStart + responseEnd) / 2 / 1000) - iat', () => {
    expect(measuredSkewSeconds({ requestStart: 1_000_000, responseEnd: 1_003_000 }, 900)).toBe(101);
    expect(measuredSkewSeconds({ requestStart: 1_000_999, responseEnd: 1_001_000 }, 1000)).toBe(0);
  });

  it('recovers the offset between the clocks within a second for any symmetric latency', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_600_000_000_000, max: 2_000_000_000_000 }),
        fc.integer({ min: -86_400_000, max: 86_400_000 }),
        fc.integer({ min: 0, max: 5000 }),
        (serverIssueMs, clientAheadMs, latencyMs) => {
          const iat = Math.floor(serverIssueMs / 1000);
          const midpoint = serverIssueMs + clientAheadMs;
          const skew = measuredSkewSeconds(
            { requestStart: midpoint - latencyMs, responseEnd: midpoint + latencyMs },
            iat,
          );
          expect(Math.abs(skew - clientAheadMs / 1000)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('is estimated from iat as "issued now" when no request was timed', () => {
    expect(estimatedSkewSeconds(1_000_500, 990)).toBe(10);
  });
});

describe('token validity (§5: exp is not earlier than now minus the time difference)', () => {
  it('holds up to and including exp on the corrected clock', () => {
    expect(isTokenValid(1000, 1_000_000, 0)).toBe(true);
    expect(isTokenValid(1000, 1_000_001, 0)).toBe(false);
    // The local clock runs an hour ahead: an hour later locally is still exp on the server.
    expect(isTokenValid(1000, 4_600_000, 3600)).toBe(true);
    expect(isTokenValid(1000, 4_600_001, 3600)).toBe(false);
  });

  it('agrees with localTime: valid exactly while now <= localTime(exp, skew)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000 }),
        fc.integer({ min: -100_000, max: 100_000 }),
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        (exp, skew, offsetMs) => {
          const now = localTime(exp, skew) + offsetMs;
          expect(isTokenValid(exp, now, skew)).toBe(now <= localTime(exp, skew));
        },
      ),
    );
  });
});
