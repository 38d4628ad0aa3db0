import type { CaptchaTexts } from '../../label-types';

export const captcha: CaptchaTexts = {
  label: 'Je ne suis pas un robot',
  status: {
    uninitialized: 'Chargement de la vérification de sécurité …',
    ready: 'Veuillez confirmer que vous n’êtes pas un robot.',
    solving: 'Vérification en cours …',
    solved: 'Vérifié',
    error: 'La vérification a échoué. Veuillez réessayer.',
    expired: 'La vérification a expiré. Veuillez confirmer à nouveau.',
  },
};
