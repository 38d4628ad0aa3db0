export type {
  CountryBannerDecision,
  CountryBannerInput,
  CountryBannerOutcome,
  CountryBannerTexts,
} from './banner';
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
export { marketDomainsSchema, parseMarketDomains } from './domains';
export type { MarketEntriesInput, MarketEntry } from './entries';
export { buildMarketEntries } from './entries';
export type { MarketFlags } from './links';
export { isMarketHidden, marketLink } from './links';
export type { DesignVersion, MarketDefinition, MarketKey, MarketLocale, MarketSite } from './markets';
export { flagPathOf, MARKETS, marketForLocale, marketsFor, preferredLocaleOf } from './markets';
export { marketLabel } from './names';
export type { CountryPickerInput, CountryPickerModel, CountryPickerOption } from './picker';
export { countryPickerModel } from './picker';
export { compareMarketLabels, sortMarketEntries } from './sort';
export type { MarketTexts } from './texts';
export { marketTexts } from './texts';
