/**
 * Session timeout texts (§4 Session, §8 session texts, accessibility.md 8–9).
 * `countdown` takes the visible clock ("1:59", formatDuration); the live region uses
 * `announceMinutes` / `announceSeconds` instead, because their plural forms inflect the unit
 * correctly in every language ("za 2 minuty", "2 minuutin kuluttua"), which a preformatted
 * "2 minutes" inside a sentence cannot do.
 */
import type { TextLocale } from '../../locale';
import type { Translated } from '../text-table';

const en = {
  title: 'Your session is about to expire',
  description: 'For your security, we log you out when there is no activity. Do you want to stay logged in?',
  countdown: 'You will be logged out in {{time}}.',
  extend: 'Extend session',
  logoutNow: 'Log out now',
  extended: {
    one: 'Your session was successfully extended by {{count}} minute.',
    other: 'Your session was successfully extended by {{count}} minutes.',
  },
  extendFailed: 'Your session could not be extended. You will be logged out shortly.',
  announceMinutes: {
    one: 'You will be logged out in {{count}} minute.',
    other: 'You will be logged out in {{count}} minutes.',
  },
  announceSeconds: {
    one: 'You will be logged out in {{count}} second.',
    other: 'You will be logged out in {{count}} seconds.',
  },
  loggingOut: 'Logging out…',
  loggedOutTitle: 'You have been logged out',
  loggedOutInactivity: 'For your security, we logged you out because you were inactive for a while.',
  loggedOutManual: 'You have successfully logged out.',
  logInAgain: 'Log in again',
} as const;

/** English with literal types: `t` reads the `{{variables}}` of each key from here. */
export type SessionTemplates = typeof en;
export type SessionTexts = Translated<SessionTemplates>;

const de: SessionTexts = {
  title: 'Ihre Sitzung läuft bald ab',
  description:
    'Zu Ihrer Sicherheit melden wir Sie bei Inaktivität automatisch ab. Möchten Sie angemeldet bleiben?',
  countdown: 'Sie werden in {{time}} abgemeldet.',
  extend: 'Sitzung verlängern',
  logoutNow: 'Jetzt abmelden',
  extended: {
    one: 'Ihre Sitzung wurde erfolgreich um {{count}} Minute verlängert.',
    other: 'Ihre Sitzung wurde erfolgreich um {{count}} Minuten verlängert.',
  },
  extendFailed: 'Ihre Sitzung konnte nicht verlängert werden. Sie werden in Kürze abgemeldet.',
  announceMinutes: {
    one: 'Sie werden in {{count}} Minute abgemeldet.',
    other: 'Sie werden in {{count}} Minuten abgemeldet.',
  },
  announceSeconds: {
    one: 'Sie werden in {{count}} Sekunde abgemeldet.',
    other: 'Sie werden in {{count}} Sekunden abgemeldet.',
  },
  loggingOut: 'Sie werden abgemeldet…',
  loggedOutTitle: 'Sie wurden abgemeldet',
  loggedOutInactivity: 'Zu Ihrer Sicherheit haben wir Sie nach längerer Inaktivität abgemeldet.',
  loggedOutManual: 'Sie haben sich erfolgreich abgemeldet.',
  logInAgain: 'Erneut anmelden',
};

/** Swiss Standard German: written out in full so a change to German cannot slip in an ß. */
const deCH: SessionTexts = {
  title: 'Ihre Sitzung läuft bald ab',
  description:
    'Zu Ihrer Sicherheit melden wir Sie bei Inaktivität automatisch ab. Möchten Sie angemeldet bleiben?',
  countdown: 'Sie werden in {{time}} abgemeldet.',
  extend: 'Sitzung verlängern',
  logoutNow: 'Jetzt abmelden',
  extended: {
    one: 'Ihre Sitzung wurde erfolgreich um {{count}} Minute verlängert.',
    other: 'Ihre Sitzung wurde erfolgreich um {{count}} Minuten verlängert.',
  },
  extendFailed: 'Ihre Sitzung konnte nicht verlängert werden. Sie werden in Kürze abgemeldet.',
  announceMinutes: {
    one: 'Sie werden in {{count}} Minute abgemeldet.',
    other: 'Sie werden in {{count}} Minuten abgemeldet.',
  },
  announceSeconds: {
    one: 'Sie werden in {{count}} Sekunde abgemeldet.',
    other: 'Sie werden in {{count}} Sekunden abgemeldet.',
  },
  loggingOut: 'Sie werden abgemeldet…',
  loggedOutTitle: 'Sie wurden abgemeldet',
  loggedOutInactivity: 'Zu Ihrer Sicherheit haben wir Sie nach längerer Inaktivität abgemeldet.',
  loggedOutManual: 'Sie haben sich erfolgreich abgemeldet.',
  logInAgain: 'Erneut anmelden',
};

