import type { HeaderTexts } from '../../label-types';

export const header: HeaderTexts = {
  totalBalance: 'Saldo łączne',
  availableBalance: 'Dostępne środki',
  maintenanceTitle: 'Saldo chwilowo niedostępne',
  maintenanceTooltip:
    'Trwają planowane prace serwisowe na Twoim rachunku. Saldo wkrótce będzie znów widoczne.',
  fetchErrorTitle: 'Saldo niedostępne',
  fetchErrorTooltip: 'Nie udało się wczytać salda. Odśwież stronę lub spróbuj ponownie później.',
  caption: { iban: 'IBAN', accountNumber: 'Numer rachunku', sortCode: 'Sort code' },
  copy: { iban: 'Kopiuj IBAN', accountNumber: 'Kopiuj numer rachunku', sortCode: 'Kopiuj sort code' },
  copied: {
    iban: 'Skopiowano IBAN',
    accountNumber: 'Skopiowano numer rachunku',
    sortCode: 'Skopiowano sort code',
  },
  openMenu: 'Otwórz menu',
  closeMenu: 'Zamknij menu',
  accountNavigation: 'Konto',
  loading: 'Wczytywanie danych konta',
};
