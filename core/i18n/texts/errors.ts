/**
 * Error messages (§8, §5, design §5: errors are a union keyed by a stable code and the web maps
 * the code to a translated message). This is the only home of the login error texts: the keys of
 * the §8 codes are the codes themselves (`InvalidGrant`, …, `GeneralError`), the one-time-code
 * step's is `invalidOneTimeCode`; core/login's `loginErrorKey(code)` maps a code to its key.
 * GeneralError must not reveal whether an account exists or is locked: it is also what users see
 * for InvalidGrant and AccountLocked while the blocked-users message flag is off.
 * File names are shown inside each language's own quotation marks.
 */
import type { TextLocale } from '../../locale';
import type { Translated } from '../text-table';

const en = {
  InvalidGrant: 'The email address or password is incorrect. Please check your details and try again.',
  AccountLocked: 'Your access has been locked for security reasons. Please contact our customer service.',
  MtanDisabled:
    'Security codes by text message are currently deactivated for your access. Please contact our customer service.',
  SystemError: 'Our system is temporarily unavailable. Please try again later.',
  GeneralError: 'Login was not successful. Please check your details and try again.',
  captchaFailed: 'The security check could not be completed. Please try again.',
  invalidOneTimeCode: 'The security code is incorrect or has expired. Please try again.',
  required: 'Please fill in this field.',
  invalidEmail: 'Please enter a valid email address.',
  portfolioNameTooLong: {
    one: 'The name can be at most {{count}} character long.',
    other: 'The name can be at most {{count}} characters long.',
  },
  portfolioNameInvalid: 'Please use only letters, digits, spaces, dots, underscores and hyphens.',
  uploadMaxFiles: {
    one: 'You can upload at most {{count}} file.',
    other: 'You can upload at most {{count}} files.',
  },
  uploadRequired: 'Please add at least one file.',
  uploadTooLarge: 'The file “{{name}}” is too large. The maximum size is {{size}}.',
  uploadUnsupportedType: 'The format of “{{name}}” is not supported. Allowed formats: {{formats}}.',
  uploadHelp: 'Allowed formats: {{formats}}. Maximum total size: {{size}}.',
  apiError: 'Something went wrong. Please try again later.',
  networkError: 'No connection. Please check your internet connection and try again.',
} as const;

export type ErrorTemplates = typeof en;
export type ErrorTexts = Translated<ErrorTemplates>;

const de: ErrorTexts = {
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
  portfolioNameTooLong: {
    one: 'Der Name darf höchstens {{count}} Zeichen lang sein.',
    other: 'Der Name darf höchstens {{count}} Zeichen lang sein.',
  },
  portfolioNameInvalid:
    'Bitte verwenden Sie nur Buchstaben, Ziffern, Leerzeichen, Punkte, Unterstriche und Bindestriche.',
  uploadMaxFiles: {
    one: 'Sie können höchstens {{count}} Datei hochladen.',
    other: 'Sie können höchstens {{count}} Dateien hochladen.',
  },
  uploadRequired: 'Bitte fügen Sie mindestens eine Datei hinzu.',
  uploadTooLarge: 'Die Datei „{{name}}“ ist zu groß. Die maximale Größe beträgt {{size}}.',
  uploadUnsupportedType: 'Das Format von „{{name}}“ wird nicht unterstützt. Erlaubte Formate: {{formats}}.',
  uploadHelp: 'Erlaubte Formate: {{formats}}. Maximale Gesamtgröße: {{size}}.',
  apiError: 'Es ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
  networkError: 'Keine Verbindung. Bitte überprüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
};

