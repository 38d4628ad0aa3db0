import type { ShellTexts } from '../en/common-shell';

export const shell: ShellTexts = {
  loading: 'Chargement…',
  close: 'Fermer',
  menu: 'Menu',
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  skipToContent: 'Aller au contenu principal',
  noData: 'Aucune donnée trouvée',
  technicalErrorTitle: 'Une erreur s’est produite',
  technicalError:
    'Ce contenu ne peut pas être affiché en raison d’une erreur technique. Veuillez recharger la page.',
  reload: 'Recharger',
  retry: 'Réessayer',
  back: 'Retour',
  cancel: 'Annuler',
  opensInNewWindow: 's’ouvre dans une nouvelle fenêtre',
};
