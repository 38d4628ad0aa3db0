import { describe, expect, it } from 'vitest';
import { buildHeaderBar } from '../../core/header';
import {
  AUTH_LOCALES,
  localeBasePath,
  loginPath,
  matchRoute,
  openBankingLoginPath,
  registerPath,
} from '../../core/routes';
import { headerConfig, navigationFlags } from '../shell/test-support/header';
import { textPartOf } from './routes';

/** Paths a visitor opens before signing in, and a few with menus. */
const paths = AUTH_LOCALES.flatMap((locale) => [
  loginPath(locale),
  openBankingLoginPath(locale),
  registerPath(locale),
  `${localeBasePath(locale)}/forgot-password/`,
  `${localeBasePath(locale)}/`,
  `${localeBasePath(locale)}/dashboard/`,
]);

describe('which part of its language a page loads (core/i18n TextPart, docs/decisions/161)', () => {
  it('a page loads only the start part exactly when its header has no menus, signed in or not', () => {
    for (const path of paths) {
      const menus = [false, true].some(
        (authenticated) =>
          buildHeaderBar({
            pathname: path,
            authenticated,
            flags: navigationFlags,
            config: headerConfig,
            designVersion: 'v2',
          }).menus === 'pending',
      );
      // The menus' titles come with the page namespaces: a page with menus must load them.
      expect(textPartOf(matchRoute(path)), path).toBe(menus ? 'all' : 'start');
    }
  });

  it('the login, open-banking and registration pages read the start part; forgot password all of it', () => {
    expect(textPartOf(matchRoute('/de-de/login/'))).toBe('start');
    expect(textPartOf(matchRoute('/de-de/open-banking/login/'))).toBe('start');
    expect(textPartOf(matchRoute(registerPath('de-DE')))).toBe('start');
    expect(textPartOf(matchRoute('/de-de/forgot-password/'))).toBe('all');
  });
});
