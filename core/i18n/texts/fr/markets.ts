import type { MarketTexts } from '../../label-types';

const NBSP = '\u00a0';

export const markets: MarketTexts = {
  chooseCountry: 'Choisissez votre pays',
  europeEnglish: 'Europe (anglais)',
  close: 'Fermer',
  pickerTrigger: (country) => `${country}${NBSP}: changer de pays`,
  bannerMessage: (country) => `Pays sélectionné${NBSP}: ${country}. Est-ce correct${NBSP}?`,
  bannerConfirm: 'Tout est bon',
  bannerChooseAnother: 'Choisir un autre pays',
};
