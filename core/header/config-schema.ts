/**
 * The header configuration's schema (zod): what `parseHeaderConfig` checks the inputs against that
 * the plain reader (config.ts) declines, naming each bad key. A side entry of core/header, off its
 * index, so that a command that builds a header from the common inputs loads no zod (decision 152).
 */
import * as z from 'zod/mini';
import { configErrorFrom } from '../config';
import { englishMessages } from '../config/schemas';
import { DEFAULT_NAVIGATION_CONFIG } from '../navigation';
import { parseNavigationConfig, rootRelativeOrHttpsUrl } from '../navigation/config-schema';
import { DEFAULT_LOGO_URLS, type HeaderConfig, readPlainHeaderConfig } from './config';

const appHost = z.string().check(
  z.trim(),
  z.refine(
    (value) => URL.canParse(value) && ['https:', 'http:'].includes(new URL(value).protocol),
    'must be an http(s) URL',
  ),
);

const headerConfigSchema = z.strictObject({
  brandName: z.string().check(z.trim(), z.minLength(1)),
  logoUrls: z._default(
    z.strictObject({ v1: rootRelativeOrHttpsUrl, v2: rootRelativeOrHttpsUrl }),
    DEFAULT_LOGO_URLS,
  ),
  usAppHost: appHost,
  navigation: z.optional(z.unknown()),
});

/**
 * The header configuration as the schema reads it, without the plain reader in front: what
 * `readPlainHeaderConfig` must agree with.
 * @throws ConfigError (code CONFIG_INVALID) naming each bad key
 */
export function headerConfigBySchema(input: unknown): HeaderConfig {
  const result = headerConfigSchema.safeParse(input ?? {}, englishMessages());
  if (!result.success) throw configErrorFrom('header configuration', result.error);
  const { navigation, ...rest } = result.data;
  return {
    ...rest,
    navigation: navigation === undefined ? DEFAULT_NAVIGATION_CONFIG : parseNavigationConfig(navigation),
  };
}

/**
 * Validates header configuration (the navigation part with parseNavigationConfig). The common
 * inputs are read without building the schema (`readPlainHeaderConfig`).
 * @example parseHeaderConfig({ brandName: 'Savings', usAppHost: 'https://app.example.com' }).logoUrls.v2
 *   // '/assets/logo-v2.svg'
 * @throws ConfigError (code CONFIG_INVALID) naming each bad key
 */
export function parseHeaderConfig(input: unknown): HeaderConfig {
  return readPlainHeaderConfig(input) ?? headerConfigBySchema(input);
}
