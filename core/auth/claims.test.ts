import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readExpiry, readTimingClaims } from '.';
import { signedJwt, unsignedJwt } from './testing';

describe('reading token claims for timing only (§3, security.md 6)', () => {
  it('reads exp, iat and azp from an unsigned and from an RS256-signed JWT alike', async () => {
    const claims = { iat: 1_735_689_600, exp: 1_735_689_900, azp: 'portal-web', sub: 'user' };
    expect(readTimingClaims(unsignedJwt(claims))).toEqual({
      exp: 1_735_689_900,
      iat: 1_735_689_600,
      azp: 'portal-web',
    });
    expect(readTimingClaims(await signedJwt(claims))).toEqual({
      exp: 1_735_689_900,
      iat: 1_735_689_600,
      azp: 'portal-web',
    });
  });

  it('leaves azp out when the token has none', () => {
    expect(readTimingClaims(unsignedJwt({ iat: 1, exp: 2 }))).toEqual({ exp: 2, iat: 1 });
  });

  it('reads client_id, where an RFC 9068 access token of a standard server names its client', () => {
    expect(readTimingClaims(unsignedJwt({ iat: 1, exp: 2, client_id: 'login' }))).toEqual({
      exp: 2,
      iat: 1,
      client_id: 'login',
    });
  });

  it('gives null for a token without a numeric exp or iat', () => {
    const noIat = new TextEncoder().encode(JSON.stringify({ exp: 5 }));
    const token = `eyJhbGciOiJub25lIn0.${Buffer.from(noIat).toString('base64url')}.`;
    expect(readTimingClaims(token)).toBeNull();
    expect(readExpiry(token)).toBe(5);
  });

  it('never throws on arbitrary input, and reads nothing from what is not a JWT', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(() => readTimingClaims(text)).not.toThrow();
        expect(() => readExpiry(text)).not.toThrow();
        if (!text.includes('.')) {
          expect(readTimingClaims(text)).toBeNull();
          expect(readExpiry(text)).toBeNull();
        }
      }),
    );
  });

  it('round-trips any exp and iat a server could issue', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 0, max: 2 ** 40 }), (iat, exp) => {
        expect(readTimingClaims(unsignedJwt({ iat, exp }))).toEqual({ exp, iat });
      }),
    );
  });

  it('reads an opaque refresh token as having no expiry', () => {
    expect(readExpiry('8f14e45f-opaque-token')).toBeNull();
  });
});
