/**
 * Header configuration: the brand name for the logo's text alternative, the logo per design version
 * (§1: v1 and v2 change the logo), the US app host (§2.1) and the navigation configuration.
 */
import * as z from 'zod/mini';
import { configErrorFrom } from '../config';
import { englishMessages } from '../config/schemas';
import {
  DEFAULT_NAVIGATION_CONFIG,
  type NavigationConfig,
  parseNavigationConfig,
  rootRelativeOrHttpsUrl,
} from '../navigation';

export type DesignVersion = 'v1' | 'v2';

export interface HeaderConfig {
  readonly brandName: string;
  readonly logoUrls: Readonly<Record<DesignVersion, string>>;
  /** §2.1 the US market's external app host for login and registration. */
  readonly usAppHost: string;
  readonly navigation: NavigationConfig;
}

const appHost = z.string().check(
  z.trim(),
  z.refine(
    (value) => URL.canParse(value) && ['https:', 'http:'].includes(new URL(value).protocol),
    'must be an http(s) URL',
  ),
);

const headerConfigSchema = z.strictObject({
  brandName: z.string().check(z.trim(), z.minLength(1)),
  logoUrls: z._default(z.strictObject({ v1: rootRelativeOrHttpsUrl, v2: rootRelativeOrHttpsUrl }), {
    v1: '/assets/logo-v1.svg',
    v2: '/assets/logo-v2.svg',
  }),
  usAppHost: appHost,
  navigation: z.optional(z.unknown()),
});

/**
 * Validates header configuration (the navigation part with parseNavigationConfig).
 * @example parseHeaderConfig({ brandName: 'Savings', usAppHost: 'https://app.example.com' }).logoUrls.v2
 *   // '/assets/logo-v2.svg'
 * @throws ConfigError (code CONFIG_INVALID) naming each bad key
 */
export function parseHeaderConfig(input: unknown): HeaderConfig {
  const result = headerConfigSchema.safeParse(input ?? {}, englishMessages());
  if (!result.success) throw configErrorFrom('header configuration', result.error);
  const { navigation, ...rest } = result.data;
  return {
    ...rest,
    navigation: navigation === undefined ? DEFAULT_NAVIGATION_CONFIG : parseNavigationConfig(navigation),
  };
}
