export type { CountryBannerOutcome } from './banner';
export {
  COUNTRY_CONFIRM_PARAM,
  chooseCountry,
  countryBannerDecision,
  countryBannerTexts,
  dismissCountryBanner,
  PREFERRED_LOCALE_STORAGE_KEY,
  withoutCountryConfirm,
} from './banner';
export { defaultMarketDomains } from './default-domains';
export type { MarketDomains } from './domains';
export { readPlainMarketDomains } from './domains';
export { buildMarketEntries } from './entries';
export type { MarketFlags } from './links';
export { isMarketHidden, marketLink } from './links';
export type { DesignVersion, MarketKey } from './markets';
export { flagPathOf, MARKETS, marketForLocale, marketsFor, preferredLocaleOf } from './markets';
export { marketLabel } from './names';
export type { CountryPickerModel, CountryPickerOption } from './picker';
export { countryPickerModel } from './picker';
export type { MarketCountry } from './sort';
export { compareMarketLabels, plainSortKey, sortByName, sortMarketEntries } from './sort';
