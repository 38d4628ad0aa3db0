import type { MarketTexts } from '../../label-types';

export const markets: MarketTexts = {
  chooseCountry: 'Scegli il tuo paese',
  europeEnglish: 'Europa (inglese)',
  // §2.6 country names as CLDR has them (Intl.DisplayNames), written out so showing the picker
  // starts no ICU; names.test.ts checks both against Intl.
  countryNames: {
    AT: 'Austria',
    FI: 'Finlandia',
    FR: 'Francia',
    DE: 'Germania',
    IE: 'Irlanda',
    IT: 'Italia',
    NL: 'Paesi Bassi',
    PL: 'Polonia',
    GB: 'Regno Unito',
    ES: 'Spagna',
    US: 'Stati Uniti',
    CH: 'Svizzera',
  },
  countryOrder: ['AT', 'FI', 'FR', 'DE', 'IE', 'IT', 'NL', 'PL', 'GB', 'ES', 'US', 'CH'],
  close: 'Chiudi',
  pickerTrigger: (country) => `${country}: cambia paese`,
  bannerMessage: (country) => `Paese selezionato: ${country}. È corretto?`,
  bannerConfirm: 'Tutto a posto',
  bannerChooseAnother: 'Scegli un altro paese',
};
