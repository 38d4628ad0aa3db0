import type { MarketTexts } from '../../label-types';

export const markets: MarketTexts = {
  chooseCountry: 'Wählen Sie Ihr Land',
  europeEnglish: 'Europa (Englisch)',
  // §2.6 country names as CLDR has them (Intl.DisplayNames), in the picker's order, written out so
  // showing the picker starts no ICU; names.test.ts and sort.test.ts check both against Intl.
  countryNames: {
    DE: 'Deutschland',
    FI: 'Finnland',
    FR: 'Frankreich',
    IE: 'Irland',
    IT: 'Italien',
    NL: 'Niederlande',
    AT: 'Österreich',
    PL: 'Polen',
    CH: 'Schweiz',
    ES: 'Spanien',
    GB: 'Vereinigtes Königreich',
    US: 'Vereinigte Staaten',
  },
  close: 'Schließen',
  pickerTrigger: (country) => `${country}: Land wechseln`,
  bannerMessage: (country) => `Ausgewähltes Land: ${country}. Stimmt das?`,
  bannerConfirm: 'Alles gut',
  bannerChooseAnother: 'Anderes Land wählen',
};
