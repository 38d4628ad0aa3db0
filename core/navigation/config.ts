/**
 * Navigation configuration (§2.4, §6): the external help centre per locale, the external ETF pension
 * product, the distributors that hide the finance knowledge menu, and where menu images live.
 *
 * It arrives as loose data from a config file, so it is validated with zod. External links must be
 * https (security.md §3): a configured `javascript:` or `http:` URL is a ConfigError, not a link.
 */
import * as z from 'zod';
import { configErrorFrom } from '../config';
import { lazySchema } from '../lazy';
import { type Locale, parseLocale } from '../locale';

/** §6: decides whether a distributor hides the finance knowledge menu. */
export type DistributorRule = (distributorId: string) => boolean;

export interface NavigationConfig {
  /** §2.4: locales whose help link goes to the external help centre, and its URL there. */
  readonly helpCentreUrls: Partial<Record<Locale, string>>;
  /** §2.4: the German menu's external ETF pension product; the entry is left out when unset. */
  readonly etfPensionUrl?: string;
  /** §6: distributor ids (or a predicate) whose customers do not see the finance knowledge menu. */
  readonly financeKnowledgeHiddenFor: readonly string[] | DistributorRule;
  /** Root-relative or https base for menu images, ending with a slash. */
  readonly assetBase: string;
}

const httpsUrl = lazySchema(() =>
  z
    .string()
    .trim()
    .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', 'must be an https URL'),
);

const assetBase = lazySchema(() =>
  z
    .string()
    .trim()
    .refine(
      (value) => /^\/(?!\/)/.test(value) || (URL.canParse(value) && new URL(value).protocol === 'https:'),
      'must be a root-relative path or an https URL',
    )
    .transform((value) => (value.endsWith('/') ? value : `${value}/`)),
);

const helpCentreUrls = lazySchema(() =>
  z.record(z.string(), httpsUrl).transform((value, ctx) => {
    const map: Partial<Record<Locale, string>> = {};
    for (const [key, url] of Object.entries(value)) {
      const locale = parseLocale(key);
      if (locale) map[locale] = url;
      else ctx.addIssue({ code: 'custom', message: `unknown locale "${key}"` });
    }
    return map;
  }),
);

const navigationConfigSchema = lazySchema(() =>
  z
    .object({
      helpCentreUrls: helpCentreUrls.default({}),
      etfPensionUrl: httpsUrl.optional(),
      financeKnowledgeHiddenFor: z.array(z.string().trim().min(1)).default([]),
      assetBase: assetBase.default('/assets/navigation/'),
    })
    .strict(),
);

/** No help centre, no ETF link, no distributor rule, images under /assets/navigation/. */
export const DEFAULT_NAVIGATION_CONFIG: NavigationConfig = {
  helpCentreUrls: {},
  financeKnowledgeHiddenFor: [],
  assetBase: '/assets/navigation/',
};

/**
 * Validates navigation configuration from a file or flag service and fills in defaults.
 * @example parseNavigationConfig({ helpCentreUrls: { 'nl-nl': 'https://help.example.nl/' } }).helpCentreUrls
 *   // { 'nl-NL': 'https://help.example.nl/' }
 * @throws ConfigError (code CONFIG_INVALID) naming each bad key
 */
export function parseNavigationConfig(input: unknown): NavigationConfig {
  const result = navigationConfigSchema.safeParse(input ?? {});
  if (!result.success) throw configErrorFrom('navigation configuration', result.error);
  return result.data;
}

/**
 * §6: the distributor rule as a predicate, whichever form the configuration gave.
 * @example financeKnowledgeHidden(config, 'partner-1') // true when 'partner-1' is listed
 */
export function financeKnowledgeHidden(config: NavigationConfig, distributorId: string | undefined): boolean {
  if (!distributorId) return false;
  const rule = config.financeKnowledgeHiddenFor;
  return typeof rule === 'function' ? rule(distributorId) : rule.includes(distributorId);
}
