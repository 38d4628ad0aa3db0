import type { CaptchaTexts } from '../../label-types';

export const captcha: CaptchaTexts = {
  label: 'Nie jestem robotem',
  status: {
    uninitialized: 'Ładowanie weryfikacji bezpieczeństwa …',
    ready: 'Potwierdź, że nie jesteś robotem.',
    solving: 'Trwa weryfikacja …',
    solved: 'Zweryfikowano',
    error: 'Weryfikacja nie powiodła się. Spróbuj ponownie.',
    expired: 'Weryfikacja wygasła. Potwierdź ponownie.',
  },
};
