/**
 * The text languages this process has loaded. A page (web) or a command (CLI) loads its language
 * once, before it renders anything (`loadTexts`, load-texts.ts); tests and Node scripts that want
 * every language register them all at once (`registerAllTexts`, all-texts.ts). Everything that
 * shows a text reads it here synchronously, so the models of navigation, header, footer and
 * markets stay plain functions of a locale.
 */
import { type Locale, type TextLocale, textLocaleOf } from '../locale';
import { I18nError } from './errors';
import type { LanguageTexts } from './language';

/** A set of loaded languages. The process has one (below); tests make their own. */
export interface TextRegistry {
  /** Makes a language available; registering it again replaces it. */
  register(textLocale: TextLocale, texts: LanguageTexts): void;
  /** The texts of a loaded language, or undefined. */
  get(textLocale: TextLocale): LanguageTexts | undefined;
  /**
   * The texts of a locale's language (de-AT → de).
   * @throws I18nError `I18N_TEXTS_NOT_LOADED` when that language is not loaded
   */
  require(locale: Locale | TextLocale): LanguageTexts;
}

/**
 * A new, empty set of loaded languages.
 * @example const registry = createTextRegistry(); registry.get('de') // undefined
 */
export function createTextRegistry(): TextRegistry {
  const loaded = new Map<TextLocale, LanguageTexts>();
  return {
    register: (textLocale, texts) => void loaded.set(textLocale, texts),
    get: (textLocale) => loaded.get(textLocale),
    require(locale) {
      // textLocaleOf maps a text locale to itself ('de' → 'de', 'de-CH' → 'de-CH').
      const textLocale = textLocaleOf(locale as Locale);
      const texts = loaded.get(textLocale);
      if (texts) return texts;
      throw new I18nError(
        'I18N_TEXTS_NOT_LOADED',
        `The texts of "${textLocale}" are not loaded: await loadTexts('${textLocale}') before rendering.`,
      );
    },
  };
}

/** The languages of this process. */
export const TEXT_REGISTRY: TextRegistry = createTextRegistry();

/**
 * Makes a language's texts available to `languageTexts` and `createTranslator`.
 * @example registerTexts('de', (await import('./texts/de')).texts)
 */
export function registerTexts(textLocale: TextLocale, texts: LanguageTexts): void {
  TEXT_REGISTRY.register(textLocale, texts);
}

/**
 * The loaded texts of a text locale, or undefined.
 * @example loadedTexts('fr') // undefined until loadTexts('fr') has settled
 */
export function loadedTexts(textLocale: TextLocale): LanguageTexts | undefined {
  return TEXT_REGISTRY.get(textLocale);
}

/**
 * The texts of a portal locale's language (de-AT → de).
 * @example languageTexts('de-AT').markets.chooseCountry // 'Wählen Sie Ihr Land'
 * @throws I18nError `I18N_TEXTS_NOT_LOADED` when the language was not loaded first: a wiring
 *   mistake that must fail loudly rather than show keys or another language.
 */
export function languageTexts(locale: Locale | TextLocale): LanguageTexts {
  return TEXT_REGISTRY.require(locale);
}
