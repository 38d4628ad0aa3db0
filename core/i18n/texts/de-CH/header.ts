import type { HeaderTexts } from '../../label-types';

/** Swiss German: the German texts in Swiss spelling (no ß). */
export const header: HeaderTexts = {
  totalBalance: 'Gesamtsaldo',
  availableBalance: 'Verfügbarer Betrag',
  maintenanceTitle: 'Saldo vorübergehend nicht verfügbar',
  maintenanceTooltip: 'Ihr Konto wird gerade gewartet. Ihr Saldo wird in Kürze wieder angezeigt.',
  fetchErrorTitle: 'Saldo nicht verfügbar',
  fetchErrorTooltip:
    'Ihr Saldo konnte nicht geladen werden. Bitte laden Sie die Seite neu oder versuchen Sie es später erneut.',
  caption: { iban: 'IBAN', accountNumber: 'Kontonummer', sortCode: 'Sort Code' },
  copy: { iban: 'IBAN kopieren', accountNumber: 'Kontonummer kopieren', sortCode: 'Sort Code kopieren' },
  copied: { iban: 'IBAN kopiert', accountNumber: 'Kontonummer kopiert', sortCode: 'Sort Code kopiert' },
  openMenu: 'Menü öffnen',
  closeMenu: 'Menü schliessen',
  accountNavigation: 'Konto',
  loading: 'Kontodaten werden geladen',
};
