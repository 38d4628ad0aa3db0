import type { FooterTexts } from '../../label-types';

export const footer: FooterTexts = {
  footerNavigation: 'Voettekst',
  legalNavigation: 'Juridische informatie',
  ratingLabel: (stars, count, plural) =>
    `${stars} van 5 sterren op basis van ${count} ${plural === 'one' ? 'beoordeling' : 'beoordelingen'}`,
  ratingLabelWithoutCount: (stars) => `${stars} van 5 sterren`,
  noRating: 'Nog geen beoordelingen',
  allRightsReserved: 'Alle rechten voorbehouden.',
  followUs: 'Volg ons',
  socialLink: (account) => `Volg ons op ${account}`,
  appBannerHeading: 'Download onze app',
};
