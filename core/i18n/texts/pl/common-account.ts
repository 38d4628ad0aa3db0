import type { AccountTexts } from '../en/common-account';

// Polish: `other` is the form for fractions; whole numbers use one/few/many.
export const account: AccountTexts = {
  myAccount: 'Moje konto',
  logout: 'Wyloguj się',
  accountAndSecurity: 'Konto i bezpieczeństwo',
  myDetails: 'Moje dane',
  totalBalance: 'Saldo całkowite',
  availableBalance: 'Dostępne saldo',
  balanceMaintenanceTitle: 'Saldo chwilowo niedostępne',
  balanceMaintenanceTooltip: 'Trwają prace serwisowe. Saldo będzie wkrótce ponownie dostępne.',
  balanceFailedTitle: 'Saldo niedostępne',
  balanceFailedTooltip: 'Nie udało się wczytać salda. Spróbuj ponownie później.',
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
