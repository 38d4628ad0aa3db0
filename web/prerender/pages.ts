/**
 * The pages the build prerenders (web/pages.ts `prerender`), with the source modules whose chunks'
 * CSS and code go into each page's HTML, so the first paint is styled and hydration waits for no
 * extra round trip: the page's code (for a signed-in page that includes its world, which it
 * imports) and its texts.
 */
import { SUPPORTED_LOCALES } from '../../core/locale';
import { matchRoute } from '../../core/routes';
import { moduleOf, type PageName, prerenderedPages, textModulesOf } from '../pages';

export interface PageToPrerender {
  readonly path: string;
  readonly page: PageName;
  /** The page's module and its language's texts, as Vite's manifest names them (relative to web/). */
  readonly modules: readonly string[];
}

/** @example pagesToPrerender()[0] // { path: '/de-de/login/', page: 'login', modules: ['pages/login/LoginPage.tsx', '../core/i18n/texts/de.ts'] } */
export function pagesToPrerender(): PageToPrerender[] {
  return prerenderedPages(SUPPORTED_LOCALES).map(({ path, page }) => {
    const locale = matchRoute(path).locale;
    if (!locale) throw new Error(`web/pages.ts prerenders ${path}, which has no locale`);
    return { path, page, modules: [moduleOf(page), ...textModulesOf(page, locale)] };
  });
}
