import type { HeaderTexts } from '../../label-types';

export const header: HeaderTexts = {
  totalBalance: 'Saldo totale',
  availableBalance: 'Saldo disponibile',
  maintenanceTitle: 'Saldo temporaneamente non disponibile',
  maintenanceTooltip: 'Il tuo conto è in manutenzione programmata. Il saldo sarà di nuovo visibile a breve.',
  fetchErrorTitle: 'Saldo non disponibile',
  fetchErrorTooltip: 'Non è stato possibile caricare il saldo. Ricarica la pagina o riprova più tardi.',
  caption: { iban: 'IBAN', accountNumber: 'Numero di conto', sortCode: 'Sort code' },
  copy: { iban: 'Copia IBAN', accountNumber: 'Copia numero di conto', sortCode: 'Copia sort code' },
  copied: { iban: 'IBAN copiato', accountNumber: 'Numero di conto copiato', sortCode: 'Sort code copiato' },
  openMenu: 'Apri menu',
  closeMenu: 'Chiudi menu',
  accountNavigation: 'Conto',
  loading: 'Caricamento dei dati del conto',
};
