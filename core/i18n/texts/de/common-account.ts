import type { AccountTexts } from '../en/common-account';

export const account: AccountTexts = {
  myAccount: 'Mein Konto',
  logout: 'Abmelden',
  accountAndSecurity: 'Zugang und Sicherheit',
  myDetails: 'Meine Daten',
  totalBalance: 'Gesamtsaldo',
  availableBalance: 'Verfügbarer Saldo',
  unreadMessages: {
    one: '{{count}} ungelesene Nachricht',
    other: '{{count}} ungelesene Nachrichten',
  },
  iban: 'IBAN',
  accountNumber: 'Kontonummer',
  copyIban: 'IBAN kopieren',
  copyIbanOf: 'IBAN von {{account}} kopieren',
  copyAccountNumber: 'Kontonummer kopieren',
  ibanCopied: 'IBAN kopiert',
  accountNumberCopied: 'Kontonummer kopiert',
};
