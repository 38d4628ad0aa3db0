import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  readAccessClaims,
  readCaptchaChallenge,
  readCaptchaChallengeV2,
  readErrorBody,
  readLoginSuccess,
  readSessionProbeAnswer,
  readTokenSet,
} from './wire-readers';
import {
  accessClaimsSchema,
  captchaChallengeSchema,
  captchaChallengeV2Schema,
  errorBodySchema,
  loginSuccessSchema,
  sessionProbeAnswerSchema,
  tokenSetSchema,
} from './wire-schemas';

/** Values a field may hold in a JSON answer, including the edge cases of each kind. */
const field = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.constant(''),
  fc.string({ maxLength: 4 }),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
);

/** Objects with the reader's keys (each present or not, any value) and sometimes an unknown one. */
function bodies(keys: readonly string[]) {
  const entries = Object.fromEntries(keys.map((key) => [key, field]));
  return fc.oneof(fc.record({ ...entries, extra: field }, { requiredKeys: [] }), field, fc.constant([]));
}

/** The reader agrees with the zod schema: same verdict, same value. */
function agree(
  read: (body: unknown) => unknown,
  schema: { safeParse(body: unknown): unknown },
  body: unknown,
) {
  const parsed = schema.safeParse(body) as { success: boolean; data?: unknown };
  expect(read(body)).toEqual(parsed.success ? parsed.data : null);
}

describe('hand-written wire readers = the zod contract', () => {
  it('token set', () => {
    const keys = ['access_token', 'refresh_token', 'expires_in', 'refresh_expires_in', 'token_type'];
    fc.assert(
      fc.property(bodies(keys), (body) => agree(readTokenSet, tokenSetSchema, body)),
      { numRuns: 1000 },
    );
    expect(readTokenSet({ access_token: 'a', refresh_token: 'r', expires_in: 300, x: 1 })).toEqual({
      access_token: 'a',
      refresh_token: 'r',
      expires_in: 300,
    });
    expect(readTokenSet({ access_token: '', refresh_token: 'r' })).toBeNull();
  });

  it('login success', () => {
    const token = fc.oneof(
      bodies(['access_token', 'refresh_token', 'expires_in']),
      fc.constant({ access_token: 'a', refresh_token: 'r' }),
    );
    fc.assert(
      fc.property(fc.oneof(fc.record({ token, other: field }, { requiredKeys: [] }), field), (body) =>
        agree(readLoginSuccess, loginSuccessSchema, body),
      ),
      { numRuns: 1000 },
    );
  });

  it('error body', () => {
    fc.assert(
      fc.property(bodies(['error', 'error_description']), (body) =>
        agree(readErrorBody, errorBodySchema, body),
      ),
      {
        numRuns: 1000,
      },
    );
  });

  it('access claims', () => {
    const keys = ['exp', 'iat', 'azp', 'client_id', 'sub', 'sid', 'customer_id'];
    fc.assert(
      fc.property(bodies(keys), (body) => agree(readAccessClaims, accessClaimsSchema, body)),
      { numRuns: 1000 },
    );
    expect(readAccessClaims({ exp: Number.POSITIVE_INFINITY, iat: 1 })).toBeNull();
  });

  it('session probe answer', () => {
    const keys = ['customerId', 'userId', 'fullName', 'status'];
    fc.assert(
      fc.property(bodies(keys), (body) => agree(readSessionProbeAnswer, sessionProbeAnswerSchema, body)),
      { numRuns: 1000 },
    );
    expect(readSessionProbeAnswer({ customerId: '0047110001', extra: 1 })).toEqual({
      customerId: '0047110001',
    });
    expect(readSessionProbeAnswer({ customerId: '' })).toBeNull();
  });

  it('captcha challenge', () => {
    const keys = ['algorithm', 'challenge', 'maxnumber', 'salt', 'signature'];
    fc.assert(
      fc.property(bodies(keys), (body) => agree(readCaptchaChallenge, captchaChallengeSchema, body)),
      {
        numRuns: 1000,
      },
    );
  });

  it('second-generation captcha challenge (§9 captchaV2): every parameter kept', () => {
    const parameterKeys = ['algorithm', 'nonce', 'salt', 'cost', 'keyLength', 'keyPrefix', 'expiresAt'];
    const challenges = fc.oneof(
      fc.record({ parameters: bodies(parameterKeys), signature: field, extra: field }, { requiredKeys: [] }),
      field,
    );
    fc.assert(
      fc.property(challenges, (body) => agree(readCaptchaChallengeV2, captchaChallengeV2Schema, body)),
      { numRuns: 1000 },
    );
    const parameters = {
      algorithm: 'PBKDF2/SHA-256',
      nonce: 'a1',
      salt: 'b2',
      cost: 100,
      keyLength: 32,
      keyPrefix: 'c3',
      keySignature: 'd4',
    };
    expect(readCaptchaChallengeV2({ parameters, signature: 'x', extra: 1 })).toEqual({
      parameters,
      signature: 'x',
    });
  });
});
