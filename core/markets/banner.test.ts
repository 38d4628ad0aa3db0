import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CONFIRM_PARAM,
  chooseCountry,
  countryBannerDecision,
  countryBannerTexts,
  dismissCountryBanner,
  withoutCountryConfirm,
} from '.';

describe('§4 Country banner: when it shows', () => {
  it('§4 shows when the URL carries the country-confirm parameter, even if the stored locale matches', () => {
    expect(
      countryBannerDecision({
        url: `https://www.example-bank.com/de-de/?${COUNTRY_CONFIRM_PARAM}=true`,
        currentLocale: 'de-DE',
        storedPreferredLocale: 'de-de',
      }),
    ).toEqual({ show: true, reason: 'confirm-parameter' });
    expect(
      countryBannerDecision({
        url: '/de-de/?countryConfirm',
        currentLocale: 'de-DE',
        storedPreferredLocale: 'de-de',
      }).show,
    ).toBe(true);
  });

  it('§4 shows when the stored preferred locale differs from the market', () => {
    expect(
      countryBannerDecision({ url: '/de-at/', currentLocale: 'de-AT', storedPreferredLocale: 'de-de' }),
    ).toEqual({ show: true, reason: 'preferred-locale-differs' });
  });

  it('§4 a first visit (nothing stored) shows no banner unless the parameter asks', () => {
    for (const stored of [null, undefined, '', '  '])
      expect(
        countryBannerDecision({ url: '/fr-fr/', currentLocale: 'fr-FR', storedPreferredLocale: stored }),
      ).toEqual({ show: false });
    expect(
      countryBannerDecision({
        url: '/fr-fr/login/?countryConfirm=1',
        currentLocale: 'fr-FR',
        storedPreferredLocale: null,
      }),
    ).toEqual({ show: true, reason: 'confirm-parameter' });
  });

  it('§4 hides when the stored locale matches, compared case-insensitively', () => {
    for (const stored of ['de-at', 'de-AT', ' DE-AT '])
      expect(
        countryBannerDecision({ url: '/de-at/', currentLocale: 'de-AT', storedPreferredLocale: stored }),
      ).toEqual({
        show: false,
      });
    expect(
      countryBannerDecision({ url: '/en/', currentLocale: 'en', storedPreferredLocale: 'en' }).show,
    ).toBe(false);
  });

  it('§4 a parameter of a similar name does not trigger it', () => {
    expect(
      countryBannerDecision({
        url: '/de-de/?countryConfirmed=1',
        currentLocale: 'de-DE',
        storedPreferredLocale: 'de-de',
      }).show,
    ).toBe(false);
  });
});

describe('§4 Country banner: dismissing and choosing', () => {
  it('§4 dismissing stores the market preferred locale and clears the parameter', () => {
    expect(dismissCountryBanner({ url: '/de-at/?countryConfirm=1', currentLocale: 'de-AT' })).toEqual({
      store: { preferredLocale: 'de-at' },
      replaceUrl: '/de-at/',
    });
  });

  it('§4 clearing keeps other parameters, the hash and an absolute URL form', () => {
    expect(withoutCountryConfirm('/de-de/?a=1&countryConfirm=x&b=2#top')).toBe('/de-de/?a=1&b=2#top');
    expect(withoutCountryConfirm('https://www.example-bank.com/en/?countryConfirm=1')).toBe(
      'https://www.example-bank.com/en/',
    );
    expect(withoutCountryConfirm('/nl-nl/')).toBe('/nl-nl/');
  });

  it('§4 choosing another country stores its locale and navigates to its link', () => {
    expect(chooseCountry({ preferredLocale: 'fr-fr', link: 'https://www.example-bank.com/fr-fr/' })).toEqual({
      store: { preferredLocale: 'fr-fr' },
      navigateTo: 'https://www.example-bank.com/fr-fr/',
    });
  });

  it('§2.6 the banner names the market and its confirm button is the all-good text', () => {
    const en = countryBannerTexts('en-IE');
    expect(en.message).toContain('Ireland');
    expect(en.confirm).toBe('All good');
    expect(countryBannerTexts('de-DE').message).toContain('Deutschland');
    expect(countryBannerTexts('en').message).toContain('Europe (English)');
  });
});
