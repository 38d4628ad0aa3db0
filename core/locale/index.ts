export { LOCALE_NAMES } from './locale-names';
export type { Country, Language, Locale, LocalePrefix, TextLocale } from './locales';
export {
  countryOf,
  DEFAULT_LOCALE,
  languageOf,
  localeForLanguages,
  parseLocale,
  SUPPORTED_LOCALES,
  TEXT_LOCALES,
  textLocaleOf,
  toPrefix,
} from './locales';
