import type { AccountTexts } from '../en/common-account';

export const account: AccountTexts = {
  myAccount: 'Il mio account',
  logout: 'Esci',
  accountAndSecurity: 'Account e sicurezza',
  myDetails: 'I miei dati',
  totalBalance: 'Saldo totale',
  availableBalance: 'Saldo disponibile',
  unreadMessages: {
    one: '{{count}} messaggio non letto',
    many: '{{count}} di messaggi non letti',
    other: '{{count}} messaggi non letti',
  },
  iban: 'IBAN',
  accountNumber: 'Numero di conto',
  copyIban: 'Copia IBAN',
  copyIbanOf: 'Copia l’IBAN di {{account}}',
  copyAccountNumber: 'Copia numero di conto',
  ibanCopied: 'IBAN copiato',
  accountNumberCopied: 'Numero di conto copiato',
};
