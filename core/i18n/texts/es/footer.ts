import type { FooterTexts } from '../../label-types';

export const footer: FooterTexts = {
  footerNavigation: 'Pie de página',
  legalNavigation: 'Información legal',
  ratingLabel: (stars, count, plural) =>
    `${stars} de 5 estrellas según ${count} ${plural === 'one' ? 'opinión' : 'opiniones'}`,
  ratingLabelWithoutCount: (stars) => `${stars} de 5 estrellas`,
  noRating: 'Aún no hay valoraciones',
  allRightsReserved: 'Todos los derechos reservados.',
  followUs: 'Síguenos',
  socialLink: (account) => `Síguenos en ${account}`,
  appBannerHeading: 'Descarga nuestra app',
};
