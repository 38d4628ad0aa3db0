import type { ErrorTexts } from '../en/errors';

export const errors: ErrorTexts = {
  InvalidGrant: 'L’indirizzo e-mail o la password non sono corretti. Verifichi i dati e riprovi.',
  AccountLocked:
    'Il suo accesso è stato bloccato per motivi di sicurezza. Contatti il nostro servizio clienti.',
  MtanDisabled:
    'I codici di sicurezza via SMS sono attualmente disattivati per il suo accesso. Contatti il nostro servizio clienti.',
  SystemError: 'Il nostro sistema è temporaneamente non disponibile. Riprovi più tardi.',
  GeneralError: 'Accesso non riuscito. Verifichi i dati e riprovi.',
  captchaFailed: 'Non è stato possibile completare il controllo di sicurezza. Riprovi.',
  invalidOneTimeCode: 'Il codice di sicurezza non è corretto o è scaduto. Riprovi.',
  required: 'Compili questo campo.',
  invalidEmail: 'Inserisca un indirizzo e-mail valido.',
  apiError: 'Si è verificato un errore. Riprovi più tardi.',
  networkError: 'Nessuna connessione. Verifichi la connessione a Internet e riprovi.',
};
