import type { ShellTexts } from '../en/common-shell';

export const shell: ShellTexts = {
  loading: 'Ładowanie…',
  close: 'Zamknij',
  menu: 'Menu',
  openMenu: 'Otwórz menu',
  closeMenu: 'Zamknij menu',
  skipToContent: 'Przejdź do treści głównej',
  noData: 'Nie znaleziono danych',
  technicalErrorTitle: 'Wystąpił błąd',
  technicalError: 'Nie można wyświetlić tej treści z powodu błędu technicznego. Odśwież stronę.',
  reload: 'Odśwież',
  retry: 'Spróbuj ponownie',
  back: 'Wstecz',
  cancel: 'Anuluj',
  opensInNewWindow: 'otwiera się w nowym oknie',
};
