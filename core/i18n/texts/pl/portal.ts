import type { PortalTexts } from '../en/portal';

/** Polish page texts (second person singular, impersonal where gender would show; decision 013). */
export const portal: PortalTexts = {
  siteTagline: 'Oszczędzanie i inwestowanie w całej Europie',
  languageLabel: 'Język',
  themeLabel: 'Wygląd',
  themeV1: 'Klasyczny wygląd',
  themeV2: 'Nowy wygląd',
  themeForced: 'Na tej stronie używany jest nowy wygląd.',
  displaySettings: 'Ustawienia wyświetlania',
  loginTitle: 'Logowanie',
  openBankingTitle: 'Połącz swoje konto',
  openBankingIntro:
    'Zewnętrzny dostawca poprosił o dostęp do Twojego konta. Zaloguj się, aby potwierdzić prośbę.',
  openBankingDoneTitle: 'Logowanie potwierdzone',
  openBankingDoneText: 'Logowanie zakończone. Zewnętrzny dostawca może teraz kontynuować Twoją prośbę.',
  registerIntro: 'Otwórz bezpłatne konto oszczędnościowe online w kilku krokach.',
  registerNeedsTitle: 'Czego potrzebujesz',
  registerNeedId: 'Ważnego dowodu osobistego lub paszportu',
  registerNeedIban: 'Rachunku bieżącego na Twoje nazwisko (IBAN) jako rachunku referencyjnego',
  registerNeedTaxId: 'Numeru identyfikacji podatkowej',
  registerUnavailable:
    'Otwieranie konta online nie jest połączone z tą wersją portalu. Nasze biuro obsługi klienta chętnie pomoże w otwarciu konta.',
  alreadyCustomer: 'Masz już konto?',
  partnerLogo: 'Logo naszego partnera',
  notFoundTitle: 'Nie znaleziono strony',
  notFoundText: 'Szukana strona nie istnieje lub została przeniesiona.',
  toStart: 'Przejdź do strony startowej',
  appBannerTitle: 'Aplikacja {{brand}}',
  appBannerText: 'Miej oszczędności pod kontrolą, gdziekolwiek jesteś.',
  appBannerOpen: 'Pobierz aplikację',
  appBannerClose: 'Zamknij baner aplikacji',
};
