/**
 * The pages the build prerenders (web/pages.ts `prerender`): the source modules whose chunks' CSS
 * and code go into each page's HTML, so the first paint is styled and hydration waits for no extra
 * round trip (the page's code; a signed-in page's includes its world, which it imports), and the
 * text files it reads, preloaded with it.
 */
import { SUPPORTED_LOCALES } from '../../core/locale';
import { matchRoute, requiresAuth } from '../../core/routes';
import { moduleOf, type PageName, prerenderedPages, textFilesFor } from '../pages';

export interface PageToPrerender {
  readonly path: string;
  readonly page: PageName;
  /** The page's module, as Vite's manifest names it (relative to web/). */
  readonly modules: readonly string[];
  /** The text files the page reads, as the site serves them (`/texts/de/login.json`): preloaded. */
  readonly texts: readonly string[];
}

/** @example pagesToPrerender()[0] // { path: '/de-de/login/', page: 'login', modules: ['pages/login/LoginPage.tsx'], texts: ['/texts/de/common.json', …] } */
export function pagesToPrerender(): PageToPrerender[] {
  return prerenderedPages(SUPPORTED_LOCALES).map(({ path, page }) => {
    const match = matchRoute(path);
    if (!match.locale) throw new Error(`web/pages.ts prerenders ${path}, which has no locale`);
    return {
      path,
      page,
      modules: [moduleOf(page)],
      texts: textFilesFor(page, match.locale, requiresAuth(match)),
    };
  });
}
