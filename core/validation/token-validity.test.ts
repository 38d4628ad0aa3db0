import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTokenValid } from '.';

describe('token validity (§5)', () => {
  it('§5 valid if exp is not earlier than now minus the time difference', () => {
    expect(isTokenValid(1000, 1000, 0)).toBe(true);
    expect(isTokenValid(1000, 1001, 0)).toBe(false);
    // Client clock 30 s fast (difference +30): the server says 1000, so still valid.
    expect(isTokenValid(1000, 1030, 30)).toBe(true);
    expect(isTokenValid(1000, 1031, 30)).toBe(false);
    // Client clock 30 s slow (difference -30).
    expect(isTokenValid(1000, 970, -30)).toBe(true);
    expect(isTokenValid(1000, 971, -30)).toBe(false);
  });

  it('a missing or malformed exp, or a non-finite clock, is never valid', () => {
    expect(isTokenValid(undefined, 0)).toBe(false);
    expect(isTokenValid(null, 0)).toBe(false);
    expect(isTokenValid(Number.NaN, 0)).toBe(false);
    expect(isTokenValid(Number.POSITIVE_INFINITY, 0)).toBe(false);
    expect(isTokenValid(10, Number.NaN)).toBe(false);
    expect(isTokenValid(10, 0, Number.NaN)).toBe(false);
  });

  it('§5 property: equals exp >= now - difference, and is monotone in time', () => {
    const seconds = fc.integer({ min: 0, max: 4_000_000_000 });
    const skew = fc.integer({ min: -86_400, max: 86_400 });
    fc.assert(
      fc.property(seconds, seconds, skew, fc.nat({ max: 10_000 }), (exp, now, difference, later) => {
        expect(isTokenValid(exp, now, difference)).toBe(exp >= now - difference);
        if (!isTokenValid(exp, now, difference))
          expect(isTokenValid(exp, now + later, difference)).toBe(false);
        // Shifting the client clock and the difference together changes nothing.
        expect(isTokenValid(exp, now + later, difference + later)).toBe(isTokenValid(exp, now, difference));
      }),
    );
  });
});
