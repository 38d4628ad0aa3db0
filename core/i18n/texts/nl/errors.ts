import type { ErrorTexts } from '../en/errors';

export const errors: ErrorTexts = {
  InvalidGrant: 'Het e-mailadres of wachtwoord is onjuist. Controleer uw gegevens en probeer het opnieuw.',
  AccountLocked: 'Uw toegang is om veiligheidsredenen geblokkeerd. Neem contact op met onze klantenservice.',
  MtanDisabled:
    'Beveiligingscodes per sms zijn voor uw toegang momenteel uitgeschakeld. Neem contact op met onze klantenservice.',
  SystemError: 'Ons systeem is tijdelijk niet beschikbaar. Probeer het later opnieuw.',
  GeneralError: 'Inloggen is niet gelukt. Controleer uw gegevens en probeer het opnieuw.',
  captchaFailed: 'De beveiligingscontrole kon niet worden afgerond. Probeer het opnieuw.',
  invalidOneTimeCode: 'De beveiligingscode is onjuist of verlopen. Probeer het opnieuw.',
  required: 'Vul dit veld in.',
  invalidEmail: 'Voer een geldig e-mailadres in.',
  apiError: 'Er is iets misgegaan. Probeer het later opnieuw.',
  networkError: 'Geen verbinding. Controleer uw internetverbinding en probeer het opnieuw.',
};
