/**
 * The login request (§3): exactly username, password, captchaSolutionToken, verificationId,
 * locale, clientId, rememberDeviceConsent, newAuthDomain and, only with device fingerprinting on,
 * sardineSessionKey (core/auth/wire.ts `loginRequestSchema`). The one-time-code step repeats the
 * body with the verificationId and carries the guest token and the code as headers
 * (ONE_TIME_CODE_HEADERS, docs/decisions/002), so the body never grows a field.
 */
import { type LoginRequest, ONE_TIME_CODE_HEADERS } from '../auth';
import type { Flags } from '../config';

export type LoginRequestFlags = Pick<Flags, 'b2cEnableDeviceFingerprinting' | 'b2cUseNewAuthDomain'>;

export interface LoginRequestInput {
  readonly username: string;
  readonly password: string;
  readonly captchaSolutionToken?: string | undefined;
  readonly verificationId?: string | undefined;
  readonly locale: string;
  readonly clientId: string;
  readonly rememberDeviceConsent: boolean;
  /** The device-fingerprint session key; sent only with b2cEnableDeviceFingerprinting. */
  readonly sardineSessionKey?: string | undefined;
  readonly flags: LoginRequestFlags;
}

/**
 * @example buildLoginRequest({ username: 'a@b.example', password: 'pw', captchaSolutionToken: 't',
 *   locale: 'de-DE', clientId: 'login', rememberDeviceConsent: false, flags }).newAuthDomain // false
 */
export function buildLoginRequest(input: LoginRequestInput): LoginRequest {
  const request: LoginRequest = {
    // Leading and trailing spaces are a typing slip in an email address, never part of it.
    username: input.username.trim(),
    password: input.password,
    locale: input.locale,
    clientId: input.clientId,
    rememberDeviceConsent: input.rememberDeviceConsent,
    newAuthDomain: input.flags.b2cUseNewAuthDomain,
  };
  if (input.captchaSolutionToken) request.captchaSolutionToken = input.captchaSolutionToken;
  if (input.verificationId) request.verificationId = input.verificationId;
  if (input.flags.b2cEnableDeviceFingerprinting && input.sardineSessionKey)
    request.sardineSessionKey = input.sardineSessionKey;
  return request;
}

/**
 * Headers of the one-time-code step.
 * @example oneTimeCodeHeaders('guest', ' 123456 ') // { 'guest-token': 'guest', 'verification-code': '123456' }
 */
export function oneTimeCodeHeaders(guestToken: string, code: string): Record<string, string> {
  return { [ONE_TIME_CODE_HEADERS.guestToken]: guestToken, [ONE_TIME_CODE_HEADERS.code]: code.trim() };
}
