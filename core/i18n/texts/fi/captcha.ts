import type { CaptchaTexts } from '../../label-types';

export const captcha: CaptchaTexts = {
  label: 'En ole robotti',
  status: {
    uninitialized: 'Turvatarkistusta ladataan …',
    ready: 'Vahvista, että et ole robotti.',
    solving: 'Tarkistetaan …',
    solved: 'Tarkistettu',
    error: 'Tarkistus epäonnistui. Yritä uudelleen.',
    expired: 'Tarkistus vanheni. Vahvista uudelleen.',
  },
};
