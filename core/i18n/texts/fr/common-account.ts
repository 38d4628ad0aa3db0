import type { AccountTexts } from '../en/common-account';

export const account: AccountTexts = {
  myAccount: 'Mon compte',
  logout: 'Se déconnecter',
  accountAndSecurity: 'Compte et sécurité',
  myDetails: 'Mes informations',
  totalBalance: 'Solde total',
  availableBalance: 'Solde disponible',
  unreadMessages: {
    one: '{{count}} message non lu',
    many: '{{count}} de messages non lus',
    other: '{{count}} messages non lus',
  },
  iban: 'IBAN',
  accountNumber: 'Numéro de compte',
  copyIban: 'Copier l’IBAN',
  copyIbanOf: 'Copier l’IBAN de {{account}}',
  copyAccountNumber: 'Copier le numéro de compte',
  ibanCopied: 'IBAN copié',
  accountNumberCopied: 'Numéro de compte copié',
};
