import type { FooterTexts } from '../../label-types';

export const footer: FooterTexts = {
  footerNavigation: 'Pied de page',
  legalNavigation: 'Informations légales',
  // "avis" is the same in singular and plural.
  ratingLabel: (stars, count) => `${stars} étoiles sur 5 selon ${count} avis`,
  ratingLabelWithoutCount: (stars) => `${stars} étoiles sur 5`,
  noRating: 'Pas encore d’avis',
  allRightsReserved: 'Tous droits réservés.',
  followUs: 'Suivez-nous',
  socialLink: (account) => `Suivez-nous sur ${account}`,
  appBannerHeading: 'Téléchargez notre application',
};
