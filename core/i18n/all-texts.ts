/**
 * Every text language at once, imported statically: for tests, Node scripts and checks that go
 * through all languages. Not exported from core/i18n's index on purpose: a module of the web
 * portal that imported this would put all nine languages in its bundle (issue 12), which
 * scripts/checks/language-chunks.test.ts refuses.
 */
import type { TextLocale } from '../locale';
import type { LanguageTexts } from './language';
import { registerTexts } from './loaded-texts';
import { texts as de } from './texts/de';
import { texts as deCH } from './texts/de-CH';
import { texts as en } from './texts/en';
import { texts as es } from './texts/es';
import { texts as fi } from './texts/fi';
import { texts as fr } from './texts/fr';
import { texts as it } from './texts/it';
import { texts as nl } from './texts/nl';
import { texts as pl } from './texts/pl';

/** Every language's texts by text locale. */
export const ALL_TEXTS: { readonly [L in TextLocale]: LanguageTexts } = {
  de,
  'de-CH': deCH,
  en,
  es,
  fr,
  nl,
  pl,
  fi,
  it,
};

/**
 * Registers every language, so `languageTexts` and `createTranslator` answer for all of them.
 * @example registerAllTexts(); createTranslator('pl-PL').t('login:submit') // 'Zaloguj się'
 */
export function registerAllTexts(): void {
  for (const [textLocale, texts] of Object.entries(ALL_TEXTS)) registerTexts(textLocale as TextLocale, texts);
}
