/**
 * What the country picker renders (§2.6): the entries, which one is the current market
 * (`aria-current`), and its labels. Dropdown versus modal is the driver's choice by screen size.
 */
import { createTranslator } from '../i18n';
import type { Locale } from '../locale';
import type { MarketEntriesInput, MarketEntry } from './entries';
import { buildMarketEntries } from './entries';
import { marketForLocale } from './markets';

export interface CountryPickerOption extends MarketEntry {
  /** The market of the page being viewed; drivers set `aria-current="true"` on it. */
  readonly current: boolean;
}

export interface CountryPickerModel {
  /** Heading of the list and title of the dialog on small screens. */
  readonly heading: string;
  readonly closeLabel: string;
  /** Visible text of the trigger: the current country, or "Choose your country" if it is hidden. */
  readonly triggerText: string;
  /** Accessible name of the trigger; contains the visible text. */
  readonly triggerLabel: string;
  readonly current: CountryPickerOption | undefined;
  readonly options: readonly CountryPickerOption[];
}

export interface CountryPickerInput extends MarketEntriesInput {
  /** The locale of the page being viewed; its market is marked current. */
  readonly currentLocale: Locale;
}

/**
 * @example countryPickerModel({ version: 'v2', viewerLocale: 'de-DE', currentLocale: 'de-DE', domains, flags })
 *   .current?.label // 'Deutschland'
 */
export function countryPickerModel(input: CountryPickerInput): CountryPickerModel {
  const { t } = createTranslator(input.viewerLocale);
  const currentKey = marketForLocale(input.currentLocale).key;
  const options = buildMarketEntries(input).map(
    (entry): CountryPickerOption => ({ ...entry, current: entry.key === currentKey }),
  );
  const current = options.find((option) => option.current);
  return {
    heading: t('markets:chooseCountry'),
    closeLabel: t('markets:close'),
    triggerText: current?.label ?? t('markets:chooseCountry'),
    triggerLabel: current
      ? t('markets:pickerTrigger', { country: current.label })
      : t('markets:chooseCountry'),
    current,
    options,
  };
}