/** Swiss Standard German: ss for ß, Swiss guillemets «…» and the Swiss "Kundendienst". */
const deCH: ErrorTexts = {
  InvalidGrant:
    'E-Mail-Adresse oder Passwort ist nicht korrekt. Bitte überprüfen Sie Ihre Angaben und versuchen Sie es erneut.',
  AccountLocked:
    'Ihr Zugang wurde aus Sicherheitsgründen gesperrt. Bitte wenden Sie sich an unseren Kundendienst.',
  MtanDisabled:
    'Sicherheitscodes per SMS sind für Ihren Zugang derzeit deaktiviert. Bitte wenden Sie sich an unseren Kundendienst.',
  SystemError: 'Unser System ist vorübergehend nicht erreichbar. Bitte versuchen Sie es später erneut.',
  GeneralError:
    'Die Anmeldung war nicht erfolgreich. Bitte überprüfen Sie Ihre Angaben und versuchen Sie es erneut.',
  captchaFailed: 'Die Sicherheitsprüfung konnte nicht abgeschlossen werden. Bitte versuchen Sie es erneut.',
  invalidOneTimeCode: 'Der Sicherheitscode ist falsch oder abgelaufen. Bitte versuchen Sie es erneut.',
  required: 'Bitte füllen Sie dieses Feld aus.',
  invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  portfolioNameTooLong: {
    one: 'Der Name darf höchstens {{count}} Zeichen lang sein.',
    other: 'Der Name darf höchstens {{count}} Zeichen lang sein.',
  },
  portfolioNameInvalid:
    'Bitte verwenden Sie nur Buchstaben, Ziffern, Leerzeichen, Punkte, Unterstriche und Bindestriche.',
  uploadMaxFiles: {
    one: 'Sie können höchstens {{count}} Datei hochladen.',
    other: 'Sie können höchstens {{count}} Dateien hochladen.',
  },
  uploadRequired: 'Bitte fügen Sie mindestens eine Datei hinzu.',
  uploadTooLarge: 'Die Datei «{{name}}» ist zu gross. Die maximale Grösse beträgt {{size}}.',
  uploadUnsupportedType: 'Das Format von «{{name}}» wird nicht unterstützt. Erlaubte Formate: {{formats}}.',
  uploadHelp: 'Erlaubte Formate: {{formats}}. Maximale Gesamtgrösse: {{size}}.',
  apiError: 'Es ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
  networkError: 'Keine Verbindung. Bitte überprüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
};

const es: ErrorTexts = {
  InvalidGrant:
    'El correo electrónico o la contraseña no son correctos. Compruebe sus datos e inténtelo de nuevo.',
  AccountLocked:
    'Su acceso se ha bloqueado por motivos de seguridad. Póngase en contacto con nuestro servicio de atención al cliente.',
  MtanDisabled:
    'Los códigos de seguridad por SMS están desactivados para su acceso. Póngase en contacto con nuestro servicio de atención al cliente.',
  SystemError: 'Nuestro sistema no está disponible temporalmente. Inténtelo de nuevo más tarde.',
  GeneralError: 'No se ha podido iniciar sesión. Compruebe sus datos e inténtelo de nuevo.',
  captchaFailed: 'No se ha podido completar la comprobación de seguridad. Inténtelo de nuevo.',
  invalidOneTimeCode: 'El código de seguridad no es correcto o ha caducado. Inténtelo de nuevo.',
  required: 'Rellene este campo.',
  invalidEmail: 'Introduzca una dirección de correo electrónico válida.',
  portfolioNameTooLong: {
    one: 'El nombre puede tener como máximo {{count}} carácter.',
    many: 'El nombre puede tener como máximo {{count}} de caracteres.',
    other: 'El nombre puede tener como máximo {{count}} caracteres.',
  },
  portfolioNameInvalid: 'Utilice solo letras, números, espacios, puntos, guiones bajos y guiones.',
  uploadMaxFiles: {
    one: 'Puede subir como máximo {{count}} archivo.',
    many: 'Puede subir como máximo {{count}} de archivos.',
    other: 'Puede subir como máximo {{count}} archivos.',
  },
  uploadRequired: 'Añada al menos un archivo.',
  uploadTooLarge: 'El archivo «{{name}}» es demasiado grande. El tamaño máximo es de {{size}}.',
  uploadUnsupportedType: 'El formato de «{{name}}» no es compatible. Formatos permitidos: {{formats}}.',
  uploadHelp: 'Formatos permitidos: {{formats}}. Tamaño total máximo: {{size}}.',
  apiError: 'Se ha producido un error. Inténtelo de nuevo más tarde.',
  networkError: 'Sin conexión. Compruebe su conexión a internet e inténtelo de nuevo.',
};

