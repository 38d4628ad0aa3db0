import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cmsJunk, expectReaderAgrees } from '../validation/reader-agreement.test-support';
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

/** Values a field may hold in a JSON answer: absent as `undefined`, or anything a broken server sends. */
const field = fc.oneof(fc.constant(undefined), cmsJunk);

/** Objects with the reader's keys (each present or not, any value) and sometimes an unknown one. */
function bodies(keys: readonly string[]) {
  const entries = Object.fromEntries(keys.map((key) => [key, field]));
  return fc.oneof(fc.record({ ...entries, extra: field }, { requiredKeys: [] }), field, fc.constant([]));
}

describe('hand-written wire readers = the zod contract', () => {
  it('token set', () => {
    const keys = ['access_token', 'refresh_token', 'expires_in', 'refresh_expires_in', 'token_type'];
    expectReaderAgrees(tokenSetSchema, readTokenSet, bodies(keys));
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
    expectReaderAgrees(
      loginSuccessSchema,
      readLoginSuccess,
      fc.oneof(fc.record({ token, other: field }, { requiredKeys: [] }), field),
    );
  });

  it('error body', () => {
    expectReaderAgrees(errorBodySchema, readErrorBody, bodies(['error', 'error_description']));
  });

  it('access claims', () => {
    const keys = ['exp', 'iat', 'azp', 'client_id', 'sub', 'sid', 'customer_id'];
    expectReaderAgrees(accessClaimsSchema, readAccessClaims, bodies(keys));
    expect(readAccessClaims({ exp: Number.POSITIVE_INFINITY, iat: 1 })).toBeNull();
  });

  it('session probe answer', () => {
    const keys = ['customerId', 'userId', 'fullName', 'status'];
    expectReaderAgrees(sessionProbeAnswerSchema, readSessionProbeAnswer, bodies(keys));
    expect(readSessionProbeAnswer({ customerId: '0047110001', extra: 1 })).toEqual({
      customerId: '0047110001',
    });
    expect(readSessionProbeAnswer({ customerId: '' })).toBeNull();
  });

  it('captcha challenge', () => {
    const keys = ['algorithm', 'challenge', 'maxnumber', 'salt', 'signature'];
    expectReaderAgrees(captchaChallengeSchema, readCaptchaChallenge, bodies(keys));
  });

  it('second-generation captcha challenge (§9 captchaV2): every parameter kept', () => {
    const parameterKeys = ['algorithm', 'nonce', 'salt', 'cost', 'keyLength', 'keyPrefix', 'expiresAt'];
    const challenges = fc.oneof(
      fc.record({ parameters: bodies(parameterKeys), signature: field, extra: field }, { requiredKeys: [] }),
      field,
    );
    expectReaderAgrees(captchaChallengeV2Schema, readCaptchaChallengeV2, challenges);
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
