import type { ErrorTexts } from '../en/errors';

export const errors: ErrorTexts = {
  InvalidGrant:
    'E-Mail-Adresse oder Passwort ist nicht korrekt. Bitte überprüfen Sie Ihre Angaben und versuchen Sie es erneut.',
  AccountLocked:
    'Ihr Zugang wurde aus Sicherheitsgründen gesperrt. Bitte wenden Sie sich an unseren Kundenservice.',
  MtanDisabled:
    'Sicherheitscodes per SMS sind für Ihren Zugang derzeit deaktiviert. Bitte wenden Sie sich an unseren Kundenservice.',
  SystemError: 'Unser System ist vorübergehend nicht erreichbar. Bitte versuchen Sie es später erneut.',
  GeneralError:
    'Die Anmeldung war nicht erfolgreich. Bitte überprüfen Sie Ihre Angaben und versuchen Sie es erneut.',
  captchaFailed: 'Die Sicherheitsprüfung konnte nicht abgeschlossen werden. Bitte versuchen Sie es erneut.',
  invalidOneTimeCode: 'Der Sicherheitscode ist falsch oder abgelaufen. Bitte versuchen Sie es erneut.',
  required: 'Bitte füllen Sie dieses Feld aus.',
  invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  apiError: 'Es ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
  networkError: 'Keine Verbindung. Bitte überprüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
};