// French typography: no-break spaces (U+00A0) inside «…» and before ":".
const fr: ErrorTexts = {
  InvalidGrant:
    'L’adresse e-mail ou le mot de passe est incorrect. Veuillez vérifier vos informations et réessayer.',
  AccountLocked:
    'Votre accès a été bloqué pour des raisons de sécurité. Veuillez contacter notre service client.',
  MtanDisabled:
    'Les codes de sécurité par SMS sont actuellement désactivés pour votre accès. Veuillez contacter notre service client.',
  SystemError: 'Notre système est temporairement indisponible. Veuillez réessayer plus tard.',
  GeneralError: 'La connexion a échoué. Veuillez vérifier vos informations et réessayer.',
  captchaFailed: 'La vérification de sécurité n’a pas pu être effectuée. Veuillez réessayer.',
  invalidOneTimeCode: 'Le code de sécurité est incorrect ou a expiré. Veuillez réessayer.',
  required: 'Veuillez remplir ce champ.',
  invalidEmail: 'Veuillez saisir une adresse e-mail valide.',
  portfolioNameTooLong: {
    one: 'Le nom ne peut pas dépasser {{count}} caractère.',
    many: 'Le nom ne peut pas dépasser {{count}} de caractères.',
    other: 'Le nom ne peut pas dépasser {{count}} caractères.',
  },
  portfolioNameInvalid:
    'Veuillez utiliser uniquement des lettres, des chiffres, des espaces, des points, des tirets bas et des tirets.',
  uploadMaxFiles: {
    one: 'Vous pouvez importer {{count}} fichier au maximum.',
    many: 'Vous pouvez importer {{count}} de fichiers au maximum.',
    other: 'Vous pouvez importer {{count}} fichiers au maximum.',
  },
  uploadRequired: 'Veuillez ajouter au moins un fichier.',
  uploadTooLarge:
    'Le fichier «\u00a0{{name}}\u00a0» est trop volumineux. La taille maximale est de {{size}}.',
  uploadUnsupportedType:
    'Le format de «\u00a0{{name}}\u00a0» n’est pas pris en charge. Formats acceptés\u00a0: {{formats}}.',
  uploadHelp: 'Formats acceptés\u00a0: {{formats}}. Taille totale maximale\u00a0: {{size}}.',
  apiError: 'Une erreur s’est produite. Veuillez réessayer plus tard.',
  networkError: 'Pas de connexion. Veuillez vérifier votre connexion Internet et réessayer.',
};

const nl: ErrorTexts = {
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
  portfolioNameTooLong: {
    one: 'De naam mag maximaal {{count}} teken lang zijn.',
    other: 'De naam mag maximaal {{count}} tekens lang zijn.',
  },
  portfolioNameInvalid:
    'Gebruik alleen letters, cijfers, spaties, punten, onderstrepingstekens en koppeltekens.',
  uploadMaxFiles: {
    one: 'U kunt maximaal {{count}} bestand uploaden.',
    other: 'U kunt maximaal {{count}} bestanden uploaden.',
  },
  uploadRequired: 'Voeg ten minste één bestand toe.',
  uploadTooLarge: 'Het bestand ‘{{name}}’ is te groot. De maximale grootte is {{size}}.',
  uploadUnsupportedType:
    'Het formaat van ‘{{name}}’ wordt niet ondersteund. Toegestane formaten: {{formats}}.',
  uploadHelp: 'Toegestane formaten: {{formats}}. Maximale totale grootte: {{size}}.',
  apiError: 'Er is iets misgegaan. Probeer het later opnieuw.',
  networkError: 'Geen verbinding. Controleer uw internetverbinding en probeer het opnieuw.',
};

// Polish: `other` is the form for fractions; whole numbers use one/few/many.
const pl: ErrorTexts = {
  InvalidGrant: 'Nieprawidłowy adres e-mail lub hasło. Sprawdź dane i spróbuj ponownie.',
  AccountLocked:
    'Ze względów bezpieczeństwa Twój dostęp został zablokowany. Skontaktuj się z naszym działem obsługi klienta.',
  MtanDisabled:
    'Kody bezpieczeństwa SMS są obecnie wyłączone dla Twojego dostępu. Skontaktuj się z naszym działem obsługi klienta.',
  SystemError: 'Nasz system jest chwilowo niedostępny. Spróbuj ponownie później.',
  GeneralError: 'Logowanie nie powiodło się. Sprawdź dane i spróbuj ponownie.',
  captchaFailed: 'Nie udało się przeprowadzić weryfikacji bezpieczeństwa. Spróbuj ponownie.',
  invalidOneTimeCode: 'Kod bezpieczeństwa jest nieprawidłowy lub wygasł. Spróbuj ponownie.',
  required: 'To pole jest wymagane.',
  invalidEmail: 'Podaj prawidłowy adres e-mail.',
  portfolioNameTooLong: {
    one: 'Nazwa może mieć maksymalnie {{count}} znak.',
    few: 'Nazwa może mieć maksymalnie {{count}} znaki.',
    many: 'Nazwa może mieć maksymalnie {{count}} znaków.',
    other: 'Nazwa może mieć maksymalnie {{count}} znaku.',
  },
  portfolioNameInvalid: 'Używaj tylko liter, cyfr, spacji, kropek, podkreśleń i łączników.',
  uploadMaxFiles: {
    one: 'Możesz przesłać maksymalnie {{count}} plik.',
    few: 'Możesz przesłać maksymalnie {{count}} pliki.',
    many: 'Możesz przesłać maksymalnie {{count}} plików.',
    other: 'Możesz przesłać maksymalnie {{count}} pliku.',
  },
  uploadRequired: 'Dodaj co najmniej jeden plik.',
  uploadTooLarge: 'Plik „{{name}}” jest za duży. Maksymalny rozmiar to {{size}}.',
  uploadUnsupportedType: 'Format pliku „{{name}}” nie jest obsługiwany. Dozwolone formaty: {{formats}}.',
  uploadHelp: 'Dozwolone formaty: {{formats}}. Maksymalny łączny rozmiar: {{size}}.',
  apiError: 'Wystąpił błąd. Spróbuj ponownie później.',
  networkError: 'Brak połączenia. Sprawdź połączenie z internetem i spróbuj ponownie.',
};

