import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../locale';
import { loginPath, registerPath } from '../routes';
import { buildHeader, buildHeaderBar, headerHasMenus } from '.';
import { anyHeaderInput, customer, input } from './test-support';

describe('the header bar: the header without its menus (docs/decisions/161)', () => {
  it('the login, registration and open-banking headers are complete in the bar, in every locale', () => {
    for (const locale of SUPPORTED_LOCALES) {
      for (const path of [loginPath(locale), registerPath(locale)]) {
        const header = input(path, { authenticated: true, customer });
        expect(headerHasMenus(header)).toBe(false);
        expect(buildHeaderBar(header)).toEqual(buildHeader(header));
      }
    }
    expect(headerHasMenus(input('/de-de/open-banking/login/'))).toBe(false);
  });

  it('a header with menus has its logos and actions in the bar, its navigation and account not yet', () => {
    const dashboard = input('/de-de/dashboard/', { authenticated: true, customer });
    expect(headerHasMenus(dashboard)).toBe(true);
    const bar = buildHeaderBar(dashboard);
    expect(bar).toMatchObject({ navigation: [], balanceStrip: { kind: 'hidden' } });
    expect(bar.account).toBeUndefined();
    expect(bar.logos[0]!.href).toBe('/de-de/dashboard/');
    expect(headerHasMenus(input('/de-de/'))).toBe(true);
    const publicBar = buildHeaderBar(input('/de-de/'));
    expect(publicBar).toMatchObject({ showDesktopNavigation: true });
    expect(publicBar.actions.map((a) => a.type)).toEqual(['login', 'registration']);
    expect(headerHasMenus(input('/en/corporate/'))).toBe(true);
    expect(buildHeaderBar(input('/en/corporate/'))).toMatchObject({ mode: 'corporate' });
    expect(headerHasMenus(input('/en/select-country/'))).toBe(false);
    expect(headerHasMenus(input('/de-de/', { hideMainNavigation: true }))).toBe(false);
    expect(headerHasMenus(input('/xx-yy/'))).toBe(false);
  });

  it('property: buildHeader is the bar where it has no menus, and completes it where it has', () => {
    fc.assert(
      fc.property(anyHeaderInput, (header) => {
        const bar = buildHeaderBar(header);
        const full = buildHeader(header);
        if (!headerHasMenus(header)) {
          expect(full).toEqual(bar);
          expect(bar.navigation).toEqual([]);
          expect(bar.account).toBeUndefined();
          return;
        }
        expect(full.navigation.length > 0 || full.account !== undefined).toBe(true);
        const { mode, type, locale, logos, navigationLabel } = full;
        expect(bar).toMatchObject({ mode, type, locale, logos, navigationLabel, isEmpty: false });
        // The retail bar already has the actions and the navigation row the header will have, so
        // nothing moves when the menus come; the sites' come with the menus.
        if (mode === 'corporate' || mode === 'bankingAsAService') return;
        expect(bar.actions).toEqual(full.actions);
        expect(bar.mobileActionBar).toBe(full.mobileActionBar);
        expect(bar.showDesktopNavigation).toBe(full.showDesktopNavigation);
      }),
    );
  });
});
