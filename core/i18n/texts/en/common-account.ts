/**
 * Account labels of the `common` namespace: the account menu entries the header shows next to the
 * navigation (log out, account and security, my details), the balance labels and the copy hints
 * (§4). A balance's not-available texts (§8) are the header's (core/header
 * `balanceNotAvailableMessage`), so the header and a page never say it in two ways.
 */
import type { Translated } from '../../text-table';

export const account = {
  myAccount: 'My account',
  logout: 'Log out',
  accountAndSecurity: 'Account and security',
  myDetails: 'My details',
  totalBalance: 'Total balance',
  availableBalance: 'Available balance',
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
