import type { MarketTexts } from '../../label-types';

export const markets: MarketTexts = {
  chooseCountry: 'Valitse maasi',
  europeEnglish: 'Eurooppa (englanti)',
  // §2.6 country names as CLDR has them (Intl.DisplayNames), written out so showing the picker
  // starts no ICU; names.test.ts checks both against Intl.
  countryNames: {
    NL: 'Alankomaat',
    ES: 'Espanja',
    IE: 'Irlanti',
    GB: 'Iso-Britannia',
    IT: 'Italia',
    AT: 'Itävalta',
    PL: 'Puola',
    FR: 'Ranska',
    DE: 'Saksa',
    FI: 'Suomi',
    CH: 'Sveitsi',
    US: 'Yhdysvallat',
  },
  countryOrder: ['NL', 'ES', 'IE', 'GB', 'IT', 'AT', 'PL', 'FR', 'DE', 'FI', 'CH', 'US'],
  close: 'Sulje',
  pickerTrigger: (country) => `${country}: vaihda maata`,
  bannerMessage: (country) => `Valittu maa: ${country}. Onko tämä oikein?`,
  bannerConfirm: 'Kaikki hyvin',
  bannerChooseAnother: 'Valitse toinen maa',
};
