/**
 * Navigation configuration (§2.4, §6): the external help centre per locale, the external ETF pension
 * product, the distributors that hide the finance knowledge menu, and where menu images live.
 *
 * It arrives as loose data from a config file, so it is validated with zod (config-schema.ts, which
 * only the configuration check and portal-cli load); the common inputs (none, the local preset) are
 * read here without it (`readPlainNavigationConfig`, decision 152). External links must be https (security.md
 * §3): a configured `javascript:` or `http:` URL is a ConfigError, not a link.
 */
import { isPlainObject } from '../config';
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

/** No help centre, no ETF link, no distributor rule, images under /assets/navigation/. */
export const DEFAULT_NAVIGATION_CONFIG: NavigationConfig = {
  helpCentreUrls: {},
  financeKnowledgeHiddenFor: [],
  assetBase: '/assets/navigation/',
};

/**
 * §6: the distributor rule as a predicate, whichever form the configuration gave.
 * @example financeKnowledgeHidden(config, 'partner-1') // true when 'partner-1' is listed
 */
export function financeKnowledgeHidden(config: NavigationConfig, distributorId: string | undefined): boolean {
  if (!distributorId) return false;
  const rule = config.financeKnowledgeHiddenFor;
  return typeof rule === 'function' ? rule(distributorId) : rule.includes(distributorId);
}

/** An https URL given without surrounding spaces (the schema trims; such values are left to it). */
function isPlainHttpsUrl(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value === value.trim() &&
    URL.canParse(value) &&
    new URL(value).protocol === 'https:'
  );
}

/**
 * The common navigation inputs read without zod (decision 152): none, or help-centre URLs by known
 * locale, an ETF pension URL and a distributor list, each value as the schema would keep it (the
 * local preset). Undefined for anything else (an asset base, an unknown key, a value to trim or
 * refuse), which the schema then reads or rejects; config.test.ts checks on generated input that a
 * result here is what the schema gives.
 * @example readPlainNavigationConfig({ etfPensionUrl: 'https://etf.example/' })?.assetBase // '/assets/navigation/'
 * @example readPlainNavigationConfig({ etfPensionUrl: 'http://etf.example/' }) // undefined
 */
export function readPlainNavigationConfig(input: unknown): NavigationConfig | undefined {
  const source = input ?? {};
  if (!isPlainObject(source)) return undefined;
  const { helpCentreUrls = {}, etfPensionUrl, financeKnowledgeHiddenFor = [], ...rest } = source;
  if (Object.keys(rest).length > 0) return undefined;
  if (!isPlainObject(helpCentreUrls)) return undefined;
  const urls: Partial<Record<Locale, string>> = {};
  for (const [key, url] of Object.entries(helpCentreUrls)) {
    const locale = parseLocale(key);
    if (!locale || !isPlainHttpsUrl(url)) return undefined;
    urls[locale] = url;
  }
  if (etfPensionUrl !== undefined && !isPlainHttpsUrl(etfPensionUrl)) return undefined;
  if (!Array.isArray(financeKnowledgeHiddenFor)) return undefined;
  const hiddenFor: string[] = [];
  // An index loop, not `every`: a hole in a sparse array is undefined to the schema too.
  for (let i = 0; i < financeKnowledgeHiddenFor.length; i++) {
    const id: unknown = financeKnowledgeHiddenFor[i];
    if (typeof id !== 'string' || id === '' || id !== id.trim()) return undefined;
    hiddenFor.push(id);
  }
  return {
    ...DEFAULT_NAVIGATION_CONFIG,
    helpCentreUrls: urls,
    financeKnowledgeHiddenFor: hiddenFor,
    ...(etfPensionUrl === undefined ? {} : { etfPensionUrl }),
  };
}
