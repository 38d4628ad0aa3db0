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
  connectionLostTitle: 'Impossible de joindre nos serveurs',
  connectionLost:
    'Vos informations ne sont peut-être pas à jour. Nous continuons d’essayer de rétablir la connexion.',
  offlineTitle: 'Vous êtes hors ligne',
  offline:
    'Vérifiez votre connexion Internet. Nous mettrons vos informations à jour dès que vous serez de nouveau en ligne.',
  checkingConnection: 'Vérification de la connexion…',
  connectionRestored: 'La connexion est rétablie.',
  sectionFailed: 'La rubrique « {{section}} » n’a pas pu être chargée.',
  sectionFailedHint: 'Le reste de la page n’est pas concerné. Veuillez réessayer dans un instant.',
  needsJavaScript: 'Ce portail nécessite JavaScript. Veuillez l’activer et recharger la page.',
  sectionFailedOffline: 'Nous la chargerons automatiquement dès que la connexion sera rétablie.',
};
