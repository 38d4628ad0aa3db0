import type { MarketTexts } from '../../label-types';

export const markets: MarketTexts = {
  chooseCountry: 'Kies uw land',
  europeEnglish: 'Europa (Engels)',
  close: 'Sluiten',
  pickerTrigger: (country) => `${country}: land wijzigen`,
  bannerMessage: (country) => `Geselecteerd land: ${country}. Klopt dat?`,
  bannerConfirm: 'Alles goed',
  bannerChooseAnother: 'Ander land kiezen',
};
