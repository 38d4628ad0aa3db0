/**
 * The login error messages (§8), in every text locale. §8 prints the codes, not the texts; these
 * say what a customer needs to know and nothing an attacker could use: GeneralError does not tell
 * whether the email address exists (security.md 7).
 */
import type { TextLocale } from '../locale';
import type { LoginErrorCode } from './errors';

export interface LoginTexts {
  readonly errors: Readonly<Record<LoginErrorCode, string>>;
}

const de: LoginTexts = {
  errors: {
    InvalidGrant: 'E-Mail-Adresse oder Passwort ist falsch.',
    AccountLocked: 'Ihr Zugang ist gesperrt. Bitte wenden Sie sich an unseren Kundenservice.',
    MtanDisabled:
      'Die Anmeldung mit Einmalcode ist für Ihren Zugang derzeit nicht möglich. Bitte wenden Sie sich an unseren Kundenservice.',
    SystemError: 'Wir haben gerade technische Probleme. Bitte versuchen Sie es später erneut.',
    GeneralError:
      'Die Anmeldung ist fehlgeschlagen. Bitte prüfen Sie Ihre Angaben und versuchen Sie es erneut.',
    InvalidOneTimeCode: 'Der Code ist nicht korrekt. Bitte versuchen Sie es erneut.',
  },
};

export const LOGIN_TEXTS: Record<TextLocale, LoginTexts> = {
  de,
  // Swiss German: these texts contain no ß, so the German ones serve as they are.
  'de-CH': de,
  en: {
    errors: {
      InvalidGrant: 'The email address or password is incorrect.',
      AccountLocked: 'Your account is locked. Please contact our customer service.',
      MtanDisabled:
        'Logging in with a one-time code is currently not possible for your account. Please contact our customer service.',
      SystemError: 'We are experiencing technical problems. Please try again later.',
      GeneralError: 'Login failed. Please check your details and try again.',
      InvalidOneTimeCode: 'The code is incorrect. Please try again.',
    },
  },
  es: {
    errors: {
      InvalidGrant: 'La dirección de correo electrónico o la contraseña no son correctas.',
      AccountLocked:
        'Su cuenta está bloqueada. Póngase en contacto con nuestro servicio de atención al cliente.',
      MtanDisabled:
        'En este momento no es posible iniciar sesión con un código de un solo uso en su cuenta. Póngase en contacto con nuestro servicio de atención al cliente.',
      SystemError: 'Estamos teniendo problemas técnicos. Inténtelo de nuevo más tarde.',
      GeneralError: 'No se ha podido iniciar sesión. Compruebe sus datos e inténtelo de nuevo.',
      InvalidOneTimeCode: 'El código no es correcto. Inténtelo de nuevo.',
    },
  },
  fr: {
    errors: {
      InvalidGrant: 'L’adresse e-mail ou le mot de passe est incorrect.',
      AccountLocked: 'Votre compte est bloqué. Veuillez contacter notre service client.',
      MtanDisabled:
        'La connexion avec un code à usage unique n’est actuellement pas possible pour votre compte. Veuillez contacter notre service client.',
      SystemError: 'Nous rencontrons des problèmes techniques. Veuillez réessayer plus tard.',
      GeneralError: 'La connexion a échoué. Veuillez vérifier vos informations et réessayer.',
      InvalidOneTimeCode: 'Le code est incorrect. Veuillez réessayer.',
    },
  },
  nl: {
    errors: {
      InvalidGrant: 'Het e-mailadres of wachtwoord is onjuist.',
      AccountLocked: 'Uw account is geblokkeerd. Neem contact op met onze klantenservice.',
      MtanDisabled:
        'Inloggen met een eenmalige code is voor uw account momenteel niet mogelijk. Neem contact op met onze klantenservice.',
      SystemError: 'We hebben momenteel technische problemen. Probeer het later opnieuw.',
      GeneralError: 'Inloggen is mislukt. Controleer uw gegevens en probeer het opnieuw.',
      InvalidOneTimeCode: 'De code is onjuist. Probeer het opnieuw.',
    },
  },
  pl: {
    errors: {
      InvalidGrant: 'Adres e-mail lub hasło jest nieprawidłowe.',
      AccountLocked: 'Twoje konto jest zablokowane. Skontaktuj się z naszym działem obsługi klienta.',
      MtanDisabled:
        'Logowanie za pomocą kodu jednorazowego jest obecnie niedostępne dla Twojego konta. Skontaktuj się z naszym działem obsługi klienta.',
      SystemError: 'Wystąpiły problemy techniczne. Spróbuj ponownie później.',
      GeneralError: 'Logowanie nie powiodło się. Sprawdź swoje dane i spróbuj ponownie.',
      InvalidOneTimeCode: 'Kod jest nieprawidłowy. Spróbuj ponownie.',
    },
  },
  fi: {
    errors: {
      InvalidGrant: 'Sähköpostiosoite tai salasana on väärä.',
      AccountLocked: 'Tilisi on lukittu. Ota yhteyttä asiakaspalveluumme.',
      MtanDisabled:
        'Kirjautuminen kertakäyttökoodilla ei ole tällä hetkellä mahdollista tilillesi. Ota yhteyttä asiakaspalveluumme.',
      SystemError: 'Meillä on teknisiä ongelmia. Yritä myöhemmin uudelleen.',
      GeneralError: 'Kirjautuminen epäonnistui. Tarkista tietosi ja yritä uudelleen.',
      InvalidOneTimeCode: 'Koodi on väärä. Yritä uudelleen.',
    },
  },
  it: {
    errors: {
      InvalidGrant: 'L’indirizzo e-mail o la password non sono corretti.',
      AccountLocked: 'Il tuo account è bloccato. Contatta il nostro servizio clienti.',
      MtanDisabled:
        'Al momento non è possibile accedere al tuo account con un codice monouso. Contatta il nostro servizio clienti.',
      SystemError: 'Stiamo riscontrando problemi tecnici. Riprova più tardi.',
      GeneralError: 'Accesso non riuscito. Controlla i tuoi dati e riprova.',
      InvalidOneTimeCode: 'Il codice non è corretto. Riprova.',
    },
  },
};

/**
 * @example loginErrorText('de-CH', 'SystemError') // 'Wir haben gerade technische Probleme. …'
 */
export function loginErrorText(locale: TextLocale, code: LoginErrorCode): string {
  return LOGIN_TEXTS[locale].errors[code];
}
