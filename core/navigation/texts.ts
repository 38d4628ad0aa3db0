/**
 * Navigation titles: core/i18n holds them with every other text of a language (label-types.ts
 * `NavTexts`, texts/<language>/nav.ts and nav-menus.ts); this reads the page language's tables once
 * they are loaded. The header's bar needs only `navBarTexts`, which every page has; the menus'
 * titles come with the page namespaces (docs/decisions/161).
 */
import { languageTexts, type NavBarTexts, type NavTexts } from '../i18n';
import type { Locale, TextLocale } from '../locale';

export type { NavBarTexts, NavTexts };

const joined = new WeakMap<object, NavTexts>();

/**
 * Every navigation title of the page language: the bar's and the menus'.
 * @example navTexts('de-AT').offers // 'Angebote'
 * @throws I18nError `I18N_TEXTS_NOT_LOADED` when the language's page namespaces are not loaded
 */
export function navTexts(locale: Locale | TextLocale): NavTexts {
  const texts = languageTexts(locale);
  let both = joined.get(texts);
  if (!both) {
    both = { ...texts.nav, ...texts.navMenus };
    joined.set(texts, both);
  }
  return both;
}

/**
 * The header bar's texts (logo, landmark, login and registration), which every page has.
 * @example navBarTexts('de-AT').login // 'Anmelden'
 */
export function navBarTexts(locale: Locale | TextLocale): NavBarTexts {
  return languageTexts(locale).nav;
}
