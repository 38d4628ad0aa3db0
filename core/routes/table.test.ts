import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../locale';
import { matchRoute } from './match';
import { localeBasePath } from './paths';
import { findRoute, LOCALE_ROUTES, matchPattern, routePath } from './table';

describe('one route table: matching and path building read the same definitions', () => {
  it('captures a parameter and any rest, and treats a malformed escape as no match', () => {
    expect(matchPattern('dashboard/investments/:param', ['dashboard', 'investments', 'ab%20c'])).toEqual({
      param: 'ab c',
    });
    expect(matchPattern('products/*', ['products', 'savings', 'term'])).toEqual({ rest: 'savings/term' });
    expect(matchPattern('products/*', ['products'])).toEqual({ rest: '' });
    expect(matchPattern('dashboard/investments/:param', ['dashboard', 'investments', '%E0%A4%A'])).toBeNull();
    expect(matchPattern('dashboard', ['dashboard', 'more'])).toBeNull();
    expect(matchPattern('', [])).toEqual({});
  });

  it('every path it builds matches back to its own name, in every locale', () => {
    const buildable = LOCALE_ROUTES.filter(
      (route) => !route.pattern.includes('*') && route.name !== 'private',
    );
    for (const locale of SUPPORTED_LOCALES) {
      for (const route of buildable) {
        if (route.locales && !route.locales.includes(locale)) continue;
        const param = route.pattern.includes(':param') ? (route.params?.[0] ?? '42') : undefined;
        const path = routePath(localeBasePath(locale), route.name, param);
        expect(matchRoute(path), path).toMatchObject({
          name: route.name,
          ...(param === undefined ? {} : { param }),
        });
      }
    }
  });

  it('keeps pages to their locales and parameters to their values', () => {
    expect(findRoute('en', ['select-country'])?.definition.name).toBe('countrySelector');
    expect(findRoute('de-DE', ['select-country'])).toBeNull();
    expect(findRoute('de-DE', ['pension', 'logout'])?.definition.name).toBe('pensionLoggedOut');
    expect(findRoute('de-DE', ['pension', 'anything'])).toBeNull();
  });

  it('refuses to build a path it cannot (a wildcard route)', () => {
    expect(() => routePath('/de-de', 'offers')).toThrow('No route "offers"');
  });
});
