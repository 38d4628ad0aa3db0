import type { MarketTexts } from '../../label-types';

export const markets: MarketTexts = {
  chooseCountry: 'Scegli il tuo paese',
  europeEnglish: 'Europa (inglese)',
  close: 'Chiudi',
  pickerTrigger: (country) => `${country}: cambia paese`,
  bannerMessage: (country) => `Paese selezionato: ${country}. È corretto?`,
  bannerConfirm: 'Tutto a posto',
  bannerChooseAnother: 'Scegli un altro paese',
};
