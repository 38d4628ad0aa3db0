/**
 * §7: the tag-manager container is chosen by region: Germany/Austria, the US, and every other
 * market. Container ids are configuration; the defaults are placeholders in the shape of real
 * Google Tag Manager ids, overridable through `parseEnvironmentConfig`.
 */
import type { Country, Locale } from '../locale';
import { countryOf } from '../locale';

export const TAG_MANAGER_REGIONS = ['germanyAustria', 'unitedStates', 'other'] as const;
export type TagManagerRegion = (typeof TAG_MANAGER_REGIONS)[number];
export type TagManagerContainers = Record<TagManagerRegion, string>;

/** Google Tag Manager container ids look like `GTM-AB12CD3`. */
export const TAG_MANAGER_CONTAINER_ID = /^GTM-[A-Z0-9]{4,10}$/;

/** PLACEHOLDERS, overridable: no real container is loaded unless configuration names one. */
export const DEFAULT_TAG_MANAGER_CONTAINERS: Readonly<TagManagerContainers> = Object.freeze({
  germanyAustria: 'GTM-DEAT000',
  unitedStates: 'GTM-US00000',
  other: 'GTM-OTHER00',
});

/**
 * §7: which container a market uses. Switzerland is not Germany/Austria: the spec names only those
 * two, so Swiss German pages use the "other" container.
 * @example tagManagerRegionOf('AT') // 'germanyAustria'
 * @example tagManagerRegionOf('CH') // 'other'
 */
export function tagManagerRegionOf(country: Country): TagManagerRegion {
  if (country === 'DE' || country === 'AT') return 'germanyAustria';
  if (country === 'US') return 'unitedStates';
  return 'other';
}

/**
 * The container id for a page in `locale`.
 * @example tagManagerContainerFor('en-US', DEFAULT_TAG_MANAGER_CONTAINERS) // 'GTM-US00000'
 */
export function tagManagerContainerFor(locale: Locale, containers: Readonly<TagManagerContainers>): string {
  return containers[tagManagerRegionOf(countryOf(locale))];
}
