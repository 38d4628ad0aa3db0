/**
 * The navigation configuration's schema (zod), apart from config.ts so a page that reads the
 * configuration the build checked loads no zod (docs/loading.md), and off core/navigation's index
 * so that portal-cli's start, which reads the common inputs with `readPlainNavigationConfig`,
 * loads none either (decision 152).
 */
import * as z from 'zod/mini';
import { configErrorFrom } from '../config';
import { englishMessages } from '../config/schemas';
import { type Locale, parseLocale } from '../locale';
import { type NavigationConfig, readPlainNavigationConfig } from './config';

const httpsUrl = z.string().check(
  z.trim(),
  z.refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', 'must be an https URL'),
);

/** A configured asset address: on the portal's own site or another https one, never protocol-relative. */
export const rootRelativeOrHttpsUrl = z.string().check(
  z.trim(),
  z.refine(
    (value) => /^\/(?!\/)/.test(value) || (URL.canParse(value) && new URL(value).protocol === 'https:'),
    'must be a root-relative path or an https URL',
  ),
);

const assetBase = z.pipe(
  rootRelativeOrHttpsUrl,
  z.transform((value) => (value.endsWith('/') ? value : `${value}/`)),
);

const helpCentreUrls = z.pipe(
  z.record(z.string(), httpsUrl),
  z.transform((value, ctx) => {
    const map: Partial<Record<Locale, string>> = {};
    for (const [key, url] of Object.entries(value)) {
      const locale = parseLocale(key);
      if (locale) map[locale] = url;
      else ctx.issues.push({ code: 'custom', message: `unknown locale "${key}"`, input: value });
    }
    return map;
  }),
);

export const navigationConfigSchema = z.strictObject({
  helpCentreUrls: z._default(helpCentreUrls, {}),
  etfPensionUrl: z.optional(httpsUrl),
  financeKnowledgeHiddenFor: z._default(z.array(z.string().check(z.trim(), z.minLength(1))), []),
  assetBase: z._default(assetBase, '/assets/navigation/'),
});

/**
 * Validates navigation configuration from a file or flag service and fills in defaults. The common
 * inputs are read without building the schema (`readPlainNavigationConfig`).
 * @example parseNavigationConfig({ helpCentreUrls: { 'nl-nl': 'https://help.example.nl/' } }).helpCentreUrls
 *   // { 'nl-NL': 'https://help.example.nl/' }
 * @throws ConfigError (code CONFIG_INVALID) naming each bad key
 */
export function parseNavigationConfig(input: unknown): NavigationConfig {
  const plain = readPlainNavigationConfig(input);
  if (plain) return plain;
  const result = navigationConfigSchema.safeParse(input ?? {}, englishMessages());
  if (!result.success) throw configErrorFrom('navigation configuration', result.error);
  return result.data;
}
