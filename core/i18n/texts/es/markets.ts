import type { MarketTexts } from '../../label-types';

export const markets: MarketTexts = {
  chooseCountry: 'Elige tu país',
  europeEnglish: 'Europa (inglés)',
  close: 'Cerrar',
  pickerTrigger: (country) => `${country}: cambiar de país`,
  bannerMessage: (country) => `País seleccionado: ${country}. ¿Es correcto?`,
  bannerConfirm: 'Todo bien',
  bannerChooseAnother: 'Elegir otro país',
};
