import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../locale';
import { LOGIN_ERROR_CODE_LIST } from './errors';
import { LOGIN_ERROR_KEYS, loginErrorKey, loginErrorText } from './texts';

describe('login error texts (§8): core/i18n’s errors namespace', () => {
  it('§8 every login error code maps to a key of the errors namespace', () => {
    for (const code of LOGIN_ERROR_CODE_LIST) {
      expect(loginErrorKey(code)).toBe(LOGIN_ERROR_KEYS[code]);
      expect(loginErrorKey(code)).toMatch(/^errors:/);
    }
  });

  it('say something distinct for every code in every locale', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const texts = LOGIN_ERROR_CODE_LIST.map((code) => loginErrorText(locale, code));
      expect(new Set(texts).size).toBe(LOGIN_ERROR_CODE_LIST.length);
      for (const text of texts) expect(text.trim().length).toBeGreaterThan(10);
    }
    expect(loginErrorText('en', 'InvalidOneTimeCode')).toMatch(/code/i);
  });
});
