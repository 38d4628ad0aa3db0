/**
 * Loads the ALTCHA widget the CSP-friendly way (security.md 5): the "external" build without inlined
 * styles and blob: workers, its stylesheet as a file, and the SHA worker as a separate file the
 * build emits (Vite `?worker`), plus the widget's own texts in the page's language only (design §8:
 * the login page's JavaScript; each language is its own chunk). Loaded only by the login page, so no
 * other page pays for it.
 */
import type { TextLocale } from '../../../core/locale';

/** The widget's language codes: its i18n files are `de`, `fr-fr`, `es-es`, …; English is built in. */
export type WidgetLanguage = 'de' | 'en' | 'es-es' | 'fi' | 'fr-fr' | 'it' | 'nl' | 'pl';

const WIDGET_LANGUAGE: Record<TextLocale, WidgetLanguage> = {
  de: 'de',
  // altcha's German texts have no ß, so they serve Swiss German as they are.
  'de-CH': 'de',
  en: 'en',
  es: 'es-es',
  fi: 'fi',
  fr: 'fr-fr',
  it: 'it',
  nl: 'nl',
  pl: 'pl',
};

/**
 * One loader per language, each a separate chunk: only the page's language is fetched. Literal
 * specifiers, because the bundler cannot split a bare-module `import()` built from a variable.
 */
const WIDGET_TEXTS: Record<Exclude<WidgetLanguage, 'en'>, () => Promise<unknown>> = {
  de: () => import('altcha/i18n/de'),
  'es-es': () => import('altcha/i18n/es-es'),
  fi: () => import('altcha/i18n/fi'),
  'fr-fr': () => import('altcha/i18n/fr-fr'),
  it: () => import('altcha/i18n/it'),
  nl: () => import('altcha/i18n/nl'),
  pl: () => import('altcha/i18n/pl'),
};

/**
 * The widget's language for a portal text locale.
 * @example widgetLanguage('fr') // 'fr-fr'
 */
export function widgetLanguage(textLocale: TextLocale): WidgetLanguage {
  return WIDGET_LANGUAGE[textLocale];
}

let script: Promise<unknown> | undefined;
let assets: Promise<void> | undefined;
const texts = new Map<WidgetLanguage, Promise<unknown>>();

/** The stylesheet and the SHA worker, registered for the algorithms the challenges use; once per page. */
function loadAssets(): Promise<void> {
  assets ??= Promise.all([import('altcha/altcha.css'), import('altcha/workers/sha?worker')]).then(
    ([, { default: ShaWorker }]) => {
      for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512'])
        globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());
    },
  );
  return assets;
}

function loadTexts(language: WidgetLanguage): Promise<unknown> {
  if (language === 'en') return Promise.resolve();
  let loading = texts.get(language);
  if (!loading) {
    loading = WIDGET_TEXTS[language]();
    texts.set(language, loading);
  }
  return loading;
}

/**
 * Loads the widget, its stylesheet, its worker and its texts in `language` (English is built in);
 * a second call costs nothing. The widget's script comes first, as it sets up `globalThis.$altcha`
 * that the worker registration and the language files use; the rest then loads side by side.
 * @example await loadAltcha(widgetLanguage('de')); // then <altcha-widget language="de"> can show
 */
export async function loadAltcha(language: WidgetLanguage = 'en'): Promise<void> {
  script ??= import('altcha/external');
  await script;
  await Promise.all([loadAssets(), loadTexts(language)]);
}
