import type { MarketTexts } from '../../label-types';

export const markets: MarketTexts = {
  chooseCountry: 'Wybierz swój kraj',
  europeEnglish: 'Europa (angielski)',
  // §2.6 country names as CLDR has them (Intl.DisplayNames), in the picker's order, written out so
  // showing the picker starts no ICU; names.test.ts and sort.test.ts check both against Intl.
  countryNames: {
    AT: 'Austria',
    FI: 'Finlandia',
    FR: 'Francja',
    ES: 'Hiszpania',
    NL: 'Holandia',
    IE: 'Irlandia',
    DE: 'Niemcy',
    PL: 'Polska',
    US: 'Stany Zjednoczone',
    CH: 'Szwajcaria',
    GB: 'Wielka Brytania',
    IT: 'Włochy',
  },
  close: 'Zamknij',
  pickerTrigger: (country) => `${country}: zmień kraj`,
  bannerMessage: (country) => `Wybrany kraj: ${country}. Czy to się zgadza?`,
  bannerConfirm: 'Wszystko w porządku',
  bannerChooseAnother: 'Wybierz inny kraj',
};
