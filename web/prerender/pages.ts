/**
 * Which pages are prerendered (issue 12): every public page a visitor can open before signing in,
 * in every locale that has them, with the source module that draws it (its chunk's CSS and code
 * go into the page's HTML, so the first paint is styled and hydration waits for no extra round
 * trip). Signed-in pages are drawn in the browser (decision 121).
 */
import { textLocaleOf } from '../../core/locale';
import {
  AUTH_LOCALES,
  localeBasePath,
  loginPath,
  openBankingLoginPath,
  registerPath,
} from '../../core/routes';

export interface PageToPrerender {
  readonly path: string;
  /** The page's module and its language's texts, as Vite's manifest names them (relative to web/). */
  readonly modules: readonly string[];
}

const LOGIN = 'pages/login/LoginPage.tsx';

/** @example pagesToPrerender()[0] // { path: '/de-de/login/', modules: ['pages/login/LoginPage.tsx', '../core/i18n/texts/de.ts'] } */
export function pagesToPrerender(): PageToPrerender[] {
  const pages: PageToPrerender[] = [];
  for (const locale of AUTH_LOCALES) {
    const texts = `../core/i18n/texts/${textLocaleOf(locale)}.ts`;
    // The forgot-password page loads its whole language (its header has menus, decision 161).
    const pageTexts = `../core/i18n/texts/${textLocaleOf(locale)}-pages.ts`;
    const page = (path: string, ...modules: string[]) => pages.push({ path, modules: [...modules, texts] });
    page(loginPath(locale), LOGIN);
    page(openBankingLoginPath(locale), LOGIN);
    page(`${localeBasePath(locale)}/forgot-password/`, 'pages/login/ForgotPasswordPage.tsx', pageTexts);
    page(registerPath(locale), 'pages/register/RegisterPage.tsx');
  }
  return pages;
}