const fi: ErrorTexts = {
  InvalidGrant: 'Sähköpostiosoite tai salasana on virheellinen. Tarkista tiedot ja yritä uudelleen.',
  AccountLocked: 'Käyttöoikeutesi on lukittu turvallisuussyistä. Ota yhteyttä asiakaspalveluumme.',
  MtanDisabled:
    'Tekstiviestillä lähetettävät turvakoodit on poistettu käytöstä tunnuksiltasi. Ota yhteyttä asiakaspalveluumme.',
  SystemError: 'Järjestelmämme ei ole tilapäisesti käytettävissä. Yritä myöhemmin uudelleen.',
  GeneralError: 'Kirjautuminen epäonnistui. Tarkista tiedot ja yritä uudelleen.',
  captchaFailed: 'Turvatarkistusta ei voitu suorittaa loppuun. Yritä uudelleen.',
  invalidOneTimeCode: 'Turvakoodi on virheellinen tai vanhentunut. Yritä uudelleen.',
  required: 'Täytä tämä kenttä.',
  invalidEmail: 'Anna kelvollinen sähköpostiosoite.',
  portfolioNameTooLong: {
    one: 'Nimessä voi olla enintään {{count}} merkki.',
    other: 'Nimessä voi olla enintään {{count}} merkkiä.',
  },
  portfolioNameInvalid:
    'Käytä vain kirjaimia, numeroita, välilyöntejä, pisteitä, alaviivoja ja yhdysmerkkejä.',
  uploadMaxFiles: {
    one: 'Voit ladata enintään {{count}} tiedoston.',
    other: 'Voit ladata enintään {{count}} tiedostoa.',
  },
  uploadRequired: 'Lisää vähintään yksi tiedosto.',
  uploadTooLarge: 'Tiedosto ”{{name}}” on liian suuri. Enimmäiskoko on {{size}}.',
  uploadUnsupportedType: 'Tiedoston ”{{name}}” muotoa ei tueta. Sallitut muodot: {{formats}}.',
  uploadHelp: 'Sallitut muodot: {{formats}}. Yhteenlaskettu enimmäiskoko: {{size}}.',
  apiError: 'Jokin meni vikaan. Yritä myöhemmin uudelleen.',
  networkError: 'Ei yhteyttä. Tarkista internetyhteys ja yritä uudelleen.',
};

const it: ErrorTexts = {
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
  portfolioNameTooLong: {
    one: 'Il nome può contenere al massimo {{count}} carattere.',
    many: 'Il nome può contenere al massimo {{count}} di caratteri.',
    other: 'Il nome può contenere al massimo {{count}} caratteri.',
  },
  portfolioNameInvalid: 'Utilizzi solo lettere, cifre, spazi, punti, trattini bassi e trattini.',
  uploadMaxFiles: {
    one: 'Può caricare al massimo {{count}} file.',
    many: 'Può caricare al massimo {{count}} di file.',
    other: 'Può caricare al massimo {{count}} file.',
  },
  uploadRequired: 'Aggiunga almeno un file.',
  uploadTooLarge: 'Il file «{{name}}» è troppo grande. La dimensione massima è {{size}}.',
  uploadUnsupportedType: 'Il formato di «{{name}}» non è supportato. Formati consentiti: {{formats}}.',
  uploadHelp: 'Formati consentiti: {{formats}}. Dimensione totale massima: {{size}}.',
  apiError: 'Si è verificato un errore. Riprovi più tardi.',
  networkError: 'Nessuna connessione. Verifichi la connessione a Internet e riprovi.',
};

export const errorTexts: Record<TextLocale, ErrorTexts> = {
  de,
  'de-CH': deCH,
  en,
  es,
  fr,
  nl,
  pl,
  fi,
  it,
};
