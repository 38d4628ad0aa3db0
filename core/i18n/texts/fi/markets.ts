import type { MarketTexts } from '../../label-types';

export const markets: MarketTexts = {
  chooseCountry: 'Valitse maasi',
  europeEnglish: 'Eurooppa (englanti)',
  close: 'Sulje',
  pickerTrigger: (country) => `${country}: vaihda maata`,
  bannerMessage: (country) => `Valittu maa: ${country}. Onko tämä oikein?`,
  bannerConfirm: 'Kaikki hyvin',
  bannerChooseAnother: 'Valitse toinen maa',
};
