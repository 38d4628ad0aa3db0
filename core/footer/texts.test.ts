import { describe, expect, it } from 'vitest';
import { TEXT_LOCALES } from '../locale';
import { FOOTER_TEXTS } from '.';

describe('§2.6 footer texts', () => {
  it('§2.6 every text locale has every text; functions use their arguments', () => {
    for (const locale of TEXT_LOCALES) {
      const texts = FOOTER_TEXTS[locale];
      for (const text of [
        texts.footerNavigation,
        texts.legalNavigation,
        texts.noRating,
        texts.allRightsReserved,
        texts.followUs,
        texts.appBannerHeading,
        texts.appStoreBadge,
        texts.googlePlayBadge,
      ])
        expect(text.trim()).not.toBe('');
      expect(texts.ratingLabel('4', '4,007', 'other')).toMatch(/4.*5.*4,007/);
      expect(texts.ratingLabelWithoutCount('3')).toContain('3');
      expect(texts.socialLink('Xyz')).toContain('Xyz');
    }
  });

  it('§2.6 Swiss German has no ß', () => {
    const swiss = FOOTER_TEXTS['de-CH'];
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
      expect(FOOTER_TEXTS[locale].footerNavigation).not.toBe(FOOTER_TEXTS[locale].legalNavigation);
  });
});
