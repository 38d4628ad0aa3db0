/**
 * Texts of the footer (§2.6), in every text locale. Texts with values are functions so a missing
 * argument is a compile error. The rating label takes the plural category of the review count
 * (Intl.PluralRules), because "1 review" and "4,007 reviews" differ in most of these languages.
 */
import type { TextLocale } from '../locale';

export interface FooterTexts {
  /** Label of the `<nav>` around the link columns (every nav needs a unique label). */
  readonly footerNavigation: string;
  /** Label of the `<nav>` around the legal links. */
  readonly legalNavigation: string;
  /** Accessible label of the star rating, e.g. "4 of 5 stars from 4,007 reviews". */
  readonly ratingLabel: (stars: string, count: string, plural: Intl.LDMLPluralRule) => string;
  /** Rating label when the count of reviews is unknown. */
  readonly ratingLabelWithoutCount: (stars: string) => string;
  readonly noRating: string;
  /** The translated tail of the copyright line, after "© {year} {holder}.". */
  readonly allRightsReserved: string;
  /** Social heading when the CMS gives none. */
  readonly followUs: string;
  /** Accessible name of an icon-only social link. */
  readonly socialLink: (account: string) => string;
  readonly appBannerHeading: string;
  /** Store badge names in the badge's language (they must match the text on the badge image). */
  readonly appStoreBadge: string;
  readonly googlePlayBadge: string;
}

const de: FooterTexts = {
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
  appStoreBadge: 'Laden im App Store',
  googlePlayBadge: 'Jetzt bei Google Play',
};

export const FOOTER_TEXTS: Record<TextLocale, FooterTexts> = {
  de,
  'de-CH': { ...de, footerNavigation: 'Fusszeile' },
  en: {
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
    appStoreBadge: 'Download on the App Store',
    googlePlayBadge: 'Get it on Google Play',
  },
  es: {
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
    appStoreBadge: 'Descárgalo en el App Store',
    googlePlayBadge: 'Disponible en Google Play',
  },
  fr: {
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
    appStoreBadge: 'Télécharger dans l’App Store',
    googlePlayBadge: 'Disponible sur Google Play',
  },
  nl: {
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
    appStoreBadge: 'Download in de App Store',
    googlePlayBadge: 'Ontdek het op Google Play',
  },
  pl: {
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
    appStoreBadge: 'Pobierz w App Store',
    googlePlayBadge: 'Pobierz z Google Play',
  },
  fi: {
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
    appStoreBadge: 'Lataa App Storesta',
    googlePlayBadge: 'Nyt Google Playssa',
  },
  it: {
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
    appStoreBadge: 'Scarica su App Store',
    googlePlayBadge: 'Disponibile su Google Play',
  },
};
