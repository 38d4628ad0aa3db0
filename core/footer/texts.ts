/**
 * Texts of the footer (§2.6): core/i18n holds them with every other text of a language
 * (label-types.ts `FooterTexts`, texts/<language>/footer.ts). Texts with values are functions so a
 * missing argument is a compile error; the rating label takes the plural category of the review
 * count (Intl.PluralRules), because "1 review" and "4,007 reviews" differ in most languages.
 */
import { type FooterTexts, languageTexts } from '../i18n';
import type { Locale, TextLocale } from '../locale';

export type { FooterTexts };

/** @example footerTexts('de-CH').footerNavigation // 'Fusszeile' */
export function footerTexts(locale: Locale | TextLocale): FooterTexts {
  return languageTexts(locale).footer;
}
