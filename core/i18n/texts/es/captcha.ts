import type { CaptchaTexts } from '../../label-types';

export const captcha: CaptchaTexts = {
  label: 'No soy un robot',
  status: {
    uninitialized: 'Cargando la comprobación de seguridad …',
    ready: 'Confirme que no es un robot.',
    solving: 'Verificando …',
    solved: 'Verificado',
    error: 'La comprobación ha fallado. Inténtelo de nuevo.',
    expired: 'La comprobación ha caducado. Confírmelo de nuevo.',
  },
};
