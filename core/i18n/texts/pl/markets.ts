import type { MarketTexts } from '../../label-types';

export const markets: MarketTexts = {
  chooseCountry: 'Wybierz swój kraj',
  europeEnglish: 'Europa (angielski)',
  close: 'Zamknij',
  pickerTrigger: (country) => `${country}: zmień kraj`,
  bannerMessage: (country) => `Wybrany kraj: ${country}. Czy to się zgadza?`,
  bannerConfirm: 'Wszystko w porządku',
  bannerChooseAnother: 'Wybierz inny kraj',
};
