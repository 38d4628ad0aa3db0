/**
 * Navigation titles: core/i18n holds them with every other text of a language (label-types.ts
 * `NavTexts`, texts/<language>/nav.ts); this reads the page language's table once it is loaded.
 */
import { languageTexts, type NavTexts } from '../i18n';
import type { Locale, TextLocale } from '../locale';

export type { NavTexts };

/** @example navTexts('de-AT').offers // 'Angebote' */
export function navTexts(locale: Locale | TextLocale): NavTexts {
  return languageTexts(locale).nav;
}
