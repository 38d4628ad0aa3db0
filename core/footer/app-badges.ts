/**
 * §2.6 app-download banner: store badges per locale. Badge artwork exists in German, Austrian,
 * English, Spanish, French, Dutch and Polish. Swiss German uses the German badges; Finnish and
 * Italian, for which no artwork exists, use the English ones. The accessible name is in the
 * badge's language, because it must match the text on the image (WCAG 2.5.3 label in name);
 * `lang` tells screen readers to pronounce it so.
 */
import type { Locale, TextLocale } from '../locale';
import { isSafeCmsHref } from './cms-links';
import { FOOTER_TEXTS } from './texts';

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

const BADGE_LANGUAGE: Readonly<Record<BadgeSet, TextLocale>> = {
  de: 'de',
  at: 'de',
  en: 'en',
  es: 'es',
  fr: 'fr',
  nl: 'nl',
  pl: 'pl',
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
  const texts = FOOTER_TEXTS[language];
  const badges: AppBadge[] = [
    {
      store: 'app-store',
      href: links.appStore,
      image: `/badges/${set}/app-store.svg`,
      label: texts.appStoreBadge,
      lang: language,
    },
    {
      store: 'google-play',
      href: links.googlePlay,
      image: `/badges/${set}/google-play.svg`,
      label: texts.googlePlayBadge,
      lang: language,
    },
  ];
  return badges.filter((badge) => badge.href.startsWith('https:') && isSafeCmsHref(badge.href));
}
