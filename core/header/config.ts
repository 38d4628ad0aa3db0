/**
 * Header configuration: the brand name for the logo's text alternative, the logo per design version
 * (§1: v1 and v2 change the logo), the US app host (§2.1) and the navigation configuration.
 * config-schema.ts validates it with zod; the common inputs (portal-cli's defaults and the local
 * preset's navigation) are read here without it (`readPlainHeaderConfig`, decision 152).
 */
import { isPlainObject } from '../config';
import { DEFAULT_NAVIGATION_CONFIG, type NavigationConfig, readPlainNavigationConfig } from '../navigation';

export type DesignVersion = 'v1' | 'v2';

export interface HeaderConfig {
  readonly brandName: string;
  readonly logoUrls: Readonly<Record<DesignVersion, string>>;
  /** §2.1 the US market's external app host for login and registration. */
  readonly usAppHost: string;
  readonly navigation: NavigationConfig;
}

/** The logos when the configuration names none. */
export const DEFAULT_LOGO_URLS: HeaderConfig['logoUrls'] = {
  v1: '/assets/logo-v1.svg',
  v2: '/assets/logo-v2.svg',
};

/** An http(s) URL given without surrounding spaces (the schema trims; such values are left to it). */
function isPlainHttpUrl(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value === value.trim() &&
    URL.canParse(value) &&
    ['https:', 'http:'].includes(new URL(value).protocol)
  );
}

/**
 * The common header inputs read without zod (decision 152): a brand name, the US app host and a
 * navigation configuration that `readPlainNavigationConfig` reads, each as the schema would keep it.
 * Undefined for anything else (logo URLs, an unknown key, a value to trim or refuse), which the
 * schema then reads or rejects; config.test.ts checks on generated input that a result here is
 * what the schema gives.
 * @example readPlainHeaderConfig({ brandName: 'Portal', usAppHost: 'https://app.example' })?.logoUrls.v2
 *   // '/assets/logo-v2.svg'
 */
export function readPlainHeaderConfig(input: unknown): HeaderConfig | undefined {
  const source = input ?? {};
  if (!isPlainObject(source)) return undefined;
  const { brandName, usAppHost, navigation, ...rest } = source;
  if (Object.keys(rest).length > 0) return undefined;
  if (typeof brandName !== 'string' || brandName === '' || brandName !== brandName.trim()) return undefined;
  if (!isPlainHttpUrl(usAppHost)) return undefined;
  const readNavigation =
    navigation === undefined ? DEFAULT_NAVIGATION_CONFIG : readPlainNavigationConfig(navigation);
  if (!readNavigation) return undefined;
  return { brandName, usAppHost, logoUrls: DEFAULT_LOGO_URLS, navigation: readNavigation };
}
