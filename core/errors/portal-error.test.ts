import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES, ApiError } from '../api';
import { AuthError, JwtDecodeError } from '../auth';
import { CAPTCHA_ERROR_CODES, CaptchaError } from '../captcha';
import { ConfigError } from '../config';
import { FooterDataError, FooterInputError } from '../footer';
import { I18nError } from '../i18n';
import { LogoutError } from '../logout';
import { LockUnavailableError } from '../ports';
import { RedirectError } from '../redirects';
import {
  currentErrorCode,
  isPortalError,
  PORTAL_ERROR_CODE_FORMAT,
  PortalError,
  RENAMED_ERROR_CODES,
} from './index';

/** One error of every core error class, with the name it must keep (bundlers rename classes). */
const ONE_OF_EACH: ReadonlyArray<readonly [PortalError, string]> = [
  [new ApiError('API_TIMEOUT', 'slow', { call: 'customer' }), 'ApiError'],
  [new AuthError('AUTH_REFRESH_FAILED', 'refused', 400), 'AuthError'],
  [new JwtDecodeError('A JWT has three parts.'), 'JwtDecodeError'],
  [new CaptchaError('CAPTCHA_EXPIRED', 'expired'), 'CaptchaError'],
  [new ConfigError('Invalid flags: x', [{ key: 'x', message: 'unknown' }]), 'ConfigError'],
  [new FooterDataError([{ path: 'legal_links', message: 'expected array' }]), 'FooterDataError'],
  [new FooterInputError(Number.NaN), 'FooterInputError'],
  [new I18nError('I18N_INVALID_NUMBER', 'NaN'), 'I18nError'],
  [new LogoutError('LOGOUT_IDP_UNREACHABLE', 'no answer'), 'LogoutError'],
  [new LockUnavailableError('refresh', 'held for 30 s'), 'LockUnavailableError'],
  [new RedirectError('REDIRECT_INVALID_ORIGIN', 'not an origin'), 'RedirectError'],
];

describe('PortalError: one base and one code format for every core error', () => {
  it.each(ONE_OF_EACH.map(([error, name]) => [name, error] as const))(
    '%s extends PortalError and Error, keeps its name and has a code in the one format',
    (name, error) => {
      expect(error).toBeInstanceOf(PortalError);
      expect(error).toBeInstanceOf(Error);
      expect(error.name).toBe(name);
      expect(error.code).toMatch(PORTAL_ERROR_CODE_FORMAT);
      expect(isPortalError(error, error.code)).toBe(true);
    },
  );

  it('every listed code of core/api and core/captcha is in the one format', () => {
    for (const code of [...API_ERROR_CODES, ...CAPTCHA_ERROR_CODES])
      expect(code).toMatch(PORTAL_ERROR_CODE_FORMAT);
  });

  it('the format refuses the old spellings and single words', () => {
    for (const code of ['ApiTimeout', 'CaptchaExpired', 'TIMEOUT', 'api_timeout', 'API__TIMEOUT', '_API'])
      expect(code).not.toMatch(PORTAL_ERROR_CODE_FORMAT);
    expect('AUTH_REFRESH_LOCK_TIMEOUT').toMatch(PORTAL_ERROR_CODE_FORMAT);
    expect('I18N_INVALID_DATE').toMatch(PORTAL_ERROR_CODE_FORMAT);
  });

  it('isPortalError tells core errors from others, also a copy of core made elsewhere (by shape)', () => {
    expect(isPortalError(new Error('x'))).toBe(false);
    expect(isPortalError(Object.assign(new Error('fs'), { code: 'ENOENT' }))).toBe(false);
    expect(isPortalError({ code: 'API_TIMEOUT', message: 'not an Error' })).toBe(false);
    expect(
      isPortalError(Object.assign(new Error('other bundle'), { code: 'API_TIMEOUT' }), 'API_TIMEOUT'),
    ).toBe(true);
    expect(isPortalError(new ApiError('API_TIMEOUT', 'slow'), 'API_NETWORK')).toBe(false);
  });
});

describe('the renamed codes (docs/decisions/130)', () => {
  it('maps each old code to a code core has today, in the one format', () => {
    const today = new Set<string>([...API_ERROR_CODES, ...CAPTCHA_ERROR_CODES]);
    for (const [old, code] of Object.entries(RENAMED_ERROR_CODES)) {
      expect(old).not.toMatch(PORTAL_ERROR_CODE_FORMAT);
      expect(today.has(code), `${old} → ${code}`).toBe(true);
    }
  });

  it('covers every code of the two renamed folders, one to one', () => {
    const renamed = Object.values(RENAMED_ERROR_CODES);
    expect(new Set(renamed).size).toBe(renamed.length);
    expect([...renamed].sort()).toEqual([...API_ERROR_CODES, ...CAPTCHA_ERROR_CODES].sort());
  });

  it('currentErrorCode translates old codes and leaves every other text alone', () => {
    expect(currentErrorCode('ApiTimeout')).toBe('API_TIMEOUT');
    expect(currentErrorCode('CaptchaRejected')).toBe('CAPTCHA_REJECTED');
    expect(currentErrorCode('AUTH_REFRESH_FAILED')).toBe('AUTH_REFRESH_FAILED');
    expect(currentErrorCode('toString')).toBe('toString');
  });
});
