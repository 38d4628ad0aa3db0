/**
 * The text languages this process has loaded. A page (web) or a command (CLI) loads its language
 * once, before it renders anything (`loadTexts`, load-texts.ts); tests and Node scripts that want
 * every language register them all at once (`registerAllTexts`, all-texts.ts). Everything that
 * shows a text reads it here synchronously, so the models of navigation, header, footer and
 * markets stay plain functions of a locale.
 */
import { type Locale, type TextLocale, textLocaleOf } from '../locale';
import { I18nError } from './errors';
import { type LanguageTexts, PAGE_NAMESPACES, type PageTexts, type StartTexts } from './language';

/** A set of loaded languages. The process has one (below); tests make their own. */
export interface TextRegistry {
  /**
   * Makes a language available (what every page needs, or all of it); registering it again
   * replaces it. Namespaces only some pages read come with it or later (`registerPages`).
   */
  register(textLocale: TextLocale, texts: StartTexts | LanguageTexts): void;
  /** Adds the namespaces only some pages read (texts/<language>-pages.ts). */
  registerPages(textLocale: TextLocale, pages: PageTexts): void;
  /** Whether those namespaces are there. */
  hasPages(textLocale: TextLocale): boolean;
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
  const start = new Map<TextLocale, StartTexts>();
  const pages = new Map<TextLocale, PageTexts>();
  const combined = new Map<TextLocale, LanguageTexts>();
  const combine = (textLocale: TextLocale): LanguageTexts | undefined => {
    const known = combined.get(textLocale);
    if (known) return known;
    const base = start.get(textLocale);
    if (!base) return undefined;
    const rest = pages.get(textLocale);
    const texts = rest ? { ...base, ...rest } : withPagesMissing(textLocale, base);
    combined.set(textLocale, texts);
    return texts;
  };
  return {
    register(textLocale, texts) {
      start.set(textLocale, texts);
      if (PAGE_NAMESPACES.every((namespace) => namespace in texts)) pages.set(textLocale, texts as PageTexts);
      combined.delete(textLocale);
    },
    registerPages(textLocale, texts) {
      pages.set(textLocale, texts);
      combined.delete(textLocale);
    },
    hasPages: (textLocale) => pages.has(textLocale),
    get: combine,
    require(locale) {
      // textLocaleOf maps a text locale to itself ('de' → 'de', 'de-CH' → 'de-CH').
      const textLocale = textLocaleOf(locale as Locale);
      const texts = combine(textLocale);
      if (texts) return texts;
      throw new I18nError(
        'I18N_TEXTS_NOT_LOADED',
        `The texts of "${textLocale}" are not loaded: await loadTexts('${textLocale}') before rendering.`,
      );
    },
  };
}

/**
 * A language whose page namespaces are not loaded yet: reading one is a wiring mistake (the page
 * did not ask for them, web/routing/routes.ts `texts`), so it fails loudly instead of showing keys.
 */
function withPagesMissing(textLocale: TextLocale, base: StartTexts): LanguageTexts {
  const texts = { ...base } as LanguageTexts;
  for (const namespace of PAGE_NAMESPACES) {
    Object.defineProperty(texts, namespace, {
      enumerable: false,
      get() {
        throw new I18nError(
          'I18N_TEXTS_NOT_LOADED',
          `The "${namespace}" texts of "${textLocale}" are not loaded: await loadTexts('${textLocale}') (all parts) first.`,
        );
      },
    });
  }
  return texts;
}

/** The languages of this process. */
export const TEXT_REGISTRY: TextRegistry = createTextRegistry();

/**
 * Makes a language's texts available to `languageTexts` and `createTranslator`.
 * @example registerTexts('de', (await import('./texts/de')).texts)
 */
export function registerTexts(textLocale: TextLocale, texts: StartTexts | LanguageTexts): void {
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
 * Whether a locale's language has its page namespaces too (the whole language, not only the part
 * the login page loads): what a header with menus needs (docs/decisions/161).
 * @example hasPageTexts('de-AT') // false on the login page, true on the dashboard
 */
export function hasPageTexts(locale: Locale | TextLocale): boolean {
  return TEXT_REGISTRY.hasPages(textLocaleOf(locale as Locale));
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
