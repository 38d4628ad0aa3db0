/**
 * Account labels of the `common` namespace: the account menu entries the header shows next to the
 * navigation (log out, account and security, my details), the balance strip with its two
 * not-available cases (§8: maintenance versus a failed balance call) and the copy hints (§4).
 */
import type { Translated } from '../../text-table';

export const account = {
  myAccount: 'My account',
  logout: 'Log out',
  accountAndSecurity: 'Account and security',
  myDetails: 'My details',
  totalBalance: 'Total balance',
  availableBalance: 'Available balance',
  balanceMaintenanceTitle: 'Balance temporarily unavailable',
  balanceMaintenanceTooltip:
    'We are currently carrying out maintenance work. Your balance will be available again shortly.',
  balanceFailedTitle: 'Balance not available',
  balanceFailedTooltip: 'Your balance could not be loaded. Please try again later.',
  unreadMessages: {
    one: '{{count}} unread message',
    other: '{{count}} unread messages',
  },
  iban: 'IBAN',
  accountNumber: 'Account number',
  copyIban: 'Copy IBAN',
  copyIbanOf: 'Copy IBAN of {{account}}',
  copyAccountNumber: 'Copy account number',
  ibanCopied: 'IBAN copied',
  accountNumberCopied: 'Account number copied',
} as const;

export type AccountTemplates = typeof account;
export type AccountTexts = Translated<AccountTemplates>;
