/**
 * Loads the ALTCHA widget the CSP-friendly way (security.md 5): the "external" build without inlined
 * styles and blob: workers, its stylesheet as a file, and the SHA worker as a separate file the
 * build emits (Vite `?worker`), plus the widget's own texts in the page's language only (design §8:
 * the login page's JavaScript; each language is its own chunk). Loaded only by the login page, so no
 * other page pays for it, and this module itself only when the widget loads (load-widget.ts).
 */
import type { WidgetLanguage } from './widget-language';

export type { WidgetLanguage } from './widget-language';

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
 * The challenge generation of §9 `captchaV2` (core/captcha `CaptchaSettings.version`): 1 is ALTCHA's
 * first protocol (SHA hashes of salt + number), 2 its second (key derivation, PBKDF2 by default).
 */
export type WidgetVersion = 1 | 2;

/** The algorithms each generation's challenges name, and the worker that solves them. */
export const WIDGET_ALGORITHMS: Record<WidgetVersion, readonly string[]> = {
  1: ['SHA-256', 'SHA-384', 'SHA-512'],
  2: ['SHA-256', 'SHA-384', 'SHA-512', 'PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512'],
};

let script: Promise<unknown> | undefined;
let assets: Promise<void> | undefined;
let keyDerivation: Promise<void> | undefined;
const texts = new Map<WidgetLanguage, Promise<unknown>>();

/** The stylesheet and the SHA worker, registered for the algorithms the challenges use; once per page. */
function loadAssets(): Promise<void> {
  assets ??= Promise.all([import('altcha/altcha.css'), import('altcha/workers/sha?worker')]).then(
    ([, { default: ShaWorker }]) => {
      for (const algorithm of WIDGET_ALGORITHMS[1])
        globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());
    },
  );
  return assets;
}

/** The second generation's PBKDF2 worker (`altcha/external` bundles none); only with captchaV2. */
function loadKeyDerivation(): Promise<void> {
  keyDerivation ??= import('altcha/workers/pbkdf2?worker').then(({ default: Pbkdf2Worker }) => {
    for (const algorithm of WIDGET_ALGORITHMS[2].filter((name) => name.startsWith('PBKDF2/')))
      globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
  });
  return keyDerivation;
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
 * Loads the widget, its stylesheet, its workers for the challenge generation `version` and its
 * texts in `language` (English is built in); a second call costs nothing. The widget's script comes
 * first, as it sets up `globalThis.$altcha` that the worker registration and the language files
 * use; the rest then loads side by side.
 * @example await loadAltcha(widgetLanguage('de'), 2); // then <altcha-widget language="de"> solves v2 challenges
 */
export async function loadAltcha(language: WidgetLanguage = 'en', version: WidgetVersion = 1): Promise<void> {
  script ??= import('altcha/external');
  await script;
  await Promise.all([loadAssets(), loadTexts(language), ...(version === 2 ? [loadKeyDerivation()] : [])]);
}
