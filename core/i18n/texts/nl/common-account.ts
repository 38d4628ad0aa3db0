import type { AccountTexts } from '../en/common-account';

export const account: AccountTexts = {
  myAccount: 'Mijn account',
  logout: 'Uitloggen',
  accountAndSecurity: 'Account en beveiliging',
  myDetails: 'Mijn gegevens',
  totalBalance: 'Totaal saldo',
  availableBalance: 'Beschikbaar saldo',
  unreadMessages: {
    one: '{{count}} ongelezen bericht',
    other: '{{count}} ongelezen berichten',
  },
  iban: 'IBAN',
  accountNumber: 'Rekeningnummer',
  copyIban: 'IBAN kopiëren',
  copyIbanOf: 'IBAN van {{account}} kopiëren',
  copyAccountNumber: 'Rekeningnummer kopiëren',
  ibanCopied: 'IBAN gekopieerd',
  accountNumberCopied: 'Rekeningnummer gekopieerd',
};
