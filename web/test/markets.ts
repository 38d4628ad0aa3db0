/** The markets of component tests: the portal's three kinds of domain (§9) and the country picker over them. */
import { DEFAULT_FLAGS } from '../../core/config';
import type { Locale } from '../../core/locale';
import { type CountryPickerModel, countryPickerModel } from '../../core/markets';

export const MARKET_DOMAINS = {
  shared: 'https://www.example-bank.com',
  nl: 'https://www.example-bank.nl',
  gb: 'https://www.example-bank.co.uk',
};

/** The v2 country picker read in `viewerLocale` on a page of `currentLocale`, with the default flags. */
export function pickerModel(viewerLocale: Locale, currentLocale: Locale): CountryPickerModel {
  return countryPickerModel({
    version: 'v2',
    viewerLocale,
    currentLocale,
    domains: MARKET_DOMAINS,
    flags: DEFAULT_FLAGS,
  });
}
