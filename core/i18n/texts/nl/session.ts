import type { SessionTexts } from '../en/session';

export const session: SessionTexts = {
  title: 'Uw sessie verloopt bijna',
  description:
    'Voor uw veiligheid loggen wij u uit als u een tijd niet actief bent. Wilt u ingelogd blijven?',
  countdown: 'U wordt over {{time}} uitgelogd.',
  extend: 'Sessie verlengen',
  logoutNow: 'Nu uitloggen',
  maximumTitle: 'Uw sessie bereikt de maximale duur',
  maximumDescription:
    'Voor uw veiligheid kan een sessie niet langer worden verlengd dan de maximale duur. Daarna kunt u opnieuw inloggen.',
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
