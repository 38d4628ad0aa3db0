import type { SessionTexts } from '../en/session';

// Polish: impersonal forms ("Wylogowanie nastąpi…") avoid the gendered "zostałeś/zostałaś".
// `other` is the form for fractions ("1,5 minuty"); whole numbers use one/few/many.
export const session: SessionTexts = {
  title: 'Twoja sesja wkrótce wygaśnie',
  description:
    'Ze względów bezpieczeństwa kończymy sesję po okresie bezczynności. Czy chcesz przedłużyć sesję?',
  countdown: 'Wylogowanie nastąpi za {{time}}.',
  extend: 'Przedłuż sesję',
  logoutNow: 'Wyloguj teraz',
  maximumTitle: 'Twoja sesja osiąga maksymalny czas trwania',
  maximumDescription:
    'Ze względów bezpieczeństwa sesji nie można przedłużyć ponad maksymalny czas trwania. Następnie możesz zalogować się ponownie.',
  extended: {
    one: 'Sesja została pomyślnie przedłużona o {{count}} minutę.',
    few: 'Sesja została pomyślnie przedłużona o {{count}} minuty.',
    many: 'Sesja została pomyślnie przedłużona o {{count}} minut.',
    other: 'Sesja została pomyślnie przedłużona o {{count}} minuty.',
  },
  extendFailed: 'Nie udało się przedłużyć sesji. Wkrótce nastąpi wylogowanie.',
  announceMinutes: {
    one: 'Wylogowanie nastąpi za {{count}} minutę.',
    few: 'Wylogowanie nastąpi za {{count}} minuty.',
    many: 'Wylogowanie nastąpi za {{count}} minut.',
    other: 'Wylogowanie nastąpi za {{count}} minuty.',
  },
  announceSeconds: {
    one: 'Wylogowanie nastąpi za {{count}} sekundę.',
    few: 'Wylogowanie nastąpi za {{count}} sekundy.',
    many: 'Wylogowanie nastąpi za {{count}} sekund.',
    other: 'Wylogowanie nastąpi za {{count}} sekundy.',
  },
  loggingOut: 'Trwa wylogowywanie…',
  loggedOutTitle: 'Wylogowano',
  loggedOutInactivity: 'Ze względów bezpieczeństwa sesja została zakończona po okresie bezczynności.',
  loggedOutManual: 'Wylogowanie przebiegło pomyślnie.',
  logInAgain: 'Zaloguj się ponownie',
};
