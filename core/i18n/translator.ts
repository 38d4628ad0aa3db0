/**
 * One i18next instance per portal locale. The instance is created, not the global singleton, so
 * a browser tab, the CLI and parallel tests never share language state; it initialises
 * synchronously because every text is bundled (no backend to wait for).
 */
import { createInstance, type FallbackLngObjList, type i18n } from 'i18next';
import { type Locale, type TextLocale, textLocaleOf } from '../locale';
import type { Translate } from './keys';
import { buildResources, type ExtraTables, NAMESPACES } from './resources';

/** Swiss German falls back to German, everything to English (the most complete table). */
const FALLBACK: FallbackLngObjList = { 'de-CH': ['de', 'en'], default: ['en'] };

/**
 * The text locales i18next consults, in order.
 * @example fallbackChainOf('de-CH') // ['de-CH', 'de', 'en']
 */
export function fallbackChainOf(textLocale: TextLocale): TextLocale[] {
  if (textLocale === 'de-CH') return ['de-CH', 'de', 'en'];
  return textLocale === 'en' ? ['en'] : [textLocale, 'en'];
}

type NoExtras = Record<never, never>;

export interface Translator<E extends ExtraTables = NoExtras> {
  /** The portal locale this translator was made for (de-AT stays de-AT). */
  readonly locale: Locale;
  /** The text variant it speaks (de-AT → de). */
  readonly textLocale: TextLocale;
  /** The initialised i18next instance, for adapters that want it (language, events, resources). */
  readonly i18n: i18n;
  /** Translates a `namespace:key`; values are plain text and are never HTML-escaped. */
  readonly t: Translate<E>;
}

export interface TranslatorOptions<E extends ExtraTables> {
  /** Label tables of other folders, served as extra namespaces. */
  readonly extra?: E;
}

/**
 * Creates a ready-to-use translator for a portal locale.
 * Interpolated values are not HTML-escaped: the output is plain text for React text nodes and the
 * terminal, which escape on their own; escaping here would show "&amp;" to customers.
 * @example
 * const { t } = createTranslator('de-CH');
 * t('session:countdown', { time: '1:59' }) // 'Sie werden in 1:59 abgemeldet.'
 * t('session:extended', { count: 5 })      // 'Ihre Sitzung wurde erfolgreich um 5 Minuten verlängert.'
 * @throws I18nError `I18N_INVALID_NAMESPACE` for an extra namespace that clashes with a built-in one
 */
export function createTranslator<E extends ExtraTables = NoExtras>(
  locale: Locale,
  options: TranslatorOptions<E> = {},
): Translator<E> {
  const extra: ExtraTables = options.extra ?? {};
  const textLocale = textLocaleOf(locale);
  const instance = createInstance();
  void instance.init({
    lng: textLocale,
    fallbackLng: FALLBACK,
    resources: buildResources(extra, fallbackChainOf(textLocale)),
    ns: [...NAMESPACES, ...Object.keys(extra)],
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const t = ((key: string, values?: Readonly<Record<string, unknown>>) =>
    String(instance.t(key, values ?? {}))) as Translate<E>;
  return { locale, textLocale, i18n: instance, t };
}
