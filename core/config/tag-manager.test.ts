import { describe, expect, it } from 'vitest';
import { countryOf, SUPPORTED_LOCALES } from '../locale';
import {
  DEFAULT_TAG_MANAGER_CONTAINERS,
  TAG_MANAGER_CONTAINER_ID,
  tagManagerContainerFor,
  tagManagerRegionOf,
} from '.';

describe('tag-manager container by region (§7)', () => {
  it('§7 Germany and Austria share one container, the US has its own, every other market the third', () => {
    expect(tagManagerRegionOf('DE')).toBe('germanyAustria');
    expect(tagManagerRegionOf('AT')).toBe('germanyAustria');
    expect(tagManagerRegionOf('US')).toBe('unitedStates');
    for (const country of ['CH', 'GB', 'IE', 'FR', 'ES', 'NL', 'PL', 'FI', 'IT', 'EU'] as const)
      expect(tagManagerRegionOf(country)).toBe('other');
  });

  it('§7 picks the configured container for every supported locale', () => {
    const containers = { germanyAustria: 'GTM-AAAA', unitedStates: 'GTM-BBBB', other: 'GTM-CCCC' };
    expect(tagManagerContainerFor('de-AT', containers)).toBe('GTM-AAAA');
    expect(tagManagerContainerFor('en-US', containers)).toBe('GTM-BBBB');
    expect(tagManagerContainerFor('de-CH', containers)).toBe('GTM-CCCC');
    for (const locale of SUPPORTED_LOCALES)
      expect(tagManagerContainerFor(locale, containers)).toBe(
        containers[tagManagerRegionOf(countryOf(locale))],
      );
  });

  it('placeholder container ids are well-formed and distinct', () => {
    const ids = Object.values(DEFAULT_TAG_MANAGER_CONTAINERS);
    for (const id of ids) expect(id).toMatch(TAG_MANAGER_CONTAINER_ID);
    expect(new Set(ids).size).toBe(3);
  });
});
