import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n';
import { SUPPORTED_LOCALES } from '../locale';

describe('§2.6 footer texts', () => {
  it('§2.6 the rating label shows its values and takes the plural form of the review count', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const { t } = createTranslator(locale);
      expect(t('footer:ratingLabel', { count: 4007, stars: '4', reviews: '4,007' }), locale).toMatch(
        /4.*5.*4,007/,
      );
      expect(t('footer:ratingLabelWithoutCount', { stars: '3' })).toContain('3');
      expect(t('footer:socialLink', { account: 'Xyz' })).toContain('Xyz');
    }
    const { t } = createTranslator('en');
    expect(t('footer:ratingLabel', { count: 1, stars: '5', reviews: '1' })).toBe(
      '5 of 5 stars from 1 review',
    );
  });

  it('§2.6 the navigation labels differ, so the two footer navs are told apart', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const { t } = createTranslator(locale);
      expect(t('footer:footerNavigation'), locale).not.toBe(t('footer:legalNavigation'));
    }
    expect(createTranslator('de-CH').t('footer:footerNavigation')).toBe('Fusszeile');
  });
});
