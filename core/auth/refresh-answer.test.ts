import { describe, expect, it } from 'vitest';
import { classifyRefreshAnswer, describeBody } from '.';

const answer = (status: number, body: unknown, contentType: string | null = 'application/json') => ({
  kind: 'answer' as const,
  status,
  text: typeof body === 'string' ? body : JSON.stringify(body),
  contentType,
});

const codeOf = (result: ReturnType<typeof classifyRefreshAnswer>) => (result.ok ? 'ok' : result.error.code);
const transientOf = (result: ReturnType<typeof classifyRefreshAnswer>) =>
  !result.ok && result.error.transient;

describe('what a refresh answer means (§7, §8, design §6, security.md 11)', () => {
  it('reads the token set of a 200', () => {
    const result = classifyRefreshAnswer(
      answer(200, { access_token: 'a', refresh_token: 'r', expires_in: 300 }),
    );
    expect(result).toEqual({ ok: true, tokens: { access_token: 'a', refresh_token: 'r', expires_in: 300 } });
  });

  it('names an invalid_grant by what the server said, terminal, and keeps its words', () => {
    const cases = [
      ['Token is not active', 'AUTH_REFRESH_TOKEN_EXPIRED'],
      ['Session not active', 'AUTH_REFRESH_TOKEN_EXPIRED'],
      ['refresh token is expired', 'AUTH_REFRESH_TOKEN_EXPIRED'],
      [
        'Maximum allowed refresh token reuse exceeded; the session has been revoked',
        'AUTH_REFRESH_TOKEN_REUSED',
      ],
      ['refresh token already used', 'AUTH_REFRESH_TOKEN_REUSED'],
      ['Stale token', 'AUTH_REFRESH_TOKEN_REUSED'],
      [
        "Invalid refresh token. Token client and authorized client don't match",
        'AUTH_REFRESH_CLIENT_MISMATCH',
      ],
      ['client mismatch', 'AUTH_REFRESH_CLIENT_MISMATCH'],
      ['grant request is invalid', 'AUTH_REFRESH_GRANT_INVALID'],
    ] as const;
    for (const [description, code] of cases) {
      const result = classifyRefreshAnswer(
        answer(400, { error: 'invalid_grant', error_description: description }),
      );
      expect([description, codeOf(result), transientOf(result)]).toEqual([description, code, false]);
      expect(!result.ok && result.error.refusal).toEqual({ error: 'invalid_grant', description });
    }
    expect(codeOf(classifyRefreshAnswer(answer(400, { error: 'invalid_grant' })))).toBe(
      'AUTH_REFRESH_GRANT_INVALID',
    );
  });

  it('an unknown client, other OAuth refusals and a bare 400 are terminal refusals too', () => {
    expect(codeOf(classifyRefreshAnswer(answer(401, { error: 'invalid_client' })))).toBe(
      'AUTH_REFRESH_CLIENT_UNKNOWN',
    );
    expect(codeOf(classifyRefreshAnswer(answer(400, { error: 'unauthorized_client' })))).toBe(
      'AUTH_REFRESH_REFUSED',
    );
    expect(codeOf(classifyRefreshAnswer(answer(400, { error: 'unsupported_grant_type' })))).toBe(
      'AUTH_REFRESH_REFUSED',
    );
    const bare = classifyRefreshAnswer(answer(400, '', null));
    expect([codeOf(bare), transientOf(bare)]).toEqual(['AUTH_REFRESH_REFUSED', false]);
  });

  it('anything that is not a verdict about the token is transient', () => {
    const cases = [
      [{ kind: 'network' as const }, 'AUTH_REFRESH_NETWORK'],
      [{ kind: 'timeout' as const }, 'AUTH_REFRESH_TIMEOUT'],
      [answer(500, { error: 'server_error' }), 'AUTH_REFRESH_UNAVAILABLE'],
      [answer(503, '', null), 'AUTH_REFRESH_UNAVAILABLE'],
      [answer(429, '', null), 'AUTH_REFRESH_UNAVAILABLE'],
      [answer(302, '', null), 'AUTH_REFRESH_UNAVAILABLE'],
      [answer(0, '', null), 'AUTH_REFRESH_UNAVAILABLE'],
      [answer(404, '<html>Not found</html>', 'text/html'), 'AUTH_REFRESH_UNAVAILABLE'],
      [answer(400, '<html>Request blocked</html>', 'text/html'), 'AUTH_REFRESH_UNAVAILABLE'],
      [answer(200, '<!DOCTYPE html><html></html>', 'text/html'), 'AUTH_REFRESH_INVALID_ANSWER'],
      [answer(200, '{"data": [{"id": "4711", '), 'AUTH_REFRESH_INVALID_ANSWER'],
      [answer(200, { access_token: 'a' }), 'AUTH_REFRESH_INVALID_ANSWER'],
      [answer(200, '', null), 'AUTH_REFRESH_INVALID_ANSWER'],
    ] as const;
    for (const [given, code] of cases) {
      const result = classifyRefreshAnswer(given);
      expect([codeOf(result), transientOf(result)], JSON.stringify(given)).toEqual([code, true]);
    }
  });

  it('says what the answer was without quoting it', () => {
    const redirect = classifyRefreshAnswer(answer(302, '', null));
    expect(!redirect.ok && redirect.error.message).toBe(
      'The identity provider answered with a redirect (HTTP 302).',
    );
    const html = classifyRefreshAnswer(answer(200, '<html>secret</html>', 'text/html; charset=utf-8'));
    expect(!html.ok && html.error.message).toBe(
      'The identity provider answered HTTP 200 with an HTML page instead of tokens.',
    );
    expect(describeBody(answer(200, '{"a": ', 'application/json'))).toBe('malformed JSON');
    expect(describeBody(answer(500, 'oops', 'text/plain'))).toBe('a body that is not JSON');
    expect(describeBody(answer(200, '', null))).toBe('an empty body');
  });
});
