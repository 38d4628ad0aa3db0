/**
 * The portal's translator (docs/decisions/080, 190): `t('namespace:key', values)` over the loaded
 * i18next JSON v4 tables, as i18next reads them:
 * - a key is `namespace:key`; without a namespace it is `common`;
 * - a text missing in a folder is looked up along the locale's fallback chain (de-CH → de → en);
 *   a key found nowhere comes back as its key without the namespace, so a gap shows as a word,
 *   never as an empty string;
 * - with a numeric `count`, the form `key_<category>` of the folder's Intl.PluralRules is read
 *   (French 0 is "one"), else the plain `key`; a missing form is a missing text in that folder;
 * - values are inserted as plain text, never HTML-escaped (React and the terminal escape on their
 *   own, decision 013), in one pass, so a value that contains `{{x}}` stays as it is; a
 *   placeholder without a value stays visible as `{{name}}`.
 */
import type { Locale } from '../locale';
import { I18nError } from './errors';
import type { Translate } from './keys';
import { fallbackChainOf, loadChainOf, NAMESPACES, type Namespace, type TextFolder } from './language';
import { TEXT_REGISTRY, type TextRegistry } from './registry';

const DEFAULT_NAMESPACE = 'common';
const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;

export interface Translator {
  /** The locale this translator was made for (de-AT stays de-AT). */
  readonly locale: Locale;
  /** Translates a `namespace:key`; values are plain text and are never HTML-escaped. */
  readonly t: Translate;
}

type Values = Readonly<Record<string, unknown>>;

const pluralRules = new Map<TextFolder, Intl.PluralRules>();

function pluralRulesOf(folder: TextFolder): Intl.PluralRules {
  let rules = pluralRules.get(folder);
  if (!rules) {
    rules = new Intl.PluralRules(folder);
    pluralRules.set(folder, rules);
  }
  return rules;
}

function interpolate(text: string, values: Values): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? placeholder : String(value);
  });
}

const translators = new WeakMap<TextRegistry, Map<string, Translator>>();

/**
 * The translator of a locale over the loaded texts, made once per locale: it reads the registry at
 * each lookup, so namespaces loaded later are seen.
 * @example
 * await loadTexts('de-CH', ['session']);
 * const { t } = createTranslator('de-CH');
 * t('session:countdown', { time: '1:59' }) // 'Sie werden in 1:59 abgemeldet.'
 * t('session:extended', { count: 5 })      // 'Ihre Sitzung wurde erfolgreich um 5 Minuten verlängert.'
 * @throws I18nError `I18N_TEXTS_NOT_LOADED` from `t` when the key's namespace was not loaded for the
 *   locale: a wiring mistake that must fail loudly rather than show keys or another language.
 */
export function createTranslator(locale: Locale, registry: TextRegistry = TEXT_REGISTRY): Translator {
  const known = translators.get(registry) ?? new Map<string, Translator>();
  translators.set(registry, known);
  const cached = known.get(locale);
  if (cached) return cached;
  const chain = fallbackChainOf(locale);
  const required = loadChainOf(locale);
  const translate = (key: string, values: Values = {}): string => {
    const separator = key.indexOf(':');
    const namespace = (separator < 0 ? DEFAULT_NAMESPACE : key.slice(0, separator)) as Namespace;
    const name = separator < 0 ? key : key.slice(separator + 1);
    if (!NAMESPACES.includes(namespace)) return name;
    if (required.some((folder) => !registry.table(folder, namespace)))
      throw new I18nError(
        'I18N_TEXTS_NOT_LOADED',
        `The "${namespace}" texts of "${locale}" are not loaded: await loadTexts('${locale}', ['${namespace}']) first.`,
      );
    const count = values.count;
    for (const folder of chain) {
      const table = registry.table(folder, namespace);
      if (!table) continue;
      const own = (key: string) => (Object.hasOwn(table, key) ? table[key] : undefined);
      const text =
        (typeof count === 'number' ? own(`${name}_${pluralRulesOf(folder).select(count)}`) : undefined) ??
        own(name);
      if (text !== undefined) return interpolate(text, values);
    }
    return name;
  };
  const translator: Translator = { locale, t: translate as Translate };
  known.set(locale, translator);
  return translator;
}
