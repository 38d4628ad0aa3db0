import type { MarketTexts } from '../../label-types';

export const markets: MarketTexts = {
  chooseCountry: 'Kies uw land',
  europeEnglish: 'Europa (Engels)',
  // §2.6 country names as CLDR has them (Intl.DisplayNames), in the picker's order, written out so
  // showing the picker starts no ICU; names.test.ts and sort.test.ts check both against Intl.
  countryNames: {
    DE: 'Duitsland',
    FI: 'Finland',
    FR: 'Frankrijk',
    IE: 'Ierland',
    IT: 'Italië',
    NL: 'Nederland',
    AT: 'Oostenrijk',
    PL: 'Polen',
    ES: 'Spanje',
    US: 'Verenigde Staten',
    GB: 'Verenigd Koninkrijk',
    CH: 'Zwitserland',
  },
  close: 'Sluiten',
  pickerTrigger: (country) => `${country}: land wijzigen`,
  bannerMessage: (country) => `Geselecteerd land: ${country}. Klopt dat?`,
  bannerConfirm: 'Alles goed',
  bannerChooseAnother: 'Ander land kiezen',
};
