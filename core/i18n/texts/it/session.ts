import type { SessionTexts } from '../en/session';

export const session: SessionTexts = {
  title: 'La sessione sta per scadere',
  description:
    'Per la sua sicurezza, chiudiamo la sessione in caso di inattività. Desidera prolungare la sessione?',
  countdown: 'La sessione terminerà tra {{time}}.',
  extend: 'Prolunga la sessione',
  logoutNow: 'Esci ora',
  maximumTitle: 'La sessione raggiunge la durata massima',
  maximumDescription:
    'Per la sua sicurezza, una sessione non può essere prolungata oltre la durata massima. Successivamente potrà accedere di nuovo.',
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
