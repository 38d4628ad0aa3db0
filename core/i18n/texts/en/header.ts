import type { HeaderTexts } from '../../label-types';

export const header: HeaderTexts = {
  totalBalance: 'Total balance',
  availableBalance: 'Available balance',
  maintenanceTitle: 'Balance temporarily unavailable',
  maintenanceTooltip:
    'Your account is undergoing scheduled maintenance. Your balance will be shown again shortly.',
  fetchErrorTitle: 'Balance not available',
  fetchErrorTooltip: 'We could not load your balance. Please reload the page or try again later.',
  caption: { iban: 'IBAN', accountNumber: 'Account number', sortCode: 'Sort code' },
  copy: { iban: 'Copy IBAN', accountNumber: 'Copy account number', sortCode: 'Copy sort code' },
  copied: { iban: 'IBAN copied', accountNumber: 'Account number copied', sortCode: 'Sort code copied' },
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  accountNavigation: 'Account',
  loading: 'Loading account data',
};
