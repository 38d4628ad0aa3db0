import type { SessionTexts } from '../en/session';

/** Swiss Standard German: written out in full so a change to German cannot slip in an ß. */
export const session: SessionTexts = {
  title: 'Ihre Sitzung läuft bald ab',
  description:
    'Zu Ihrer Sicherheit melden wir Sie bei Inaktivität automatisch ab. Möchten Sie angemeldet bleiben?',
  countdown: 'Sie werden in {{time}} abgemeldet.',
  extend: 'Sitzung verlängern',
  logoutNow: 'Jetzt abmelden',
  maximumTitle: 'Ihre Sitzung erreicht ihre maximale Dauer',
  maximumDescription:
    'Aus Sicherheitsgründen kann eine Sitzung nicht über ihre maximale Dauer hinaus verlängert werden. Danach können Sie sich erneut anmelden.',
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
