/**
 * Header texts: core/i18n holds them with every other text of a language (label-types.ts
 * `HeaderTexts`, texts/<language>/header.ts). The balance messages are the §8 "not available"
 * texts: one pair for maintenance, one for a failed balance call.
 */
import { type HeaderTexts, languageTexts } from '../i18n';
import type { Locale } from '../locale';

export type { HeaderTexts };

/** @example headerTexts('de-CH').closeMenu // 'Menü schliessen' */
export function headerTexts(locale: Locale): HeaderTexts {
  return languageTexts(locale).header;
}
