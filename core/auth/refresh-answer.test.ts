import { describe, expect, it } from 'vitest';
import { classifyRefreshAnswer } from '.';

const answer = (status: number, body: unknown) => ({
  kind: 'answer' as const,
  status,
  text: typeof body === 'string' ? body : JSON.stringify(body),
});

const codeOf = (result: ReturnType<typeof classifyRefreshAnswer>) => (result.ok ? 'ok' : result.error.code);

describe('what a refresh answer means (§7, §8, design §6)', () => {
  it('reads the token set of a 200', () => {
    const result = classifyRefreshAnswer(
      answer(200, { access_token: 'a', refresh_token: 'r', expires_in: 300 }),
    );
    expect(result).toEqual({ ok: true, tokens: { access_token: 'a', refresh_token: 'r', expires_in: 300 } });
  });

  it('treats invalid_grant and a bare 400 as "Refresh token expired", terminal', () => {
    for (const result of [
      classifyRefreshAnswer(
        answer(400, { error: 'invalid_grant', error_description: 'Token is not active' }),
      ),
      classifyRefreshAnswer(answer(400, '')),
    ]) {
      expect(codeOf(result)).toBe('AUTH_REFRESH_TOKEN_EXPIRED');
      expect(!result.ok && result.error.transient).toBe(false);
    }
  });

  it('treats other refusals and an unreadable 200 as "Refresh failed", terminal', () => {
    expect(codeOf(classifyRefreshAnswer(answer(401, { error: 'unauthorized_client' })))).toBe(
      'AUTH_REFRESH_FAILED',
    );
    expect(codeOf(classifyRefreshAnswer(answer(400, { error: 'invalid_client' })))).toBe(
      'AUTH_REFRESH_FAILED',
    );
    expect(codeOf(classifyRefreshAnswer(answer(500, 'oops')))).toBe('AUTH_REFRESH_FAILED');
    expect(codeOf(classifyRefreshAnswer(answer(200, '<html>')))).toBe('AUTH_REFRESH_FAILED');
  });

  it('treats no answer, a timeout and "not now" statuses as transient', () => {
    const transient = [
      classifyRefreshAnswer({ kind: 'network' }),
      classifyRefreshAnswer({ kind: 'timeout' }),
      classifyRefreshAnswer(answer(503, '')),
      classifyRefreshAnswer(answer(429, '')),
    ];
    expect(transient.map(codeOf)).toEqual([
      'AUTH_REFRESH_NETWORK',
      'AUTH_REFRESH_TIMEOUT',
      'AUTH_REFRESH_UNAVAILABLE',
      'AUTH_REFRESH_UNAVAILABLE',
    ]);
    for (const result of transient) expect(!result.ok && result.error.transient).toBe(true);
  });
});
