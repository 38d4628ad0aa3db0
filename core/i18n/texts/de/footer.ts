import type { FooterTexts } from '../../label-types';

export const footer: FooterTexts = {
  footerNavigation: 'Fußzeile',
  legalNavigation: 'Rechtliche Hinweise',
  ratingLabel: (stars, count, plural) =>
    `${stars} von 5 Sternen bei ${count} ${plural === 'one' ? 'Bewertung' : 'Bewertungen'}`,
  ratingLabelWithoutCount: (stars) => `${stars} von 5 Sternen`,
  noRating: 'Noch keine Bewertung',
  allRightsReserved: 'Alle Rechte vorbehalten.',
  followUs: 'Folgen Sie uns',
  socialLink: (account) => `Folgen Sie uns auf ${account}`,
  appBannerHeading: 'Holen Sie sich unsere App',
};
