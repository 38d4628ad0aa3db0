import type { MarketTexts } from '../../label-types';

export const markets: MarketTexts = {
  chooseCountry: 'Elige tu país',
  europeEnglish: 'Europa (inglés)',
  // §2.6 country names as CLDR has them (Intl.DisplayNames), written out so showing the picker
  // starts no ICU; names.test.ts checks both against Intl.
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
  countryOrder: ['DE', 'AT', 'ES', 'US', 'FI', 'FR', 'IE', 'IT', 'NL', 'PL', 'GB', 'CH'],
  close: 'Cerrar',
  pickerTrigger: (country) => `${country}: cambiar de país`,
  bannerMessage: (country) => `País seleccionado: ${country}. ¿Es correcto?`,
  bannerConfirm: 'Todo bien',
  bannerChooseAnother: 'Elegir otro país',
};
