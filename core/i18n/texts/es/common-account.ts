import type { AccountTexts } from '../en/common-account';

export const account: AccountTexts = {
  myAccount: 'Mi cuenta',
  logout: 'Cerrar sesión',
  accountAndSecurity: 'Cuenta y seguridad',
  myDetails: 'Mis datos',
  totalBalance: 'Saldo total',
  availableBalance: 'Saldo disponible',
  unreadMessages: {
    one: '{{count}} mensaje no leído',
    many: '{{count}} de mensajes no leídos',
    other: '{{count}} mensajes no leídos',
  },
  iban: 'IBAN',
  accountNumber: 'Número de cuenta',
  copyIban: 'Copiar IBAN',
  copyIbanOf: 'Copiar el IBAN de {{account}}',
  copyAccountNumber: 'Copiar número de cuenta',
  ibanCopied: 'IBAN copiado',
  accountNumberCopied: 'Número de cuenta copiado',
};
