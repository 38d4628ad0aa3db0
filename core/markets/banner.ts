/**
 * §4 Country banner: when it shows, and what dismissing it or choosing another country means.
 * Pure decisions: the driver does the storing and navigating (design §3, storage is a port).
 */
import { createTranslator } from '../i18n';
import type { Locale, LocalePrefix } from '../locale';
import type { MarketEntry } from './entries';
import { marketForLocale, preferredLocaleOf } from './markets';
import { marketLabel } from './names';

/** Query parameter that asks the visitor to confirm the country, e.g. after a geo redirect. */
export const COUNTRY_CONFIRM_PARAM = 'countryConfirm';

/** Storage key under which drivers keep the visitor's preferred locale. */
export const PREFERRED_LOCALE_STORAGE_KEY = 'preferredLocale';

export type CountryBannerDecision =
  | { readonly show: false }
  | { readonly show: true; readonly reason: 'confirm-parameter' | 'preferred-locale-differs' };

export interface CountryBannerInput {
  /** The current page URL, absolute or root-relative. */
  readonly url: string;
  /** The page's locale; its market is the one the banner asks about. */
  readonly currentLocale: Locale;
  /** What storage holds under PREFERRED_LOCALE_STORAGE_KEY; null when nothing is stored. */
  readonly storedPreferredLocale: string | null | undefined;
}

// Root-relative URLs are parsed against a placeholder origin and written back without it.
const PLACEHOLDER_ORIGIN = 'https://placeholder.invalid';

function parseUrl(url: string): { url: URL; relative: boolean } {
  const relative = !URL.canParse(url);
  return { url: new URL(url, PLACEHOLDER_ORIGIN), relative };
}

/**
 * §4: shown when the URL carries the country-confirm parameter, or "when the stored preferred
 * locale differs from the market's preferred locale". Nothing stored is not a stored locale that
 * differs: a first visit shows no banner unless the parameter asks (docs/decisions/201), so a
 * visitor who came to the login page is not asked about a country they did not choose against.
 * Stored values are compared case-insensitively.
 * @example countryBannerDecision({ url: '/de-de/?countryConfirm=1', currentLocale: 'de-DE', storedPreferredLocale: 'de-de' })
 * // { show: true, reason: 'confirm-parameter' }
 */
export function countryBannerDecision(input: CountryBannerInput): CountryBannerDecision {
  if (parseUrl(input.url).url.searchParams.has(COUNTRY_CONFIRM_PARAM))
    return { show: true, reason: 'confirm-parameter' };
  const stored = input.storedPreferredLocale?.trim().toLowerCase();
  if (!stored) return { show: false };
  const marketLocale = preferredLocaleOf(marketForLocale(input.currentLocale));
  return stored === marketLocale ? { show: false } : { show: true, reason: 'preferred-locale-differs' };
}

/**
 * The URL without the country-confirm parameter, in the form it came (absolute or root-relative).
 * @example withoutCountryConfirm('/de-de/?countryConfirm=1&a=2#top') // '/de-de/?a=2#top'
 */
export function withoutCountryConfirm(url: string): string {
  const parsed = parseUrl(url);
  parsed.url.searchParams.delete(COUNTRY_CONFIRM_PARAM);
  const { pathname, search, hash } = parsed.url;
  return parsed.relative ? `${pathname}${search}${hash}` : parsed.url.toString();
}

/** What the driver stores and where it goes; `replaceUrl` replaces history, `navigateTo` loads a page. */
export interface CountryBannerOutcome {
  readonly store: { readonly preferredLocale: LocalePrefix };
  readonly replaceUrl?: string;
  readonly navigateTo?: string;
}

/**
 * §4 "all good": keep the market's preferred locale and drop the parameter from the address bar.
 * @example dismissCountryBanner({ url: '/de-at/?countryConfirm=1', currentLocale: 'de-AT' })
 * // { store: { preferredLocale: 'de-at' }, replaceUrl: '/de-at/' }
 */
export function dismissCountryBanner(
  input: Omit<CountryBannerInput, 'storedPreferredLocale'>,
): CountryBannerOutcome {
  return {
    store: { preferredLocale: preferredLocaleOf(marketForLocale(input.currentLocale)) },
    replaceUrl: withoutCountryConfirm(input.url),
  };
}

/**
 * §4 choosing another country: keep that market's locale and go to its link.
 * @example chooseCountry(entry) // { store: { preferredLocale: 'fr-fr' }, navigateTo: 'https://…/fr-fr/' }
 */
export function chooseCountry(entry: Pick<MarketEntry, 'preferredLocale' | 'link'>): CountryBannerOutcome {
  return { store: { preferredLocale: entry.preferredLocale }, navigateTo: entry.link };
}

export interface CountryBannerTexts {
  readonly heading: string;
  readonly message: string;
  readonly confirm: string;
  readonly chooseAnother: string;
}

/**
 * The banner's texts for the page's market, in the page's language.
 * @example countryBannerTexts('en-GB').confirm // 'All good'
 */
export function countryBannerTexts(currentLocale: Locale): CountryBannerTexts {
  const { t } = createTranslator(currentLocale);
  const country = marketLabel(marketForLocale(currentLocale), currentLocale);
  return {
    heading: t('markets:chooseCountry'),
    message: t('markets:bannerMessage', { country }),
    confirm: t('markets:bannerConfirm'),
    chooseAnother: t('markets:bannerChooseAnother'),
  };
}
