import type { MarketTexts } from '../../label-types';

export const markets: MarketTexts = {
  chooseCountry: 'Elige tu país',
  europeEnglish: 'Europa (inglés)',
  // §2.6 country names as CLDR has them (Intl.DisplayNames), in the picker's order, written out so
  // showing the picker starts no ICU; names.test.ts and sort.test.ts check both against Intl.
  countryNames: {
    DE: 'Alemania',
    AT: 'Austria',
    ES: 'España',
    US: 'Estados Unidos',
    FI: 'Finlandia',
    FR: 'Francia',
    IE: 'Irlanda',
    IT: 'Italia',
    NL: 'Países Bajos',
    PL: 'Polonia',
    GB: 'Reino Unido',
    CH: 'Suiza',
  },
  close: 'Cerrar',
  pickerTrigger: (country) => `${country}: cambiar de país`,
  bannerMessage: (country) => `País seleccionado: ${country}. ¿Es correcto?`,
  bannerConfirm: 'Todo bien',
  bannerChooseAnother: 'Elegir otro país',
};
