import type { MarketTexts } from '../../label-types';

export const markets: MarketTexts = {
  chooseCountry: 'Wählen Sie Ihr Land',
  europeEnglish: 'Europa (Englisch)',
  close: 'Schließen',
  pickerTrigger: (country) => `${country}: Land wechseln`,
  bannerMessage: (country) => `Ausgewähltes Land: ${country}. Stimmt das?`,
  bannerConfirm: 'Alles gut',
  bannerChooseAnother: 'Anderes Land wählen',
};
