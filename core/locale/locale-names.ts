/**
 * Each supported locale named in its own language, for people looking for theirs (§1 the language
 * list): what CLDR gives (`Intl.DisplayNames` of type language, in that locale), written out. The
 * prerendered pages are drawn by the build's Node and hydrated by the visitor's browser, whose ICU
 * versions differ; a name that differed between them was a text mismatch, and React then draws the
 * whole page again (docs/decisions/162, 164). locale-names.test.ts compares them with this Node's ICU.
 */
import type { Locale } from './locales';

export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  'de-DE': 'Deutsch (Deutschland)',
  'de-AT': 'Österreichisches Deutsch',
  'de-CH': 'Schweizer Hochdeutsch',
  'en-GB': 'British English',
  'en-IE': 'English (Ireland)',
  'en-US': 'American English',
  en: 'English',
  'fr-FR': 'français (France)',
  'es-ES': 'español de España',
  'nl-NL': 'Nederlands (Nederland)',
  'pl-PL': 'polski (Polska)',
  'fi-FI': 'suomi (Suomi)',
  'it-IT': 'italiano (Italia)',
};
