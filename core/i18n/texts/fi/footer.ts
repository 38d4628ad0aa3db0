import type { FooterTexts } from '../../label-types';

export const footer: FooterTexts = {
  footerNavigation: 'Alatunniste',
  legalNavigation: 'Oikeudelliset tiedot',
  ratingLabel: (stars, count, plural) =>
    `${stars}/5 tähteä, ${count} ${plural === 'one' ? 'arvostelu' : 'arvostelua'}`,
  ratingLabelWithoutCount: (stars) => `${stars}/5 tähteä`,
  noRating: 'Ei vielä arvosteluja',
  allRightsReserved: 'Kaikki oikeudet pidätetään.',
  followUs: 'Seuraa meitä',
  socialLink: (account) => `Seuraa meitä: ${account}`,
  appBannerHeading: 'Lataa sovelluksemme',
};
