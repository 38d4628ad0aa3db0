/**
 * Navigation titles in every text locale (common brief: `Record<TextLocale, …>`, so a missing locale
 * is a compile error; the NavTexts interface makes a missing title one too).
 */
import { type Locale, type TextLocale, textLocaleOf } from '../locale';
import { de } from './texts/de';
import { deCH } from './texts/de-ch';
import { en } from './texts/en';
import { es } from './texts/es';
import { fi } from './texts/fi';
import { fr } from './texts/fr';
import { it } from './texts/it';
import type { NavTexts } from './texts/nav-texts';
import { nl } from './texts/nl';
import { pl } from './texts/pl';

export type { NavTexts };

export const NAV_TEXTS: Record<TextLocale, NavTexts> = { de, 'de-CH': deCH, en, es, fr, nl, pl, fi, it };

/** @example navTexts('de-AT').offers // 'Angebote' */
export function navTexts(locale: Locale): NavTexts {
  return NAV_TEXTS[textLocaleOf(locale)];
}
