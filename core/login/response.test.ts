import { describe, expect, it } from 'vitest';
import { LOGIN_HEADERS } from '../auth';
import { readLoginAnswer } from './response';

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => ({
  status,
  headers: new Headers(headers),
  text: typeof body === 'string' ? body : JSON.stringify(body),
});
const token = { access_token: 'a', refresh_token: 'r' };

describe('reading the login response (§3)', () => {
  it('reads the token and the identity headers of a 200', () => {
    expect(
      readLoginAnswer(
        answer(200, { token }, { [LOGIN_HEADERS.customerId]: '0042', [LOGIN_HEADERS.userId]: 'u' }),
      ),
    ).toEqual({
      kind: 'tokens',
      token,
      customerId: '0042',
      userId: 'u',
    });
  });

  it('reads the one-time-code headers of a 202, device trust only when it says true', () => {
    const headers = {
      [LOGIN_HEADERS.verificationId]: 'v',
      [LOGIN_HEADERS.guestToken]: 'g',
      [LOGIN_HEADERS.customerId]: '0042',
    };
    expect(
      readLoginAnswer(answer(202, {}, { ...headers, [LOGIN_HEADERS.showDeviceTrust]: 'TRUE' })),
    ).toMatchObject({
      kind: 'oneTimeCode',
      verificationId: 'v',
      guestToken: 'g',
      showDeviceTrust: true,
      userId: null,
    });
    expect(readLoginAnswer(answer(202, {}, headers))).toMatchObject({ showDeviceTrust: false });
    expect(readLoginAnswer(answer(202, {}, { [LOGIN_HEADERS.verificationId]: 'v' })).kind).toBe('invalid');
  });

  it('reads the error code of a refusal, and tolerates a body that is not JSON', () => {
    expect(readLoginAnswer(answer(401, { error: 'invalid_grant' }))).toEqual({
      kind: 'refused',
      status: 401,
      error: 'invalid_grant',
    });
    expect(readLoginAnswer(answer(502, '<html>'))).toEqual({
      kind: 'refused',
      status: 502,
      error: undefined,
    });
  });

  it('§4: any 2xx other than 202 with a token body is a success, not only 200', () => {
    const identity = { [LOGIN_HEADERS.customerId]: '0042' };
    for (const status of [201, 203, 206, 299])
      expect(readLoginAnswer(answer(status, { token }, identity)), String(status)).toEqual({
        kind: 'tokens',
        token,
        customerId: '0042',
        userId: null,
      });
  });

  it('treats successes without a token and broken token bodies as invalid', () => {
    expect(readLoginAnswer(answer(204, '')).kind).toBe('invalid');
    expect(readLoginAnswer(answer(201, {})).kind).toBe('invalid');
    expect(readLoginAnswer(answer(200, { token: { access_token: '' } })).kind).toBe('invalid');
  });
});
