import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildNavigation, findActive, isActiveHref } from '.';
import { anonymous, customerContext } from './test-support';

describe('active menu item (§5)', () => {
  it('current path plus hash equals the href, case-insensitive', () => {
    expect(isActiveHref('/de-de/Products/', { pathname: '/DE-DE/products/', hash: '' })).toBe(true);
    expect(
      isActiveHref('/savingglobal/#/MyInvestments/TermDeposit', {
        pathname: '/savingglobal/',
        hash: '#/myinvestments/termdeposit',
      }),
    ).toBe(true);
    expect(isActiveHref('/de-de/products/', { pathname: '/de-de/products/overnight/', hash: '' })).toBe(
      false,
    );
    expect(isActiveHref('/de-de/products/', { pathname: '/de-de/products/', hash: '#top' })).toBe(false);
    expect(isActiveHref(undefined, { pathname: '/', hash: '' })).toBe(false);
  });

  it('property: any case variation of an href is active on that href', () => {
    fc.assert(
      fc.property(
        fc.webPath({ size: 'small' }).map((p) => `/${p}`),
        fc.array(fc.boolean()),
        (path, upper) => {
          const varied = [...path]
            .map((c, i) => (upper[i % Math.max(upper.length, 1)] ? c.toUpperCase() : c))
            .join('');
          expect(isActiveHref(path, { pathname: varied, hash: '' })).toBe(true);
        },
      ),
    );
  });

  it('finds the active entry inside a dropdown and names its group', () => {
    const nav = buildNavigation(anonymous('de-DE'));
    expect(findActive(nav, { pathname: '/de-de/products/overnight/', hash: '' })).toEqual({
      navId: 'offers',
      itemId: 'offers.overnight',
    });
    expect(findActive(nav, { pathname: '/de-de/nowhere/', hash: '' })).toEqual({});
    const legacy = buildNavigation(customerContext('de-DE'));
    expect(findActive(legacy, { pathname: '/savingglobal/', hash: '#/MyInvestments/Overnight' })).toEqual({
      navId: 'mySavings',
      itemId: 'mySavings.overnight',
    });
  });
});
