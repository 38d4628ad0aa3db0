/**
 * What the visible bot-check widget says in each state (§4 Captcha states), in every text locale.
 * A screen reader hears the status through a polite live region; `label` names the checkbox.
 */
import type { TextLocale } from '../locale';
import type { CaptchaState } from './states';

export interface CaptchaTexts {
  /** Accessible name of the widget's checkbox. */
  readonly label: string;
  readonly status: Readonly<Record<CaptchaState, string>>;
}

const de: CaptchaTexts = {
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

export const CAPTCHA_TEXTS: Record<TextLocale, CaptchaTexts> = {
  de,
  // Swiss German: no ß in these texts, so the German ones serve as they are.
  'de-CH': de,
  en: {
    label: 'I am not a robot',
    status: {
      uninitialized: 'Loading the security check …',
      ready: 'Please confirm that you are not a robot.',
      solving: 'Verifying …',
      solved: 'Verified',
      error: 'The check failed. Please try again.',
      expired: 'The check has expired. Please confirm again.',
    },
  },
  es: {
    label: 'No soy un robot',
    status: {
      uninitialized: 'Cargando la comprobación de seguridad …',
      ready: 'Confirme que no es un robot.',
      solving: 'Verificando …',
      solved: 'Verificado',
      error: 'La comprobación ha fallado. Inténtelo de nuevo.',
      expired: 'La comprobación ha caducado. Confírmelo de nuevo.',
    },
  },
  fr: {
    label: 'Je ne suis pas un robot',
    status: {
      uninitialized: 'Chargement de la vérification de sécurité …',
      ready: 'Veuillez confirmer que vous n’êtes pas un robot.',
      solving: 'Vérification en cours …',
      solved: 'Vérifié',
      error: 'La vérification a échoué. Veuillez réessayer.',
      expired: 'La vérification a expiré. Veuillez confirmer à nouveau.',
    },
  },
  nl: {
    label: 'Ik ben geen robot',
    status: {
      uninitialized: 'Beveiligingscontrole wordt geladen …',
      ready: 'Bevestig dat u geen robot bent.',
      solving: 'Bezig met controleren …',
      solved: 'Gecontroleerd',
      error: 'De controle is mislukt. Probeer het opnieuw.',
      expired: 'De controle is verlopen. Bevestig opnieuw.',
    },
  },
  pl: {
    label: 'Nie jestem robotem',
    status: {
      uninitialized: 'Ładowanie weryfikacji bezpieczeństwa …',
      ready: 'Potwierdź, że nie jesteś robotem.',
      solving: 'Trwa weryfikacja …',
      solved: 'Zweryfikowano',
      error: 'Weryfikacja nie powiodła się. Spróbuj ponownie.',
      expired: 'Weryfikacja wygasła. Potwierdź ponownie.',
    },
  },
  fi: {
    label: 'En ole robotti',
    status: {
      uninitialized: 'Turvatarkistusta ladataan …',
      ready: 'Vahvista, että et ole robotti.',
      solving: 'Tarkistetaan …',
      solved: 'Tarkistettu',
      error: 'Tarkistus epäonnistui. Yritä uudelleen.',
      expired: 'Tarkistus vanheni. Vahvista uudelleen.',
    },
  },
  it: {
    label: 'Non sono un robot',
    status: {
      uninitialized: 'Caricamento del controllo di sicurezza …',
      ready: 'Conferma di non essere un robot.',
      solving: 'Verifica in corso …',
      solved: 'Verificato',
      error: 'La verifica non è riuscita. Riprova.',
      expired: 'La verifica è scaduta. Conferma di nuovo.',
    },
  },
};
