import type { HeaderTexts } from '../../label-types';

export const header: HeaderTexts = {
  totalBalance: 'Saldo total',
  availableBalance: 'Saldo disponible',
  maintenanceTitle: 'Saldo no disponible temporalmente',
  maintenanceTooltip: 'Tu cuenta está en mantenimiento programado. Tu saldo volverá a mostrarse en breve.',
  fetchErrorTitle: 'Saldo no disponible',
  fetchErrorTooltip: 'No hemos podido cargar tu saldo. Vuelve a cargar la página o inténtalo más tarde.',
  caption: { iban: 'IBAN', accountNumber: 'Número de cuenta', sortCode: 'Sort code' },
  copy: { iban: 'Copiar IBAN', accountNumber: 'Copiar número de cuenta', sortCode: 'Copiar sort code' },
  copied: {
    iban: 'IBAN copiado',
    accountNumber: 'Número de cuenta copiado',
    sortCode: 'Sort code copiado',
  },
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  accountNavigation: 'Cuenta',
  loading: 'Cargando los datos de la cuenta',
};
