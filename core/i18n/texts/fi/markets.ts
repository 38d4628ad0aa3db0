import type { MarketTexts } from '../../label-types';

export const markets: MarketTexts = {
  chooseCountry: 'Valitse maasi',
  europeEnglish: 'Eurooppa (englanti)',
  // §2.6 country names as CLDR has them (Intl.DisplayNames), in the picker's order, written out so
  // showing the picker starts no ICU; names.test.ts and sort.test.ts check both against Intl.
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
  close: 'Sulje',
  pickerTrigger: (country) => `${country}: vaihda maata`,
  bannerMessage: (country) => `Valittu maa: ${country}. Onko tämä oikein?`,
  bannerConfirm: 'Kaikki hyvin',
  bannerChooseAnother: 'Valitse toinen maa',
};
