/**
 * Loads one text language on demand. Each language is a dynamic import of its own module, so Vite
 * and esbuild emit one chunk per language and a page downloads only its own (issue 12: the login
 * page's JavaScript budget, docs/decisions/080). The literal `import('./texts/de')` calls are what
 * lets the bundlers see and split them; keep them literal.
 */
import type { TextLocale } from '../locale';
import type { LanguageTexts, PageTexts, StartTexts } from './language';
import { TEXT_REGISTRY, type TextRegistry } from './loaded-texts';

type StartModule = { readonly texts: StartTexts };
type PagesModule = { readonly pages: PageTexts };
export type TextLoaders = {
  readonly [L in TextLocale]: {
    readonly start: () => Promise<StartModule>;
    readonly pages: () => Promise<PagesModule>;
  };
};

/** Which part of a language: what every page needs, or all of it (with the page namespaces). */
export type TextPart = 'start' | 'all';

/** Two loaders per text locale: the dynamic imports of that language's two modules. */
export const TEXT_LOADERS: TextLoaders = {
  de: { start: () => import('./texts/de'), pages: () => import('./texts/de-pages') },
  'de-CH': { start: () => import('./texts/de-CH'), pages: () => import('./texts/de-CH-pages') },
  en: { start: () => import('./texts/en'), pages: () => import('./texts/en-pages') },
  es: { start: () => import('./texts/es'), pages: () => import('./texts/es-pages') },
  fr: { start: () => import('./texts/fr'), pages: () => import('./texts/fr-pages') },
  nl: { start: () => import('./texts/nl'), pages: () => import('./texts/nl-pages') },
  pl: { start: () => import('./texts/pl'), pages: () => import('./texts/pl-pages') },
  fi: { start: () => import('./texts/fi'), pages: () => import('./texts/fi-pages') },
  it: { start: () => import('./texts/it'), pages: () => import('./texts/it-pages') },
};

/**
 * A `loadTexts` over given loaders and registry (tests pass their own).
 * @example const load = createTextLoader(TEXT_LOADERS, createTextRegistry()); await load('fr');
 */
export function createTextLoader(
  loaders: TextLoaders,
  registry: TextRegistry,
): (textLocale: TextLocale, part?: TextPart) => Promise<LanguageTexts> {
  const pending = new Map<string, Promise<void>>();
  /** One download per language and part at a time; a failure is not remembered. */
  const once = (key: string, done: () => boolean, load: () => Promise<void>): Promise<void> => {
    if (done()) return Promise.resolve();
    let loading = pending.get(key);
    if (!loading) {
      loading = load().finally(() => pending.delete(key));
      pending.set(key, loading);
    }
    return loading;
  };
  return async (textLocale, part = 'all') => {
    const { start, pages } = loaders[textLocale];
    await Promise.all([
      once(
        `${textLocale}:start`,
        () => registry.get(textLocale) !== undefined,
        () => start().then(({ texts }) => registry.register(textLocale, texts)),
      ),
      part === 'all'
        ? once(
            `${textLocale}:pages`,
            () => registry.hasPages(textLocale),
            () => pages().then((module) => registry.registerPages(textLocale, module.pages)),
          )
        : undefined,
    ]);
    return registry.require(textLocale);
  };
}

/**
 * Loads and registers a text language (`part` 'start': only what every page needs, the login page's
 * case; default all of it); resolves at once when it is already loaded, and shares the download
 * when two callers ask at the same time. A failed download is not remembered, so the next
 * navigation tries again.
 * @example
 * await loadTexts('de-CH');
 * createTranslator('de-CH').t('common:close') // 'Schliessen'
 */
export const loadTexts: (textLocale: TextLocale, part?: TextPart) => Promise<LanguageTexts> =
  createTextLoader(TEXT_LOADERS, TEXT_REGISTRY);
