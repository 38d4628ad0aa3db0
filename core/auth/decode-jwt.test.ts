import fc from 'fast-check';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, JwtDecodeError } from './decode-jwt';

function base64Url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

/** jose's verdict and value, the oracle the hand-written decoder must match. */
function jose(token: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: decodeJwt(token) };
  } catch {
    return { ok: false };
  }
}

function ours(token: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: decodeJwtPayload(token) };
  } catch (error) {
    expect(error).toBeInstanceOf(JwtDecodeError);
    return { ok: false };
  }
}

const header = base64Url('{"alg":"RS256","typ":"JWT"}');

describe('decodeJwtPayload (core/auth/claims without jose)', () => {
  it('reads the claims of signed and unsecured tokens, Unicode included', () => {
    const payload = { exp: 1_735_689_900, iat: 1_735_689_600, azp: 'login', name: 'Zoë Ünal €' };
    expect(decodeJwtPayload(`${header}.${base64Url(JSON.stringify(payload))}.c2ln`)).toEqual(payload);
    expect(decodeJwtPayload(`${base64Url('{"alg":"none"}')}.${base64Url('{"exp":1}')}.`)).toEqual({ exp: 1 });
  });

  it('refuses what is not a JWT with a JSON object payload', () => {
    for (const token of [
      '',
      'abc',
      'a.b',
      `${header}..sig`,
      `${header}.${base64Url('[1]')}.s`,
      `${header}.${base64Url('null')}.s`,
      `${header}.${base64Url('1')}.s`,
      `${header}.${base64Url('{nope')}.s`,
      `${header}.${Buffer.from('{"a":1}').toString('base64').replace(/=+$/, '')}+/.s`,
      `${header}.${Buffer.from([0x7b, 0xff, 0x7d]).toString('base64url')}.s`,
      `a.${base64Url('{}')}.b.c.d`,
    ])
      expect(() => decodeJwtPayload(token), token).toThrow(JwtDecodeError);
  });

  it('gives the same verdict and value as jose on generated tokens', () => {
    const json = fc.oneof(
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.object().map((value) => JSON.stringify(value)),
      fc.string(),
    );
    const payload = fc.oneof(
      json.map(base64Url),
      fc.stringMatching(/^[A-Za-z0-9_-]{0,12}$/),
      fc.string({ maxLength: 8 }),
    );
    const token = fc.oneof(
      fc
        .tuple(payload, fc.stringMatching(/^[A-Za-z0-9_-]{0,6}$/))
        .map(([body, sig]) => `${header}.${body}.${sig}`),
      fc.array(payload, { maxLength: 5 }).map((parts) => parts.join('.')),
    );
    fc.assert(
      fc.property(token, (value) => {
        expect(ours(value)).toEqual(jose(value));
      }),
      { numRuns: 2000 },
    );
  });
});
