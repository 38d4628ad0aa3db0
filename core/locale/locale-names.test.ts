import { describe, expect, it } from 'vitest';
import { LOCALE_NAMES } from './locale-names';
import { SUPPORTED_LOCALES } from './locales';

describe('locale names (§1 the language list)', () => {
  it('names every supported locale', () => {
    expect(Object.keys(LOCALE_NAMES).sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  it.each(SUPPORTED_LOCALES)(
    '%s: as CLDR names it in its own language (a new ICU that differs says so here)',
    (locale) => {
      expect(LOCALE_NAMES[locale]).toBe(new Intl.DisplayNames([locale], { type: 'language' }).of(locale));
    },
  );
});
