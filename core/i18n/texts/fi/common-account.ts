import type { AccountTexts } from '../en/common-account';

export const account: AccountTexts = {
  myAccount: 'Oma tili',
  logout: 'Kirjaudu ulos',
  accountAndSecurity: 'Tili ja turvallisuus',
  myDetails: 'Omat tiedot',
  totalBalance: 'Kokonaissaldo',
  availableBalance: 'Käytettävissä oleva saldo',
  unreadMessages: {
    one: '{{count}} lukematon viesti',
    other: '{{count}} lukematonta viestiä',
  },
  iban: 'IBAN',
  accountNumber: 'Tilinumero',
  copyIban: 'Kopioi IBAN',
  copyIbanOf: 'Kopioi tilin {{account}} IBAN',
  copyAccountNumber: 'Kopioi tilinumero',
  ibanCopied: 'IBAN kopioitu',
  accountNumberCopied: 'Tilinumero kopioitu',
};
