import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTokenValid as isTokenValidSeconds } from '../validation';
import { isTokenValid, measuredSkewSeconds } from '.';

describe('§5 token validity: core/auth and core/validation are one rule', () => {
  it('§5 property: auth (epoch ms) agrees with validation (seconds) on any input, odd ones too', () => {
    // Doubles include NaN, ±Infinity, -0 and fractions: the edges where two copies of a rule drift.
    const edge = fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0);
    const anyNumber = fc.oneof(edge, fc.double(), fc.integer({ min: -4_000_000_000, max: 4_000_000_000 }));
    const nowMs = fc.oneof(edge, fc.double(), fc.integer({ min: 0, max: 4_000_000_000_000 }));
    fc.assert(
      fc.property(anyNumber, nowMs, anyNumber, (exp, now, skew) => {
        expect(isTokenValid(exp, now, skew)).toBe(isTokenValidSeconds(exp, now / 1000, skew));
      }),
      { numRuns: 2000 },
    );
  });

  it('§5 a non-finite exp, clock or skew is never valid (as in core/validation)', () => {
    expect(isTokenValid(Number.POSITIVE_INFINITY, 1_000_000, 0)).toBe(false);
    expect(isTokenValid(Number.NaN, 1_000_000, 0)).toBe(false);
    expect(isTokenValid(1000, Number.NEGATIVE_INFINITY, 0)).toBe(false);
    expect(isTokenValid(1000, 1_000_000, Number.POSITIVE_INFINITY)).toBe(false);
  });

  it('§5 sign convention: the skew measured as keycloak-js does (client − server) feeds both unchanged', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_000_000, max: 3_000_000_000 }),
        fc.integer({ min: -86_400, max: 86_400 }),
        fc.integer({ min: 1, max: 3600 }),
        (iat, clientAheadSeconds, lifetime) => {
          // The token is issued at iat on the server; the client's clock reads clientAhead more.
          const midpointMs = (iat + clientAheadSeconds) * 1000;
          const skew = measuredSkewSeconds({ requestStart: midpointMs, responseEnd: midpointMs }, iat);
          expect(skew).toBe(clientAheadSeconds);
          const exp = iat + lifetime;
          const expiryOnClientMs = (exp + clientAheadSeconds) * 1000;
          // Valid up to exp on the server's clock, whichever way the client's clock is off…
          expect(isTokenValid(exp, expiryOnClientMs, skew)).toBe(true);
          expect(isTokenValidSeconds(exp, expiryOnClientMs / 1000, skew)).toBe(true);
          // …and not one second later.
          expect(isTokenValid(exp, expiryOnClientMs + 1000, skew)).toBe(false);
          expect(isTokenValidSeconds(exp, expiryOnClientMs / 1000 + 1, skew)).toBe(false);
        },
      ),
    );
  });
});
