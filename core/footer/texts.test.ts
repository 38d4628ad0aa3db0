import { describe, expect, it } from 'vitest';
import { ALL_TEXTS } from '../i18n/all-texts';
import { TEXT_LOCALES } from '../locale';

describe('§2.6 footer texts', () => {
  it('§2.6 every text locale has every text; functions use their arguments', () => {
    for (const locale of TEXT_LOCALES) {
      const texts = ALL_TEXTS[locale].footer;
      for (const text of [
        texts.footerNavigation,
        texts.legalNavigation,
        texts.noRating,
        texts.allRightsReserved,
        texts.followUs,
        texts.appBannerHeading,
      ])
        expect(text.trim()).not.toBe('');
      expect(texts.ratingLabel('4', '4,007', 'other')).toMatch(/4.*5.*4,007/);
      expect(texts.ratingLabelWithoutCount('3')).toContain('3');
      expect(texts.socialLink('Xyz')).toContain('Xyz');
    }
  });

  it('§2.6 Swiss German has no ß', () => {
    const swiss = ALL_TEXTS['de-CH'].footer;
    const rendered = [
      ...Object.values(swiss).filter((value): value is string => typeof value === 'string'),
      swiss.ratingLabel('4', '4', 'other'),
      swiss.ratingLabelWithoutCount('4'),
      swiss.socialLink('x'),
    ];
    for (const text of rendered) expect(text).not.toContain('ß');
    expect(swiss.footerNavigation).toBe('Fusszeile');
  });

  it('§2.6 the navigation labels differ, so the two footer navs are told apart', () => {
    for (const locale of TEXT_LOCALES)
      expect(ALL_TEXTS[locale].footer.footerNavigation).not.toBe(ALL_TEXTS[locale].footer.legalNavigation);
  });
});
