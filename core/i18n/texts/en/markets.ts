import type { MarketTexts } from '../../label-types';

export const markets: MarketTexts = {
  chooseCountry: 'Choose your country',
  europeEnglish: 'Europe (English)',
  // §2.6 country names as CLDR has them (Intl.DisplayNames), in the picker's order, written out so
  // showing the picker starts no ICU; names.test.ts and sort.test.ts check both against Intl.
  countryNames: {
    AT: 'Austria',
    FI: 'Finland',
    FR: 'France',
    DE: 'Germany',
    IE: 'Ireland',
    IT: 'Italy',
    NL: 'Netherlands',
    PL: 'Poland',
    ES: 'Spain',
    CH: 'Switzerland',
    GB: 'United Kingdom',
    US: 'United States',
  },
  close: 'Close',
  pickerTrigger: (country) => `${country}: change country`,
  bannerMessage: (country) => `Selected country: ${country}. Is that right?`,
  bannerConfirm: 'All good',
  bannerChooseAnother: 'Choose another country',
};
