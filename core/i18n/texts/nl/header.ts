import type { HeaderTexts } from '../../label-types';

export const header: HeaderTexts = {
  totalBalance: 'Totaal saldo',
  availableBalance: 'Beschikbaar saldo',
  maintenanceTitle: 'Saldo tijdelijk niet beschikbaar',
  maintenanceTooltip:
    'Er vindt gepland onderhoud aan uw rekening plaats. Uw saldo is binnenkort weer zichtbaar.',
  fetchErrorTitle: 'Saldo niet beschikbaar',
  fetchErrorTooltip:
    'Uw saldo kon niet worden geladen. Laad de pagina opnieuw of probeer het later nog eens.',
  caption: { iban: 'IBAN', accountNumber: 'Rekeningnummer', sortCode: 'Sort code' },
  copy: { iban: 'IBAN kopiëren', accountNumber: 'Rekeningnummer kopiëren', sortCode: 'Sort code kopiëren' },
  copied: {
    iban: 'IBAN gekopieerd',
    accountNumber: 'Rekeningnummer gekopieerd',
    sortCode: 'Sort code gekopieerd',
  },
  openMenu: 'Menu openen',
  closeMenu: 'Menu sluiten',
  accountNavigation: 'Account',
  loading: 'Rekeninggegevens worden geladen',
};
