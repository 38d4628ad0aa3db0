import type { MarketTexts } from '../../label-types';

const NBSP = '\u00a0';

export const markets: MarketTexts = {
  chooseCountry: 'Choisissez votre pays',
  europeEnglish: 'Europe (anglais)',
  // §2.6 country names as CLDR has them (Intl.DisplayNames), in the picker's order, written out so
  // showing the picker starts no ICU; names.test.ts and sort.test.ts check both against Intl.
  countryNames: {
    DE: 'Allemagne',
    AT: 'Autriche',
    ES: 'Espagne',
    US: 'États-Unis',
    FI: 'Finlande',
    FR: 'France',
    IE: 'Irlande',
    IT: 'Italie',
    NL: 'Pays-Bas',
    PL: 'Pologne',
    GB: 'Royaume-Uni',
    CH: 'Suisse',
  },
  close: 'Fermer',
  pickerTrigger: (country) => `${country}${NBSP}: changer de pays`,
  bannerMessage: (country) => `Pays sélectionné${NBSP}: ${country}. Est-ce correct${NBSP}?`,
  bannerConfirm: 'Tout est bon',
  bannerChooseAnother: 'Choisir un autre pays',
};
