import type { MarketTexts } from '../../label-types';

const NBSP = '\u00a0';

export const markets: MarketTexts = {
  chooseCountry: 'Choisissez votre pays',
  europeEnglish: 'Europe (anglais)',
  // §2.6 country names as CLDR has them (Intl.DisplayNames), written out so showing the picker
  // starts no ICU; names.test.ts checks both against Intl.
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
  countryOrder: ['DE', 'AT', 'ES', 'US', 'FI', 'FR', 'IE', 'IT', 'NL', 'PL', 'GB', 'CH'],
  close: 'Fermer',
  pickerTrigger: (country) => `${country}${NBSP}: changer de pays`,
  bannerMessage: (country) => `Pays sélectionné${NBSP}: ${country}. Est-ce correct${NBSP}?`,
  bannerConfirm: 'Tout est bon',
  bannerChooseAnother: 'Choisir un autre pays',
};
