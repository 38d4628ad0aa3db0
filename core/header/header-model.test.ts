import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEGACY_DASHBOARD_PATH, loginPath, registerPath } from '../routes';
import { buildHeader, EMPTY_HEADER } from '.';
import { anyHeaderInput, config, customer, flags, input } from './test-support';

describe('header model (§2.5)', () => {
  it('country selector page: logo only', () => {
    const header = buildHeader(input('/en/select-country/', { authenticated: true, customer }));
    expect(header.logos).toHaveLength(1);
    expect(header.navigation).toEqual([]);
    expect(header.actions).toEqual([]);
    expect(header.account).toBeUndefined();
    expect(header.balanceStrip).toEqual({ kind: 'hidden' });
  });

  it('§2.1 an unsupported locale in the public header yields an empty header', () => {
    expect(buildHeader(input('/pt-br/products/'))).toEqual(EMPTY_HEADER);
    expect(buildHeader(input('/'))).toEqual(EMPTY_HEADER);
    expect(buildHeader(input('/de-de/products/')).isEmpty).toBe(false);
  });

  it('public header: logo to the locale home, main navigation, login and registration', () => {
    const header = buildHeader(input('/es-es/products/'));
    expect(header).toMatchObject({
      mode: 'public',
      type: 'public',
      locale: 'es-ES',
      showDesktopNavigation: true,
    });
    expect(header.logos[0]).toMatchObject({
      href: '/es-es/',
      url: '/assets/logo-v2.svg',
      alt: 'Savings – inicio',
    });
    expect(header.navigation.map((i) => i.id)).toContain('offers');
    expect(header.actions.map((a) => [a.type, a.href])).toEqual([
      ['login', loginPath('es-ES')],
      ['registration', registerPath('es-ES')],
    ]);
    expect(header.mobileActionBar).toBe('bottom');
  });

  it('§1 design versions change the logo', () => {
    expect(buildHeader(input('/de-de/', { designVersion: 'v1' })).logos[0]!.url).toBe(config.logoUrls.v1);
  });

  it('§2.1 US login and registration go to the external app host', () => {
    const header = buildHeader(input('/en-us/'));
    expect(header.actions.map((a) => a.href)).toEqual([
      'https://app.example.com/en-us/auth/login/',
      'https://app.example.com/en-us/auth/register/',
    ]);
    expect(header.actions.every((a) => a.external)).toBe(true);
  });

  it('a hidden main navigation gives logo and login only', () => {
    const header = buildHeader(input('/fr-fr/', { hideMainNavigation: true }));
    expect(header.navigation).toEqual([]);
    expect(header.actions.map((a) => a.type)).toEqual(['login']);
    expect(header.showDesktopNavigation).toBe(false);
  });

  it('distributor-partner customers get the partner logo, no main navigation and only the login action', () => {
    const partner = { url: 'https://cdn.example.com/partner.svg', alt: 'Partner Bank' };
    const header = buildHeader(input('/de-de/', { partner }));
    expect(header.logos.map((l) => l.id)).toEqual(['logo', 'partnerLogo']);
    expect(header.logos[1]).toMatchObject({ url: partner.url, alt: 'Partner Bank' });
    expect(header.navigation).toEqual([]);
    expect(header.actions.map((a) => a.type)).toEqual(['login']);
    const signedIn = buildHeader(input('/de-de/', { partner, authenticated: true, customer }));
    expect(signedIn.navigation).toEqual([]);
    expect(signedIn.actions).toEqual([]);
    expect(signedIn.account).toBeDefined();
  });

  it('login and registration pages: integrated header, the other action below the header', () => {
    const login = buildHeader(input(loginPath('de-DE')));
    expect(login).toMatchObject({ mode: 'login', type: 'integrated', showDesktopNavigation: false });
    expect(login.actions.map((a) => a.type)).toEqual(['registration']);
    expect(login.mobileActionBar).toBe('belowHeader');
    const register = buildHeader(input(registerPath('de-DE')));
    expect(register.actions.map((a) => a.type)).toEqual(['login']);
    expect(buildHeader(input('/de-de/open-banking/login/')).actions).toEqual([]);
  });

  it('integrated header hides the desktop navigation and the balance box', () => {
    const header = buildHeader(input('/de-de/cdvc/', { authenticated: true, customer, integrated: true }));
    expect(header.type).toBe('integrated');
    expect(header.navigation.length).toBeGreaterThan(0);
    expect(header.showDesktopNavigation).toBe(false);
    expect(header.balanceStrip).toEqual({ kind: 'hidden' });
  });

  it('authenticated: private header with My savings, the account menu, balances and no actions', () => {
    const header = buildHeader(input('/de-de/dashboard/', { authenticated: true, customer }));
    expect(header).toMatchObject({ mode: 'authenticated', type: 'private' });
    expect(header.navigation[0]!.id).toBe('mySavings');
    expect(header.logos[0]!.href).toBe('/de-de/dashboard/');
    expect(header.actions).toEqual([]);
    expect(header.account).toMatchObject({ title: 'Max Mustermann', enableBadge: true });
    expect(header.balanceStrip.kind).toBe('balances');
    expect(header.skeleton).toBeUndefined();
  });

  it('§2.3 the logo of a signed-in customer follows the dashboard flag', () => {
    const legacy = { ...flags, b2cUseNewDashboard: false };
    expect(
      buildHeader(input('/de-de/', { authenticated: true, customer, flags: legacy })).logos[0]!.href,
    ).toBe(LEGACY_DASHBOARD_PATH);
  });

  it('§4 while header data is missing: a 4-column skeleton and the reduced account menu with logout', () => {
    const header = buildHeader(input('/de-de/dashboard/', { authenticated: true }));
    expect(header.skeleton).toEqual({ columns: 4 });
    expect(header.balanceStrip).toEqual({ kind: 'skeleton', columns: 4 });
    expect(header.account!.subMenus!.main.map((e) => e.id)).toEqual([
      'account.messages',
      'account.documents',
      'account.userAccount',
    ]);
    expect(header.account!.subMenus!.bottom[0]!.id).toBe('account.logout');
  });

  it('§6 property: only login and registration action types ever appear', () => {
    fc.assert(
      fc.property(anyHeaderInput, (headerInput) => {
        const header = buildHeader(headerInput);
        for (const action of header.actions) expect(['login', 'registration']).toContain(action.type);
        if (header.type === 'integrated') expect(header.showDesktopNavigation).toBe(false);
        if (header.type !== 'private') expect(header.balanceStrip.kind).toBe('hidden');
      }),
    );
  });

  it('§2.4 corporate pages: corporate links and the My Account button', () => {
    const header = buildHeader(input('/en/corporate/'));
    expect(header.mode).toBe('corporate');
    expect(header.logos[0]!.href).toBe('/en/corporate/');
    expect(header.actions).toEqual([expect.objectContaining({ type: 'login', href: '/en/login/' })]);
    expect(buildHeader(input('/cash-solutions/')).navigation).toHaveLength(5);
  });
});
