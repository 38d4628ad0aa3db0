/**
 * The locales the portal supports (§9) and how they appear in URLs (§2.1).
 * Every other folder speaks in these types, so a typo in a locale is a compile error.
 */

export const SUPPORTED_LOCALES = [
  'de-DE',
  'de-AT',
  'de-CH',
  'en-GB',
  'en-IE',
  'en-US',
  'en',
  'fr-FR',
  'es-ES',
  'nl-NL',
  'pl-PL',
  'fi-FI',
  'it-IT',
] as const;

export type Locale = (typeof SUPPORTED_LOCALES)[number];

/** The lower-case form used in paths: `/de-de/login/`, `/en/login/`. */
export type LocalePrefix = Lowercase<Locale>;

/** §9: the default locale is de-de. */
export const DEFAULT_LOCALE: Locale = 'de-DE';

/** The languages texts are written in; Swiss German is its own text variant (§8 lists "ch"). */
export type Language = 'de' | 'en' | 'es' | 'fr' | 'nl' | 'pl' | 'fi' | 'it';
export type TextLocale = Language | 'de-CH';
export const TEXT_LOCALES: readonly TextLocale[] = ['de', 'de-CH', 'en', 'es', 'fr', 'nl', 'pl', 'fi', 'it'];

/** Markets by ISO 3166 alpha-2 code; `EU` is the generic English entry. */
export type Country =
  | 'DE'
  | 'AT'
  | 'CH'
  | 'GB'
  | 'IE'
  | 'US'
  | 'FR'
  | 'ES'
  | 'NL'
  | 'PL'
  | 'FI'
  | 'IT'
  | 'EU';

const byLowerCase = new Map<string, Locale>(
  SUPPORTED_LOCALES.map((locale) => [locale.toLowerCase(), locale]),
);

/**
 * Reads a locale from user input: any case, `-` or `_`.
 * @example parseLocale('de_de') // 'de-DE'
 * @example parseLocale('xx-XX') // undefined
 */
export function parseLocale(input: string | null | undefined): Locale | undefined {
  if (!input) return undefined;
  return byLowerCase.get(input.trim().replace('_', '-').toLowerCase());
}

export function isLocale(input: unknown): input is Locale {
  return typeof input === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(input);
}

/** @example toPrefix('de-AT') // 'de-at' */
export function toPrefix(locale: Locale): LocalePrefix {
  return locale.toLowerCase() as LocalePrefix;
}

/** @example languageOf('de-CH') // 'de' */
export function languageOf(locale: Locale): Language {
  return locale.slice(0, 2) as Language;
}

/** The text variant to translate into: Swiss German differs from German (no ß). */
export function textLocaleOf(locale: Locale): TextLocale {
  return locale === 'de-CH' ? 'de-CH' : languageOf(locale);
}

/** @example countryOf('en-IE') // 'IE'; countryOf('en') // 'EU' */
export function countryOf(locale: Locale): Country {
  return locale === 'en' ? 'EU' : (locale.slice(3) as Country);
}

/**
 * The supported locale that serves a visitor's languages best (a browser's `navigator.languages`,
 * in order of preference): the first one supported as it is, else the first whose language is
 * supported (its main market: `de` → de-DE, `en` → en), else §9's default locale.
 * @example localeForLanguages(['fr-CA', 'en-US']) // 'fr-FR'
 * @example localeForLanguages(['pt-BR']) // 'de-DE'
 */
export function localeForLanguages(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const exact = parseLocale(tag);
    if (exact) return exact;
    const language = tag.trim().slice(0, 2).toLowerCase();
    const main =
      parseLocale(language) ?? SUPPORTED_LOCALES.find((locale) => locale.startsWith(`${language}-`));
    if (main) return main;
  }
  return DEFAULT_LOCALE;
}
