/**
 * §2.6 app-download banner: store badges per locale. Badge artwork exists in German, Austrian,
 * English, Spanish, French, Dutch and Polish. Swiss German uses the German badges; Finnish and
 * Italian, for which no artwork exists, use the English ones. The accessible name is in the
 * badge's language, because it must match the text on the image (WCAG 2.5.3 label in name);
 * `lang` tells screen readers to pronounce it so. The names belong to the artwork, not to the page's
 * language (a Finnish page shows the English badge), so they live here rather than in a language's
 * texts, which a page loads only for its own language (docs/decisions/081).
 */
import type { Locale, TextLocale } from '../locale';
import { isSafeCmsHref } from './cms-links';

export type BadgeSet = 'de' | 'at' | 'en' | 'es' | 'fr' | 'nl' | 'pl';
export type AppStore = 'app-store' | 'google-play';

/** Store pages of the app; configuration per environment, not CMS data. */
export interface AppStoreLinks {
  readonly appStore: string;
  readonly googlePlay: string;
}

export interface AppBadge {
  readonly store: AppStore;
  readonly href: string;
  /** Badge image, e.g. `/badges/de/app-store.svg`. */
  readonly image: string;
  /** Accessible name (the image's alt text), in the badge's language. */
  readonly label: string;
  readonly lang: string;
}

const BADGE_SET: Readonly<Record<Locale, BadgeSet>> = {
  'de-DE': 'de',
  'de-AT': 'at',
  'de-CH': 'de',
  'en-GB': 'en',
  'en-IE': 'en',
  'en-US': 'en',
  en: 'en',
  'fr-FR': 'fr',
  'es-ES': 'es',
  'nl-NL': 'nl',
  'pl-PL': 'pl',
  'fi-FI': 'en',
  'it-IT': 'en',
};

const BADGE_LANGUAGE = {
  de: 'de',
  at: 'de',
  en: 'en',
  es: 'es',
  fr: 'fr',
  nl: 'nl',
  pl: 'pl',
} as const satisfies Readonly<Record<BadgeSet, TextLocale>>;

/** The store names as the artwork of each badge language writes them. */
const BADGE_LABELS: Readonly<Record<(typeof BADGE_LANGUAGE)[BadgeSet], Readonly<Record<AppStore, string>>>> =
  {
    de: { 'app-store': 'Laden im App Store', 'google-play': 'Jetzt bei Google Play' },
    en: { 'app-store': 'Download on the App Store', 'google-play': 'Get it on Google Play' },
    es: { 'app-store': 'Descárgalo en el App Store', 'google-play': 'Disponible en Google Play' },
    fr: { 'app-store': 'Télécharger dans l’App Store', 'google-play': 'Disponible sur Google Play' },
    nl: { 'app-store': 'Download in de App Store', 'google-play': 'Ontdek het op Google Play' },
    pl: { 'app-store': 'Pobierz w App Store', 'google-play': 'Pobierz z Google Play' },
  };

/**
 * @example badgeSetFor('de-AT') // 'at'
 * @example badgeSetFor('fi-FI') // 'en'
 */
export function badgeSetFor(locale: Locale): BadgeSet {
  return BADGE_SET[locale];
}

/**
 * The two store badges for a locale; a badge whose link is not a safe https link is left out.
 * @example appBadges('de-DE', links)[0] // { store: 'app-store', image: '/badges/de/app-store.svg', label: 'Laden im App Store', lang: 'de', href: … }
 */
export function appBadges(locale: Locale, links: AppStoreLinks): AppBadge[] {
  const set = badgeSetFor(locale);
  const language = BADGE_LANGUAGE[set];
  const labels = BADGE_LABELS[language];
  const badges: AppBadge[] = [
    {
      store: 'app-store',
      href: links.appStore,
      image: `/badges/${set}/app-store.svg`,
      label: labels['app-store'],
      lang: language,
    },
    {
      store: 'google-play',
      href: links.googlePlay,
      image: `/badges/${set}/google-play.svg`,
      label: labels['google-play'],
      lang: language,
    },
  ];
  return badges.filter((badge) => badge.href.startsWith('https:') && isSafeCmsHref(badge.href));
}
