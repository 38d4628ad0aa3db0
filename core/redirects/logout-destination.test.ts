import { describe, expect, it } from 'vitest';
import { LOGOUT_REASONS } from '../logout';
import { DEFAULT_PENSION_LOGOUT_PATHS, loginPath } from '../routes';
import type { LogoutDestinationInput } from '.';
import { definePensionLogout, logoutDestination, RedirectError } from '.';

const pension = definePensionLogout(['/pension/logout/', '/de-de/altersvorsorge/abmelden']);
const base: LogoutDestinationInput = {
  flags: { userManagementPensionLogout: false },
  documentLanguage: 'de-DE',
  hostname: 'portal.example',
};

describe('logout destination: login page for the document language (§2.1, §4 Logout sequence)', () => {
  it('goes to the login page of the document locale, without a referer, replacing history', () => {
    expect(logoutDestination(base)).toEqual({
      url: `${loginPath('de-DE')}?logout=user`,
      via: 'login',
      referrerPolicy: 'no-referrer',
      replace: true,
    });
    expect(logoutDestination({ ...base, documentLanguage: 'de-AT' }).url).toBe('/de-at/login/?logout=user');
    expect(logoutDestination({ ...base, documentLanguage: 'en-GB' }).url).toBe('/en-gb/login/?logout=user');
  });

  it('§4 the login page is told why: the customer logged out, the session timed out, or it ended otherwise', () => {
    const landing = (reason: string) => logoutDestination({ ...base, reason }).url;
    expect(landing('user')).toBe('/de-de/login/?logout=user');
    expect(landing('expired')).toBe('/de-de/login/?logout=inactivity');
    for (const reason of LOGOUT_REASONS.filter((reason) => reason !== 'user' && reason !== 'expired'))
      expect(landing(reason), reason).toBe('/de-de/login/?logout=ended');
  });

  it('maps a bare document language to its main market', () => {
    expect(logoutDestination({ ...base, documentLanguage: 'fr' }).url).toBe('/fr-fr/login/?logout=user');
    expect(logoutDestination({ ...base, documentLanguage: 'en' }).url).toBe('/en/login/?logout=user');
  });

  it('uses the host suffix when the document language is missing or unknown: .de/.at de, .co.uk/.ie en, .es, .fr, .nl', () => {
    const byHost = (hostname: string, documentLanguage?: string) =>
      logoutDestination({ ...base, hostname, documentLanguage }).url;
    expect(byHost('www.bank.de')).toBe('/de-de/login/?logout=user');
    expect(byHost('www.bank.at')).toBe('/de-de/login/?logout=user');
    expect(byHost('www.bank.co.uk')).toBe('/en/login/?logout=user');
    expect(byHost('www.bank.ie', '')).toBe('/en/login/?logout=user');
    expect(byHost('www.bank.es', 'pt-BR')).toBe('/es-es/login/?logout=user');
    expect(byHost('www.bank.fr', 'xx')).toBe('/fr-fr/login/?logout=user');
    expect(byHost('WWW.BANK.NL')).toBe('/nl-nl/login/?logout=user');
  });

  it('the document language wins over the host: the customer chose it', () => {
    expect(logoutDestination({ ...base, hostname: 'www.bank.de', documentLanguage: 'en' }).url).toBe(
      '/en/login/?logout=user',
    );
  });

  it('falls back to the default locale (§9 de-de) when neither language nor host is known', () => {
    expect(logoutDestination({ ...base, documentLanguage: undefined, hostname: 'portal.example' }).url).toBe(
      '/de-de/login/?logout=user',
    );
    expect(logoutDestination({ ...base, documentLanguage: 'english', hostname: 'localhost' }).url).toBe(
      '/de-de/login/?logout=user',
    );
  });

  it('sends US customers to the external app host when it is known (§2.1 US market)', () => {
    const us = { ...base, documentLanguage: 'en-US' };
    expect(logoutDestination({ ...us, usAppHost: 'https://app.us.example' }).url).toBe(
      'https://app.us.example/en-us/auth/login/',
    );
    expect(logoutDestination(us).url).toBe('/en/login/?logout=user');
  });
});

describe('pension ETF logout flow (§2.1 two return paths, §6 userManagementPensionLogout)', () => {
  const on = { ...base, flags: { userManagementPensionLogout: true }, pensionLogout: pension };

  it('returns to the configured pension path the product asked for when the flag is on', () => {
    expect(logoutDestination({ ...on, requestedReturnPath: '/pension/logout' })).toEqual({
      url: '/pension/logout/',
      via: 'pensionLogout',
      referrerPolicy: 'no-referrer',
      replace: true,
    });
    expect(logoutDestination({ ...on, requestedReturnPath: '/de-de/altersvorsorge/abmelden/' }).url).toBe(
      '/de-de/altersvorsorge/abmelden',
    );
  });

  it('never goes to an unknown requested path: it is an allow-list, not a redirect parameter', () => {
    for (const requestedReturnPath of [
      '/pension/logout/../../evil',
      '//evil.example',
      '/pension',
      undefined,
      null,
    ])
      expect(logoutDestination({ ...on, requestedReturnPath }).via, String(requestedReturnPath)).toBe(
        'login',
      );
  });

  it('goes to the login page when the flag is off or nothing is configured', () => {
    const asked = { requestedReturnPath: '/pension/logout/' };
    expect(logoutDestination({ ...on, ...asked, flags: { userManagementPensionLogout: false } }).via).toBe(
      'login',
    );
    expect(logoutDestination({ ...on, ...asked, pensionLogout: undefined }).via).toBe('login');
  });

  it('refuses configured paths that are not plain same-origin paths, at start-up', () => {
    for (const bad of ['https://evil.example/', '//evil.example', 'pension', '/pension?x=1', '/a\\b']) {
      try {
        definePensionLogout([bad, '/pension/logout/']);
        expect.unreachable(bad);
      } catch (error) {
        expect(error).toBeInstanceOf(RedirectError);
        expect((error as RedirectError).code).toBe('REDIRECT_INVALID_CONFIG');
      }
    }
  });

  it('decision 100: a logout from the portal’s pension page asks for the first path, a session that ended for the second', () => {
    const paths = definePensionLogout([...DEFAULT_PENSION_LOGOUT_PATHS]);
    const fromPension = {
      ...base,
      flags: { userManagementPensionLogout: true },
      pensionLogout: paths,
      currentUrl: 'https://portal.example/de-de/pension/',
    };
    expect(logoutDestination({ ...fromPension, reason: 'user' })).toMatchObject({
      url: '/de-de/pension/logout/',
      via: 'pensionLogout',
    });
    for (const reason of [
      'expired',
      'refresh-token-expired',
      'refresh-failed',
      'forbidden',
      'remote',
    ] as const)
      expect(logoutDestination({ ...fromPension, reason }).url, reason).toBe('/de-de/pension/session-ended/');
    // Not a pension page, or the flag off: the login page as before.
    expect(
      logoutDestination({
        ...fromPension,
        currentUrl: 'https://portal.example/de-de/dashboard/',
        reason: 'user',
      }).via,
    ).toBe('login');
    expect(
      logoutDestination({ ...fromPension, flags: { userManagementPensionLogout: false }, reason: 'expired' })
        .via,
    ).toBe('login');
  });
});
