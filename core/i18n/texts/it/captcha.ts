import type { CaptchaTexts } from '../../label-types';

export const captcha: CaptchaTexts = {
  label: 'Non sono un robot',
  status: {
    uninitialized: 'Caricamento del controllo di sicurezza …',
    ready: 'Conferma di non essere un robot.',
    solving: 'Verifica in corso …',
    solved: 'Verificato',
    error: 'La verifica non è riuscita. Riprova.',
    expired: 'La verifica è scaduta. Conferma di nuovo.',
  },
};
