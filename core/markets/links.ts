/**
 * Market links and visibility (§2.6, §6 unified-domain and new-market flags).
 */
import type { Flags } from '../config';
import { toPrefix } from '../locale';
import type { MarketDomains } from './domains';
import type { MarketDefinition } from './markets';

/** The flags the market rules read. */
export type MarketFlags = Pick<Flags, 'unifiedDomainLocales' | 'newMarketLocales'>;

/** Origins may come in with a trailing slash; links are built without doubling it. */
function originOf(domain: string): string {
  return domain.replace(/\/+$/, '');
}

/**
 * Where a market's picker entry links to (§2.6):
 * - a locale flagged unified-domain: the shared domain with the lower-case locale, even for NL and UK;
 * - otherwise the Netherlands and the United Kingdom: their own domain's home page;
 * - every other market: its locale path on the shared site (`en` for the EU entry).
 * @example marketLink(MARKETS.at, domains, DEFAULT_FLAGS) // 'https://www.example-bank.com/de-at/'
 * @example marketLink(MARKETS.nl, domains, DEFAULT_FLAGS) // 'https://www.example-bank.nl/'
 */
export function marketLink(definition: MarketDefinition, domains: MarketDomains, flags: MarketFlags): string {
  const prefix = toPrefix(definition.siteLocale);
  const shared = `${originOf(domains.shared)}/${prefix}/`;
  if (flags.unifiedDomainLocales.includes(definition.siteLocale)) return shared;
  if (definition.site === 'nl') return `${originOf(domains.nl)}/`;
  if (definition.site === 'gb') return `${originOf(domains.gb)}/`;
  return shared;
}

/**
 * §2.6: a locale switched `off` in the new-market setting is hidden; `on` or absent shows it.
 * The EU entry is switched by its site locale `en`.
 * @example isMarketHidden(MARKETS.pl, { ...DEFAULT_FLAGS, newMarketLocales: { 'pl-PL': 'off' } }) // true
 */
export function isMarketHidden(definition: MarketDefinition, flags: MarketFlags): boolean {
  return flags.newMarketLocales[definition.siteLocale] === 'off';
}
