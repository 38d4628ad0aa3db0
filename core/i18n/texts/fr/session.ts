import type { SessionTexts } from '../en/session';

// French typography: a no-break space (U+00A0) before "?" keeps the mark on the same line.
export const session: SessionTexts = {
  title: 'Votre session va bientôt expirer',
  description:
    'Pour votre sécurité, nous mettons fin à votre session en cas d’inactivité. Souhaitez-vous la prolonger\u00a0?',
  countdown: 'Votre session se terminera dans {{time}}.',
  extend: 'Prolonger la session',
  logoutNow: 'Se déconnecter maintenant',
  maximumTitle: 'Votre session atteint sa durée maximale',
  maximumDescription:
    'Pour votre sécurité, une session ne peut pas être prolongée au-delà de sa durée maximale. Vous pourrez ensuite vous reconnecter.',
  extended: {
    one: 'Votre session a bien été prolongée de {{count}} minute.',
    many: 'Votre session a bien été prolongée de {{count}} de minutes.',
    other: 'Votre session a bien été prolongée de {{count}} minutes.',
  },
  extendFailed: 'Votre session n’a pas pu être prolongée. Elle se terminera sous peu.',
  announceMinutes: {
    one: 'Votre session se terminera dans {{count}} minute.',
    many: 'Votre session se terminera dans {{count}} de minutes.',
    other: 'Votre session se terminera dans {{count}} minutes.',
  },
  announceSeconds: {
    one: 'Votre session se terminera dans {{count}} seconde.',
    many: 'Votre session se terminera dans {{count}} de secondes.',
    other: 'Votre session se terminera dans {{count}} secondes.',
  },
  loggingOut: 'Déconnexion en cours…',
  loggedOutTitle: 'Déconnexion effectuée',
  loggedOutInactivity:
    'Pour votre sécurité, nous avons mis fin à votre session après une période d’inactivité.',
  loggedOutManual: 'Votre déconnexion a bien été effectuée.',
  logInAgain: 'Se reconnecter',
};
