import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildHeaderBar, headerHasMenus } from '../core/header';
import { SUPPORTED_LOCALES } from '../core/locale';
import {
  AUTH_LOCALES,
  dashboardPath,
  localeBasePath,
  loginPath,
  matchRoute,
  openBankingLoginPath,
  registerPath,
  requiresAuth,
} from '../core/routes';
import {
  MENU_TEXTS,
  PAGES,
  PART_LOADS,
  PARTS,
  type PageName,
  pageOf,
  prerenderedPages,
  SIGNED_IN_TEXTS,
} from './pages';
import { loadPage } from './routing/page-code';
import { headerConfig, navigationFlags } from './test/header';

const PATHS = AUTH_LOCALES.flatMap((locale) => [
  loginPath(locale),
  openBankingLoginPath(locale),
  registerPath(locale),
  `${localeBasePath(locale)}/forgot-password/`,
  `${localeBasePath(locale)}/dashboard/`,
  `${localeBasePath(locale)}/dashboard/savings/term/`,
  `${localeBasePath(locale)}/documents/`,
]);

describe('the page declaration (web/pages.ts, docs/loading.md)', () => {
  it('names a module and an export that exist for every page', async () => {
    for (const page of Object.keys(PAGES) as PageName[])
      await expect(loadPage(page), page).resolves.toBeTypeOf('function');
  });

  it('a page reads the menus’ texts exactly when its header has menus (a signed-in shell adds its own)', () => {
    for (const path of PATHS) {
      const page = pageOf(matchRoute(path));
      if (!page) throw new Error(`${path} shows no page`);
      const texts: readonly string[] = PAGES[page].texts;
      const menus = headerHasMenus({
        pathname: path,
        authenticated: requiresAuth(matchRoute(path)),
        flags: navigationFlags,
        config: headerConfig,
        designVersion: 'v2',
      });
      expect(
        MENU_TEXTS.every((namespace) => texts.includes(namespace)),
        path,
      ).toBe(menus);
    }
  });

  it('a page whose route needs a session reads what the signed-in shell reads', () => {
    for (const path of PATHS.filter((candidate) => requiresAuth(matchRoute(candidate)))) {
      const texts: readonly string[] = PAGES[pageOf(matchRoute(path))!].texts;
      expect(
        SIGNED_IN_TEXTS.every((namespace) => texts.includes(namespace)),
        path,
      ).toBe(true);
    }
  });

  it('the login, open-banking and registration pages read no menus’ texts: their header has none', () => {
    for (const path of [loginPath('de-DE'), openBankingLoginPath('de-DE'), registerPath('de-DE')]) {
      const texts: readonly string[] = PAGES[pageOf(matchRoute(path))!].texts;
      expect(
        texts.filter((namespace) => !['login', 'errors', 'captcha'].includes(namespace)),
        path,
      ).toEqual([]);
      const header = { pathname: path, authenticated: false, flags: navigationFlags, config: headerConfig };
      expect(buildHeaderBar({ ...header, designVersion: 'v2' }).navigation).toEqual([]);
    }
  });

  it('prerenders the public pages of every login locale and every dashboard, each its own page', () => {
    const pages = prerenderedPages(SUPPORTED_LOCALES);
    expect(pages.filter((page) => page.page === 'dashboard')).toHaveLength(
      SUPPORTED_LOCALES.filter((locale) => matchRoute(dashboardPath(locale)).name === 'dashboard').length,
    );
    expect(pages.filter((page) => page.page === 'login')).toHaveLength(AUTH_LOCALES.length * 2);
    for (const { path, page } of pages) expect(pageOf(matchRoute(path)), path).toBe(page);
  });

  it('docs/loading.md names every part and what starts it', () => {
    const doc = readFileSync(join(import.meta.dirname, '..', 'docs', 'loading.md'), 'utf8');
    for (const part of Object.keys(PARTS) as (keyof typeof PARTS)[])
      expect(doc, part).toMatch(new RegExp(`\\| \`${part}\` \\|[^\\n]*\\| ${PART_LOADS[part]}:`));
  });
});
