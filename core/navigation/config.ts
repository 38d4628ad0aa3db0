/**
 * Navigation configuration (§2.4, §6): the external help centre per locale, the external ETF pension
 * product, the distributors that hide the finance knowledge menu, and where menu images live.
 *
 * It arrives as loose data from a config file, so it is validated with zod (config-schema.ts, which
 * only the configuration check and portal-cli load). External links must be https (security.md
 * §3): a configured `javascript:` or `http:` URL is a ConfigError, not a link.
 */
import type { Locale } from '../locale';

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
