import type { FooterTexts } from '../../label-types';

export const footer: FooterTexts = {
  footerNavigation: 'Footer',
  legalNavigation: 'Legal information',
  ratingLabel: (stars, count, plural) =>
    `${stars} of 5 stars from ${count} ${plural === 'one' ? 'review' : 'reviews'}`,
  ratingLabelWithoutCount: (stars) => `${stars} of 5 stars`,
  noRating: 'No rating yet',
  allRightsReserved: 'All rights reserved.',
  followUs: 'Follow us',
  socialLink: (account) => `Follow us on ${account}`,
  appBannerHeading: 'Get our app',
};
