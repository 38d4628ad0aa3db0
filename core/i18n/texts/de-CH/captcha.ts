import type { CaptchaTexts } from '../../label-types';

export const captcha: CaptchaTexts = {
  label: 'Ich bin kein Roboter',
  status: {
    uninitialized: 'Sicherheitsprüfung wird geladen …',
    ready: 'Bitte bestätigen Sie, dass Sie kein Roboter sind.',
    solving: 'Prüfung läuft …',
    solved: 'Geprüft',
    error: 'Die Prüfung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
    expired: 'Die Prüfung ist abgelaufen. Bitte bestätigen Sie erneut.',
  },
};
