import type { MarketTexts } from '../../label-types';

export const markets: MarketTexts = {
  chooseCountry: 'Scegli il tuo paese',
  europeEnglish: 'Europa (inglese)',
  // §2.6 country names as CLDR has them (Intl.DisplayNames), in the picker's order, written out so
  // showing the picker starts no ICU; names.test.ts and sort.test.ts check both against Intl.
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
  close: 'Chiudi',
  pickerTrigger: (country) => `${country}: cambia paese`,
  bannerMessage: (country) => `Paese selezionato: ${country}. È corretto?`,
  bannerConfirm: 'Tutto a posto',
  bannerChooseAnother: 'Scegli un altro paese',
};
