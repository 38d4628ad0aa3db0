/**
 * Every text language at once, imported statically: for tests, Node scripts and checks that go
 * through all languages. Not exported from core/i18n's index on purpose: a module of the web
 * portal that imported this would put all nine languages in its bundle (issue 12), which
 * scripts/checks/language-chunks.test.ts refuses.
 */
import type { TextLocale } from '../locale';
import type { LanguageTexts } from './language';
import { registerTexts } from './loaded-texts';
import { texts as deStart } from './texts/de';
import { texts as deCHStart } from './texts/de-CH';
import { pages as deCHPages } from './texts/de-CH-pages';
import { pages as dePages } from './texts/de-pages';
import { texts as enStart } from './texts/en';
import { pages as enPages } from './texts/en-pages';
import { texts as esStart } from './texts/es';
import { pages as esPages } from './texts/es-pages';
import { texts as fiStart } from './texts/fi';
import { pages as fiPages } from './texts/fi-pages';
import { texts as frStart } from './texts/fr';
import { pages as frPages } from './texts/fr-pages';
import { texts as itStart } from './texts/it';
import { pages as itPages } from './texts/it-pages';
import { texts as nlStart } from './texts/nl';
import { pages as nlPages } from './texts/nl-pages';
import { texts as plStart } from './texts/pl';
import { pages as plPages } from './texts/pl-pages';

/** Every language's texts by text locale. */
export const ALL_TEXTS: { readonly [L in TextLocale]: LanguageTexts } = {
  de: { ...deStart, ...dePages },
  'de-CH': { ...deCHStart, ...deCHPages },
  en: { ...enStart, ...enPages },
  es: { ...esStart, ...esPages },
  fr: { ...frStart, ...frPages },
  nl: { ...nlStart, ...nlPages },
  pl: { ...plStart, ...plPages },
  fi: { ...fiStart, ...fiPages },
  it: { ...itStart, ...itPages },
};

/**
 * Registers every language, so `languageTexts` and `createTranslator` answer for all of them.
 * @example registerAllTexts(); createTranslator('pl-PL').t('login:submit') // 'Zaloguj się'
 */
export function registerAllTexts(): void {
  for (const [textLocale, texts] of Object.entries(ALL_TEXTS)) registerTexts(textLocale as TextLocale, texts);
}
