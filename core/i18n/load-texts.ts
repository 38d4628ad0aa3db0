/**
 * Loads one text language on demand. Each language is a dynamic import of its own module, so Vite
 * and esbuild emit one chunk per language and a page downloads only its own (issue 12: the login
 * page's JavaScript budget, docs/decisions/080). The literal `import('./texts/de')` calls are what
 * lets the bundlers see and split them; keep them literal.
 */
import type { TextLocale } from '../locale';
import type { LanguageTexts } from './language';
import { TEXT_REGISTRY, type TextRegistry } from './loaded-texts';

type LanguageModule = { readonly texts: LanguageTexts };
export type TextLoaders = { readonly [L in TextLocale]: () => Promise<LanguageModule> };

/** One loader per text locale: the dynamic import of that language's module, and nothing else. */
export const TEXT_LOADERS: TextLoaders = {
  de: () => import('./texts/de'),
  'de-CH': () => import('./texts/de-CH'),
  en: () => import('./texts/en'),
  es: () => import('./texts/es'),
  fr: () => import('./texts/fr'),
  nl: () => import('./texts/nl'),
  pl: () => import('./texts/pl'),
  fi: () => import('./texts/fi'),
  it: () => import('./texts/it'),
};

/**
 * A `loadTexts` over given loaders and registry (tests pass their own).
 * @example const load = createTextLoader(TEXT_LOADERS, createTextRegistry()); await load('fr');
 */
export function createTextLoader(
  loaders: TextLoaders,
  registry: TextRegistry,
): (textLocale: TextLocale) => Promise<LanguageTexts> {
  const pending = new Map<TextLocale, Promise<LanguageTexts>>();
  return (textLocale) => {
    const ready = registry.get(textLocale);
    if (ready) return Promise.resolve(ready);
    let loading = pending.get(textLocale);
    if (!loading) {
      loading = loaders[textLocale]()
        .then(({ texts }) => {
          registry.register(textLocale, texts);
          return texts;
        })
        .finally(() => pending.delete(textLocale));
      pending.set(textLocale, loading);
    }
    return loading;
  };
}

/**
 * Loads and registers a text language; resolves at once when it is already loaded, and shares the
 * download when two callers ask at the same time. A failed download is not remembered, so the next
 * navigation tries again.
 * @example
 * await loadTexts('de-CH');
 * createTranslator('de-CH').t('common:close') // 'Schliessen'
 */
export const loadTexts: (textLocale: TextLocale) => Promise<LanguageTexts> = createTextLoader(
  TEXT_LOADERS,
  TEXT_REGISTRY,
);
