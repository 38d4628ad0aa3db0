import type { AccountTexts } from '../en/common-account';

// Polish: `other` is the form for fractions; whole numbers use one/few/many.
export const account: AccountTexts = {
  myAccount: 'Moje konto',
  logout: 'Wyloguj się',
  accountAndSecurity: 'Konto i bezpieczeństwo',
  myDetails: 'Moje dane',
  totalBalance: 'Saldo całkowite',
  availableBalance: 'Dostępne saldo',
  unreadMessages: {
    one: '{{count}} nieprzeczytana wiadomość',
    few: '{{count}} nieprzeczytane wiadomości',
    many: '{{count}} nieprzeczytanych wiadomości',
    other: '{{count}} nieprzeczytanej wiadomości',
  },
  iban: 'IBAN',
  accountNumber: 'Numer rachunku',
  copyIban: 'Kopiuj IBAN',
  copyIbanOf: 'Kopiuj IBAN rachunku {{account}}',
  copyAccountNumber: 'Kopiuj numer rachunku',
  ibanCopied: 'Skopiowano IBAN',
  accountNumberCopied: 'Skopiowano numer rachunku',
};
