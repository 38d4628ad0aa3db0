import type { AccountTexts } from '../en/common-account';

export const account: AccountTexts = {
  myAccount: 'Oma tili',
  logout: 'Kirjaudu ulos',
  accountAndSecurity: 'Tili ja turvallisuus',
  myDetails: 'Omat tiedot',
  totalBalance: 'Kokonaissaldo',
  availableBalance: 'Käytettävissä oleva saldo',
  balanceMaintenanceTitle: 'Saldo ei ole tilapäisesti saatavilla',
  balanceMaintenanceTooltip: 'Teemme parhaillaan huoltotöitä. Saldosi on pian taas nähtävissä.',
  balanceFailedTitle: 'Saldo ei ole saatavilla',
  balanceFailedTooltip: 'Saldoa ei voitu ladata. Yritä myöhemmin uudelleen.',
  unreadMessages: {
    one: '{{count}} lukematon viesti',
    other: '{{count}} lukematonta viestiä',
  },
  iban: 'IBAN',
  accountNumber: 'Tilinumero',
  copyIban: 'Kopioi IBAN',
  copyIbanOf: 'Kopioi tilin {{account}} IBAN',
  copyAccountNumber: 'Kopioi tilinumero',
  ibanCopied: 'IBAN kopioitu',
  accountNumberCopied: 'Tilinumero kopioitu',
};
