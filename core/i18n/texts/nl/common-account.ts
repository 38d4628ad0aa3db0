import type { AccountTexts } from '../en/common-account';

export const account: AccountTexts = {
  myAccount: 'Mijn account',
  logout: 'Uitloggen',
  accountAndSecurity: 'Account en beveiliging',
  myDetails: 'Mijn gegevens',
  totalBalance: 'Totaal saldo',
  availableBalance: 'Beschikbaar saldo',
  balanceMaintenanceTitle: 'Saldo tijdelijk niet beschikbaar',
  balanceMaintenanceTooltip: 'Wij voeren momenteel onderhoud uit. Uw saldo is binnenkort weer beschikbaar.',
  balanceFailedTitle: 'Saldo niet beschikbaar',
  balanceFailedTooltip: 'Uw saldo kon niet worden geladen. Probeer het later opnieuw.',
  unreadMessages: {
    one: '{{count}} ongelezen bericht',
    other: '{{count}} ongelezen berichten',
  },
  iban: 'IBAN',
  accountNumber: 'Rekeningnummer',
  copyIban: 'IBAN kopiëren',
  copyIbanOf: 'IBAN van {{account}} kopiëren',
  copyAccountNumber: 'Rekeningnummer kopiëren',
  ibanCopied: 'IBAN gekopieerd',
  accountNumberCopied: 'Rekeningnummer gekopieerd',
};
