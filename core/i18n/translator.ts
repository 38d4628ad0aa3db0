/**
 * The portal's translator (docs/decisions/080): `t('namespace:key', values)` over the tables of
 * the loaded text languages, with CLDR plurals through Intl.PluralRules and `{{name}}`
 * interpolation. It replaces i18next, which cost the login page 15.7 kB gzip for these few rules.
 * It behaves as our i18next set-up did:
 * - a key is `namespace:path`; without a namespace it is `common`; the path may be dotted;
 * - a text missing in the language is looked up along the fallback chain (de-CH → de → en,
 *   everything else → en) among the loaded languages; a key found nowhere comes back as its
 *   path without the namespace, so a gap shows as `onlyGerman`, never as an empty string;
 * - plural forms `{ one, few, many, other }` take the category Intl.PluralRules gives `count`
 *   in that language; a missing category is a missing text (no fall back to `other` inside a
 *   language: texts.test.ts demands every category instead); a non-numeric count finds no form;
 * - values are inserted as plain text, never HTML-escaped (React and the terminal escape on their
 *   own, decision 013), in one pass, so a value that contains `{{x}}` stays as it is; a
 *   placeholder without a value stays visible as `{{name}}`.
 */
import { type Locale, type TextLocale, textLocaleOf } from '../locale';
import type { Translate } from './keys';
import { NAMESPACES, type TranslationTables } from './language';
import { TEXT_REGISTRY, type TextRegistry } from './loaded-texts';
import { isPluralText } from './text-table';

const DEFAULT_NAMESPACE = 'common';
const NAMESPACE_SEPARATOR = ':';
const KEY_SEPARATOR = '.';
const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;
/** Only these are namespaces of `t`; a language's label tables (nav, footer, …) are not. */
const TRANSLATED = new Set<string>(NAMESPACES);

/**
 * The text locales the translator consults, in order.
 * @example fallbackChainOf('de-CH') // ['de-CH', 'de', 'en']
 */
export function fallbackChainOf(textLocale: TextLocale): TextLocale[] {
  if (textLocale === 'de-CH') return ['de-CH', 'de', 'en'];
  return textLocale === 'en' ? ['en'] : [textLocale, 'en'];
}

export interface Translator {
  /** The portal locale this translator was made for (de-AT stays de-AT). */
  readonly locale: Locale;
  /** The text variant it speaks (de-AT → de). */
  readonly textLocale: TextLocale;
  /** The languages it consults, in order: the loaded part of the fallback chain. */
  readonly languages: readonly TextLocale[];
  /** Translates a `namespace:key`; values are plain text and are never HTML-escaped. */
  readonly t: Translate;
}

type Values = Readonly<Record<string, unknown>>;

const pluralRules = new Map<TextLocale, Intl.PluralRules>();

function pluralRulesOf(textLocale: TextLocale): Intl.PluralRules {
  let rules = pluralRules.get(textLocale);
  if (!rules) {
    rules = new Intl.PluralRules(textLocale);
    pluralRules.set(textLocale, rules);
  }
  return rules;
}

/** The value at a dotted path of a namespace table, or undefined. */
function valueAt(tables: TranslationTables, namespace: string, path: readonly string[]): unknown {
  if (!TRANSLATED.has(namespace)) return undefined;
  let node: unknown = (tables as unknown as Values)[namespace];
  for (const part of path) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Values)[part];
  }
  return node;
}

/** The text a value gives for these values in this language, or undefined when it has none. */
function textOf(value: unknown, textLocale: TextLocale, count: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (!isPluralText(value) || typeof count !== 'number') return undefined;
  return value[pluralRulesOf(textLocale).select(count)];
}

function interpolate(text: string, values: Values): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? placeholder : String(value);
  });
}

/**
 * A translator over the given language tables, consulted in the order of `fallbackChainOf` (a
 * language that is not in the map is skipped). createTranslator uses it with the loaded
 * languages; tests use it with tables of their own.
 * @example
 * const { t } = translatorOver('de-CH', new Map([['de-CH', deChTables], ['en', enTables]]));
 */
export function translatorOver(
  locale: Locale,
  languages: Pick<ReadonlyMap<TextLocale, TranslationTables>, 'has' | 'get'>,
): Translator {
  const textLocale = textLocaleOf(locale);
  const chain = fallbackChainOf(textLocale).filter((language) => languages.has(language));
  const translate = (key: string, values: Values = {}): string => {
    const separator = key.indexOf(NAMESPACE_SEPARATOR);
    const namespace = separator < 0 ? DEFAULT_NAMESPACE : key.slice(0, separator);
    const keyPath = separator < 0 ? key : key.slice(separator + 1);
    const path = keyPath.split(KEY_SEPARATOR);
    for (const language of chain) {
      const text = textOf(valueAt(languages.get(language)!, namespace, path), language, values.count);
      if (text !== undefined) return interpolate(text, values);
    }
    return keyPath;
  };
  return { locale, textLocale, languages: chain, t: translate as Translate };
}

/**
 * The translator of a portal locale over the loaded languages. Cheap to make: it reads the
 * registered tables, it copies nothing.
 * @example
 * await loadTexts('de-CH');
 * const { t } = createTranslator('de-CH');
 * t('session:countdown', { time: '1:59' }) // 'Sie werden in 1:59 abgemeldet.'
 * t('session:extended', { count: 5 })      // 'Ihre Sitzung wurde erfolgreich um 5 Minuten verlängert.'
 * @throws I18nError `I18N_TEXTS_NOT_LOADED` when the locale's own language is not loaded
 */
export function createTranslator(locale: Locale, registry: TextRegistry = TEXT_REGISTRY): Translator {
  registry.require(locale);
  // Read from the registry at each lookup, not copied: a language's page namespaces may arrive
  // after the translator was made (the login page loads only its start part, load-texts.ts).
  return translatorOver(locale, {
    has: (language) => registry.get(language) !== undefined,
    get: (language) => registry.get(language),
  });
}
