import type { FooterTexts } from '../../label-types';

export const footer: FooterTexts = {
  footerNavigation: 'Piè di pagina',
  legalNavigation: 'Informazioni legali',
  ratingLabel: (stars, count, plural) =>
    `${stars} su 5 stelle da ${count} ${plural === 'one' ? 'recensione' : 'recensioni'}`,
  ratingLabelWithoutCount: (stars) => `${stars} su 5 stelle`,
  noRating: 'Ancora nessuna recensione',
  allRightsReserved: 'Tutti i diritti riservati.',
  followUs: 'Seguici',
  socialLink: (account) => `Seguici su ${account}`,
  appBannerHeading: 'Scarica la nostra app',
};
