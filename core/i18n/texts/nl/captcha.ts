import type { CaptchaTexts } from '../../label-types';

export const captcha: CaptchaTexts = {
  label: 'Ik ben geen robot',
  status: {
    uninitialized: 'Beveiligingscontrole wordt geladen …',
    ready: 'Bevestig dat u geen robot bent.',
    solving: 'Bezig met controleren …',
    solved: 'Gecontroleerd',
    error: 'De controle is mislukt. Probeer het opnieuw.',
    expired: 'De controle is verlopen. Bevestig opnieuw.',
  },
};