const es: SessionTexts = {
  title: 'Su sesión está a punto de caducar',
  description:
    'Por su seguridad, cerramos su sesión cuando no detectamos actividad. ¿Desea mantener la sesión abierta?',
  countdown: 'Su sesión se cerrará en {{time}}.',
  extend: 'Ampliar sesión',
  logoutNow: 'Cerrar sesión ahora',
  extended: {
    one: 'Su sesión se ha ampliado correctamente en {{count}} minuto.',
    many: 'Su sesión se ha ampliado correctamente en {{count}} de minutos.',
    other: 'Su sesión se ha ampliado correctamente en {{count}} minutos.',
  },
  extendFailed: 'No se ha podido ampliar su sesión. Se cerrará en breve.',
  announceMinutes: {
    one: 'Su sesión se cerrará en {{count}} minuto.',
    many: 'Su sesión se cerrará en {{count}} de minutos.',
    other: 'Su sesión se cerrará en {{count}} minutos.',
  },
  announceSeconds: {
    one: 'Su sesión se cerrará en {{count}} segundo.',
    many: 'Su sesión se cerrará en {{count}} de segundos.',
    other: 'Su sesión se cerrará en {{count}} segundos.',
  },
  loggingOut: 'Cerrando sesión…',
  loggedOutTitle: 'Se ha cerrado su sesión',
  loggedOutInactivity: 'Por su seguridad, hemos cerrado su sesión tras un periodo de inactividad.',
  loggedOutManual: 'Ha cerrado sesión correctamente.',
  logInAgain: 'Volver a iniciar sesión',
};

// French typography: a no-break space (U+00A0) before "?" keeps the mark on the same line.
const fr: SessionTexts = {
  title: 'Votre session va bientôt expirer',
  description:
    'Pour votre sécurité, nous mettons fin à votre session en cas d’inactivité. Souhaitez-vous la prolonger\u00a0?',
  countdown: 'Votre session se terminera dans {{time}}.',
  extend: 'Prolonger la session',
  logoutNow: 'Se déconnecter maintenant',
  extended: {
    one: 'Votre session a bien été prolongée de {{count}} minute.',
    many: 'Votre session a bien été prolongée de {{count}} de minutes.',
    other: 'Votre session a bien été prolongée de {{count}} minutes.',
  },
  extendFailed: 'Votre session n’a pas pu être prolongée. Elle se terminera sous peu.',
  announceMinutes: {
    one: 'Votre session se terminera dans {{count}} minute.',
    many: 'Votre session se terminera dans {{count}} de minutes.',
    other: 'Votre session se terminera dans {{count}} minutes.',
  },
  announceSeconds: {
    one: 'Votre session se terminera dans {{count}} seconde.',
    many: 'Votre session se terminera dans {{count}} de secondes.',
    other: 'Votre session se terminera dans {{count}} secondes.',
  },
  loggingOut: 'Déconnexion en cours…',
  loggedOutTitle: 'Déconnexion effectuée',
  loggedOutInactivity:
    'Pour votre sécurité, nous avons mis fin à votre session après une période d’inactivité.',
  loggedOutManual: 'Votre déconnexion a bien été effectuée.',
  logInAgain: 'Se reconnecter',
};

const nl: SessionTexts = {
  title: 'Uw sessie verloopt bijna',
  description:
    'Voor uw veiligheid loggen wij u uit als u een tijd niet actief bent. Wilt u ingelogd blijven?',
  countdown: 'U wordt over {{time}} uitgelogd.',
  extend: 'Sessie verlengen',
  logoutNow: 'Nu uitloggen',
  extended: {
    one: 'Uw sessie is succesvol met {{count}} minuut verlengd.',
    other: 'Uw sessie is succesvol met {{count}} minuten verlengd.',
  },
  extendFailed: 'Uw sessie kon niet worden verlengd. U wordt binnenkort uitgelogd.',
  announceMinutes: {
    one: 'U wordt over {{count}} minuut uitgelogd.',
    other: 'U wordt over {{count}} minuten uitgelogd.',
  },
  announceSeconds: {
    one: 'U wordt over {{count}} seconde uitgelogd.',
    other: 'U wordt over {{count}} seconden uitgelogd.',
  },
  loggingOut: 'Bezig met uitloggen…',
  loggedOutTitle: 'U bent uitgelogd',
  loggedOutInactivity: 'Voor uw veiligheid hebben wij u na een periode van inactiviteit uitgelogd.',
  loggedOutManual: 'U bent succesvol uitgelogd.',
  logInAgain: 'Opnieuw inloggen',
};

