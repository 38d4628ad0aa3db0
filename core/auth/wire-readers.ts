/**
 * Hand-written readers for the few answers the login page itself reads: the login and refresh
 * answers, error bodies, access-token claims and the captcha challenge. They accept exactly what
 * the zod schemas of wire.ts accept and return the same value (unknown fields dropped), so the
 * contract stays one: wire-readers.test.ts checks both against each other on generated input.
 * Why not the schemas: zod costs the login page about 28 kB gzip and its schema construction
 * ~350 ms of a phone's main thread; these few flat objects need neither.
 */
import type {
  AccessClaims,
  CaptchaChallenge,
  CaptchaChallengeV2,
  ErrorBody,
  SessionProbeAnswer,
  TokenSet,
} from './wire';

type Body = Readonly<Record<string, unknown>>;
type Kind = 'string' | 'nonEmptyString' | 'number' | 'boolean';

function isObject(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fits(value: unknown, kind: Kind): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string';
    case 'nonEmptyString':
      return typeof value === 'string' && value.length > 0;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
  }
}

/**
 * The known fields of `body` when every required one fits and every optional one is absent,
 * undefined or fits; null otherwise. Unknown fields are dropped, as a non-strict zod object does.
 */
function readFields<T>(
  body: unknown,
  required: Readonly<Record<string, Kind>>,
  optional: Readonly<Record<string, Kind>> = {},
): T | null {
  if (!isObject(body)) return null;
  const out: Record<string, unknown> = {};
  for (const [key, kind] of Object.entries(required)) {
    if (!fits(body[key], kind)) return null;
    out[key] = body[key];
  }
  for (const [key, kind] of Object.entries(optional)) {
    if (!(key in body)) continue;
    const value = body[key];
    if (value !== undefined && !fits(value, kind)) return null;
    out[key] = value;
  }
  return out as T;
}

/**
 * The token object of a login or refresh answer (wire.ts `tokenSetSchema`), or null.
 * @example readTokenSet({ access_token: 'a', refresh_token: 'r', expires_in: 300 })?.expires_in // 300
 */
export function readTokenSet(body: unknown): TokenSet | null {
  return readFields<TokenSet>(
    body,
    { access_token: 'nonEmptyString', refresh_token: 'nonEmptyString' },
    { expires_in: 'number', refresh_expires_in: 'number', token_type: 'string' },
  );
}

/**
 * The 200 answer of the login call (wire.ts `loginSuccessSchema`), or null.
 * @example readLoginSuccess({ token: { access_token: 'a', refresh_token: 'r' } })?.token.access_token // 'a'
 */
export function readLoginSuccess(body: unknown): { token: TokenSet } | null {
  if (!isObject(body)) return null;
  const token = readTokenSet(body.token);
  return token ? { token } : null;
}

/**
 * An OAuth-style error body (wire.ts `errorBodySchema`), or null.
 * @example readErrorBody({ error: 'invalid_grant' })?.error // 'invalid_grant'
 */
export function readErrorBody(body: unknown): ErrorBody | null {
  return readFields<ErrorBody>(body, { error: 'string' }, { error_description: 'string' });
}

/**
 * The claims of a decoded access token (wire.ts `accessClaimsSchema`), or null.
 * @example readAccessClaims({ exp: 1735689900, iat: 1735689600, azp: 'login' })?.exp // 1735689900
 */
export function readAccessClaims(payload: unknown): AccessClaims | null {
  return readFields<AccessClaims>(
    payload,
    { exp: 'number', iat: 'number' },
    { azp: 'string', client_id: 'string', sub: 'string', sid: 'string', customer_id: 'string' },
  );
}

/**
 * The §7 session probe's answer (wire-schemas.ts `sessionProbeAnswerSchema`), or null.
 * @example readSessionProbeAnswer({ customerId: '0047110001', status: 'Active' })?.customerId // '0047110001'
 */
export function readSessionProbeAnswer(body: unknown): SessionProbeAnswer | null {
  return readFields<SessionProbeAnswer>(
    body,
    { customerId: 'nonEmptyString' },
    { userId: 'string', fullName: 'string', status: 'string' },
  );
}

/**
 * A proof-of-work challenge (wire.ts `captchaChallengeSchema`, ALTCHA format), or null.
 * @example readCaptchaChallenge({ algorithm: 'SHA-256', challenge: 'c', salt: 's', signature: 'x' })?.salt // 's'
 */
export function readCaptchaChallenge(body: unknown): CaptchaChallenge | null {
  return readFields<CaptchaChallenge>(
    body,
    { algorithm: 'string', challenge: 'string', salt: 'string', signature: 'string' },
    { maxnumber: 'number' },
  );
}

/**
 * A second-generation challenge (wire.ts `captchaChallengeV2Schema`), or null. Its parameters come
 * back whole, unknown ones included, because the signature covers them all.
 * @example readCaptchaChallengeV2({ parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'a1', salt: 'b2', cost: 100, keyLength: 32, keyPrefix: 'c3' }, signature: 'x' })?.parameters.cost // 100
 */
export function readCaptchaChallengeV2(body: unknown): CaptchaChallengeV2 | null {
  if (!isObject(body) || !fits(body.signature, 'string') || !isObject(body.parameters)) return null;
  const known = readFields<CaptchaChallengeV2['parameters']>(
    body.parameters,
    {
      algorithm: 'string',
      nonce: 'string',
      salt: 'string',
      cost: 'number',
      keyLength: 'number',
      keyPrefix: 'string',
    },
    { expiresAt: 'number' },
  );
  if (!known) return null;
  return { parameters: { ...body.parameters, ...known }, signature: body.signature as string };
}
