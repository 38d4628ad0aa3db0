import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n';
import { ALL_TEXTS } from '../i18n/all-texts';
import { SUPPORTED_LOCALES, TEXT_LOCALES, textLocaleOf } from '../locale';
import { LOGIN_ERROR_CODE_LIST } from './errors';
import { LOGIN_ERROR_KEYS, loginErrorKey, loginErrorText } from './texts';

describe('login error texts (§8): one source, core/i18n’s errors namespace', () => {
  it('§8 every login error code maps to a key of the errors namespace', () => {
    for (const code of LOGIN_ERROR_CODE_LIST) {
      expect(loginErrorKey(code)).toBe(LOGIN_ERROR_KEYS[code]);
      expect(loginErrorKey(code)).toMatch(/^errors:/);
    }
  });

  it('§8 the CLI’s text and the web’s translation are the same words, in every locale', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const { t } = createTranslator(locale);
      for (const code of LOGIN_ERROR_CODE_LIST) {
        expect(loginErrorText(textLocaleOf(locale), code)).toBe(t(loginErrorKey(code)));
      }
    }
  });

  it('§8 the words are core/i18n’s, not a second table (the sandbox login showed core/login’s own before)', () => {
    expect(loginErrorText('de', 'InvalidGrant')).toBe(ALL_TEXTS.de.errors.InvalidGrant);
    expect(loginErrorText('en', 'InvalidOneTimeCode')).toBe(ALL_TEXTS.en.errors.invalidOneTimeCode);
  });

  it('say something distinct for every code in every locale', () => {
    for (const locale of TEXT_LOCALES) {
      const texts = LOGIN_ERROR_CODE_LIST.map((code) => loginErrorText(locale, code));
      expect(new Set(texts).size).toBe(LOGIN_ERROR_CODE_LIST.length);
      for (const text of texts) expect(text.trim().length).toBeGreaterThan(10);
    }
  });

  it('uses no ß in Swiss German', () => {
    for (const code of LOGIN_ERROR_CODE_LIST) expect(loginErrorText('de-CH', code)).not.toContain('ß');
  });
});
