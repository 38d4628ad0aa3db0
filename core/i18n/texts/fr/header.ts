import type { HeaderTexts } from '../../label-types';

export const header: HeaderTexts = {
  totalBalance: 'Solde total',
  availableBalance: 'Solde disponible',
  maintenanceTitle: 'Solde temporairement indisponible',
  maintenanceTooltip:
    'Votre compte fait l’objet d’une maintenance programmée. Votre solde sera bientôt de nouveau affiché.',
  fetchErrorTitle: 'Solde indisponible',
  fetchErrorTooltip:
    'Nous n’avons pas pu charger votre solde. Veuillez recharger la page ou réessayer plus tard.',
  caption: { iban: 'IBAN', accountNumber: 'Numéro de compte', sortCode: 'Sort code' },
  copy: {
    iban: 'Copier l’IBAN',
    accountNumber: 'Copier le numéro de compte',
    sortCode: 'Copier le sort code',
  },
  copied: { iban: 'IBAN copié', accountNumber: 'Numéro de compte copié', sortCode: 'Sort code copié' },
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  accountNavigation: 'Compte',
  loading: 'Chargement des données du compte',
};
