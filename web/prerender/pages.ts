import {
  AUTH_LOCALES,
  localeBasePath,
  loginPath,
  openBankingLoginPath,
  registerPath,
} from '../../core/routes';

/** @example pagesToPrerender() // ['/de-de/login/', '/de-de/open-banking/login/', …] */
export function pagesToPrerender(): string[] {
  const pages: string[] = [];
  for (const locale of AUTH_LOCALES) {
    pages.push(
      loginPath(locale),
      openBankingLoginPath(locale),
      `${localeBasePath(locale)}/forgot-password/`,
      registerPath(locale),
    );
  }
  return pages;
}
