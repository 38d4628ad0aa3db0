import type { MarketTexts } from '../../label-types';

export const markets: MarketTexts = {
  chooseCountry: 'Choose your country',
  europeEnglish: 'Europe (English)',
  close: 'Close',
  pickerTrigger: (country) => `${country}: change country`,
  bannerMessage: (country) => `Selected country: ${country}. Is that right?`,
  bannerConfirm: 'All good',
  bannerChooseAnother: 'Choose another country',
};
