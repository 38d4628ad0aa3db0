/**
 * §3 Market entry: what the picker shows for each visible market, for one viewer.
 */
import type { Locale, LocalePrefix } from '../locale';
import type { MarketDomains } from './domains';
import type { MarketFlags } from './links';
import { isMarketHidden, marketLink } from './links';
import type { DesignVersion, MarketKey, MarketLocale } from './markets';
import { flagPathOf, marketsFor, preferredLocaleOf } from './markets';
import { marketLabel } from './names';
import { sortByName } from './sort';

export interface MarketEntry {
  readonly key: MarketKey;
  /** Flag image path; decorative next to the label, so drivers give it `alt=""`. */
  readonly flag: string;
  /** Country name in the viewer's language. */
  readonly label: string;
  readonly link: string;
  /** §3 locale: `de-AT` … or `other` for the EU entry. */
  readonly locale: MarketLocale;
  /** Lower-case site locale, kept in storage as the visitor's choice (§4 Country banner). */
  readonly preferredLocale: LocalePrefix;
  /** §3: the two- and three-letter codes (`at`/`aut`, … `eu`/`eur`). */
  readonly redirectTarget: { readonly alpha2: string; readonly alpha3: string };
  /** Language of the linked site, for the option's `hreflang` (accessibility §7). */
  readonly hreflang: Locale;
}

export interface MarketEntriesInput {
  readonly version: DesignVersion;
  /** The language the picker is shown in. */
  readonly viewerLocale: Locale;
  readonly domains: MarketDomains;
  readonly flags: MarketFlags;
}

/**
 * The visible market entries of a design version, labelled for the viewer and sorted (§2.6).
 * @example buildMarketEntries({ version: 'v1', viewerLocale: 'en', domains, flags: DEFAULT_FLAGS })
 *   .map((e) => e.key) // ['at', 'fi', 'fr', 'de', 'ie', 'nl', 'pl', 'es', 'gb', 'us', 'eu']
 */
export function buildMarketEntries(input: MarketEntriesInput): MarketEntry[] {
  const entries = marketsFor(input.version)
    .filter((definition) => !isMarketHidden(definition, input.flags))
    .map(
      (definition): MarketEntry => ({
        key: definition.key,
        flag: flagPathOf(definition),
        label: marketLabel(definition, input.viewerLocale),
        link: marketLink(definition, input.domains, input.flags),
        locale: definition.locale,
        preferredLocale: preferredLocaleOf(definition),
        redirectTarget: definition.redirectTarget,
        hreflang: definition.siteLocale,
      }),
    );
  return sortByName(entries);
}