// Polish: impersonal forms ("Wylogowanie nastąpi…") avoid the gendered "zostałeś/zostałaś".
// `other` is the form for fractions ("1,5 minuty"); whole numbers use one/few/many.
const pl: SessionTexts = {
  title: 'Twoja sesja wkrótce wygaśnie',
  description:
    'Ze względów bezpieczeństwa kończymy sesję po okresie bezczynności. Czy chcesz przedłużyć sesję?',
  countdown: 'Wylogowanie nastąpi za {{time}}.',
  extend: 'Przedłuż sesję',
  logoutNow: 'Wyloguj teraz',
  extended: {
    one: 'Sesja została pomyślnie przedłużona o {{count}} minutę.',
    few: 'Sesja została pomyślnie przedłużona o {{count}} minuty.',
    many: 'Sesja została pomyślnie przedłużona o {{count}} minut.',
    other: 'Sesja została pomyślnie przedłużona o {{count}} minuty.',
  },
  extendFailed: 'Nie udało się przedłużyć sesji. Wkrótce nastąpi wylogowanie.',
  announceMinutes: {
    one: 'Wylogowanie nastąpi za {{count}} minutę.',
    few: 'Wylogowanie nastąpi za {{count}} minuty.',
    many: 'Wylogowanie nastąpi za {{count}} minut.',
    other: 'Wylogowanie nastąpi za {{count}} minuty.',
  },
  announceSeconds: {
    one: 'Wylogowanie nastąpi za {{count}} sekundę.',
    few: 'Wylogowanie nastąpi za {{count}} sekundy.',
    many: 'Wylogowanie nastąpi za {{count}} sekund.',
    other: 'Wylogowanie nastąpi za {{count}} sekundy.',
  },
  loggingOut: 'Trwa wylogowywanie…',
  loggedOutTitle: 'Wylogowano',
  loggedOutInactivity: 'Ze względów bezpieczeństwa sesja została zakończona po okresie bezczynności.',
  loggedOutManual: 'Wylogowanie przebiegło pomyślnie.',
  logInAgain: 'Zaloguj się ponownie',
};

const fi: SessionTexts = {
  title: 'Istuntosi on päättymässä',
  description:
    'Turvallisuutesi vuoksi kirjaamme sinut ulos, jos et ole aktiivinen. Haluatko jatkaa istuntoa?',
  countdown: 'Sinut kirjataan ulos {{time}} kuluttua.',
  extend: 'Jatka istuntoa',
  logoutNow: 'Kirjaudu ulos nyt',
  extended: {
    one: 'Istuntoasi jatkettiin onnistuneesti {{count}} minuutilla.',
    other: 'Istuntoasi jatkettiin onnistuneesti {{count}} minuutilla.',
  },
  extendFailed: 'Istunnon jatkaminen epäonnistui. Sinut kirjataan pian ulos.',
  announceMinutes: {
    one: 'Sinut kirjataan ulos {{count}} minuutin kuluttua.',
    other: 'Sinut kirjataan ulos {{count}} minuutin kuluttua.',
  },
  announceSeconds: {
    one: 'Sinut kirjataan ulos {{count}} sekunnin kuluttua.',
    other: 'Sinut kirjataan ulos {{count}} sekunnin kuluttua.',
  },
  loggingOut: 'Kirjaudutaan ulos…',
  loggedOutTitle: 'Sinut on kirjattu ulos',
  loggedOutInactivity:
    'Turvallisuutesi vuoksi kirjasimme sinut ulos, koska et ollut aktiivinen vähään aikaan.',
  loggedOutManual: 'Olet kirjautunut ulos.',
  logInAgain: 'Kirjaudu uudelleen sisään',
};

const it: SessionTexts = {
  title: 'La sessione sta per scadere',
  description:
    'Per la sua sicurezza, chiudiamo la sessione in caso di inattività. Desidera prolungare la sessione?',
  countdown: 'La sessione terminerà tra {{time}}.',
  extend: 'Prolunga la sessione',
  logoutNow: 'Esci ora',
  extended: {
    one: 'La sessione è stata prolungata correttamente di {{count}} minuto.',
    many: 'La sessione è stata prolungata correttamente di {{count}} di minuti.',
    other: 'La sessione è stata prolungata correttamente di {{count}} minuti.',
  },
  extendFailed: 'Non è stato possibile prolungare la sessione. La sessione terminerà a breve.',
  announceMinutes: {
    one: 'La sessione terminerà tra {{count}} minuto.',
    many: 'La sessione terminerà tra {{count}} di minuti.',
    other: 'La sessione terminerà tra {{count}} minuti.',
  },
  announceSeconds: {
    one: 'La sessione terminerà tra {{count}} secondo.',
    many: 'La sessione terminerà tra {{count}} di secondi.',
    other: 'La sessione terminerà tra {{count}} secondi.',
  },
  loggingOut: 'Disconnessione in corso…',
  loggedOutTitle: 'Disconnessione effettuata',
  loggedOutInactivity: 'Per la sua sicurezza, abbiamo chiuso la sessione dopo un periodo di inattività.',
  loggedOutManual: 'Disconnessione avvenuta con successo.',
  logInAgain: 'Accedi di nuovo',
};

export const sessionTexts: Record<TextLocale, SessionTexts> = {
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
