import { describe, expect, it } from 'vitest';
import { TEXT_LOCALES } from '../locale';
import { LOGIN_ERROR_CODE_LIST } from './errors';
import { LOGIN_TEXTS } from './texts';

describe('login error texts (§8)', () => {
  it('say something distinct for every code in every locale', () => {
    for (const locale of TEXT_LOCALES) {
      const texts = LOGIN_ERROR_CODE_LIST.map((code) => LOGIN_TEXTS[locale].errors[code]);
      expect(new Set(texts).size).toBe(LOGIN_ERROR_CODE_LIST.length);
      for (const text of texts) expect(text.trim().length).toBeGreaterThan(10);
    }
  });

  it('uses no ß in Swiss German', () => {
    expect(JSON.stringify(LOGIN_TEXTS['de-CH'])).not.toContain('ß');
  });

  it('is translated: no locale but Swiss German repeats another’s texts', () => {
    const others = TEXT_LOCALES.filter((locale) => locale !== 'de-CH').map(
      (locale) => LOGIN_TEXTS[locale].errors.GeneralError,
    );
    expect(new Set(others).size).toBe(others.length);
  });
});
