import type { FooterTexts } from '../../label-types';

export const footer: FooterTexts = {
  footerNavigation: 'Stopka',
  legalNavigation: 'Informacje prawne',
  // After "na podstawie" the genitive "opinii" is the same for every count.
  ratingLabel: (stars, count) => `${stars} na 5 gwiazdek na podstawie ${count} opinii`,
  ratingLabelWithoutCount: (stars) => `${stars} na 5 gwiazdek`,
  noRating: 'Brak opinii',
  allRightsReserved: 'Wszelkie prawa zastrzeżone.',
  followUs: 'Obserwuj nas',
  socialLink: (account) => `Obserwuj nas: ${account}`,
  appBannerHeading: 'Pobierz naszą aplikację',
};
