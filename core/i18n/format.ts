/**
 * Number, money, date and file-size formatting through Intl, per portal locale (§9: EUR with two
 * decimals by default). Formatting follows the full locale, not the text locale: de-AT writes
 * "€ 1.234,56" while reading German texts.
 */
import type { Locale } from '../locale';
import { I18nError } from './errors';

/**
 * The Intl locale for a portal locale. The generic `en` entry serves euro-area customers in
 * English, so it formats like Ireland (en-IE: €1,234.56, 31/01/2025, 24-hour clock), not like the
 * US (1/31/2025, 12-hour clock) that plain `en` would give.
 * @example intlLocaleOf('en') // 'en-IE'
 */
export function intlLocaleOf(locale: Locale): string {
  return locale === 'en' ? 'en-IE' : locale;
}

function finite(value: number, what: string): number {
  if (!Number.isFinite(value)) throw new I18nError('I18N_INVALID_NUMBER', `${what} is not a finite number`);
  return value;
}

/**
 * A money amount with exactly two decimals.
 * Amounts that round to zero are shown as 0, never as "-0,00 €".
 * @example formatMoney(1234.56, 'de-DE') // '1.234,56 €' (with a no-break space before €)
 * @example formatMoney(1234.56, 'en-GB') // '€1,234.56'
 * @throws I18nError `I18N_INVALID_NUMBER` for NaN or ±Infinity, `I18N_INVALID_CURRENCY` for a
 *   code that is not three letters
 */
export function formatMoney(amount: number, locale: Locale, currency = 'EUR'): string {
  finite(amount, 'Amount');
  if (!/^[A-Z]{3}$/.test(currency)) {
    throw new I18nError('I18N_INVALID_CURRENCY', `"${currency}" is not an ISO 4217 currency code`);
  }
  // Half a cent either side of zero rounds to zero; printing it unsigned avoids a negative zero.
  const value = Math.abs(amount) < 0.005 ? 0 : amount;
  return moneyFormat(locale, currency).format(value);
}

// One formatter per locale and currency: constructing an Intl.NumberFormat costs far more than
// formatting with it, and the header and the overview format amounts on every render.
const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: Locale, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocaleOf(locale), {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(key, format);
  }
  return format;
}

export interface DateFormatOptions {
  readonly dateStyle?: 'full' | 'long' | 'medium' | 'short';
  readonly timeStyle?: 'full' | 'long' | 'medium' | 'short';
  /** IANA zone; the runtime's zone when absent. Calendar dates ("2025-01-31") ignore it. */
  readonly timeZone?: string;
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date (and optionally a time) in the locale's style; `dateStyle: 'medium'` unless only a time
 * style is asked for. A calendar date string such as "2025-01-31" is that day everywhere: it is
 * formatted in UTC so a customer west of Greenwich does not see 30 January.
 * @example formatDate('2025-01-31', 'de-DE') // '31.01.2025'
 * @example formatDate('2025-01-31', 'en') // '31 Jan 2025'
 * @throws I18nError `I18N_INVALID_DATE` for an unparseable or invalid date
 */
export function formatDate(
  value: Date | number | string,
  locale: Locale,
  options: DateFormatOptions = {},
): string {
  const calendarDate = typeof value === 'string' && CALENDAR_DATE.test(value);
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime()))
    throw new I18nError('I18N_INVALID_DATE', `Invalid date: ${String(value)}`);
  const dateStyle = options.dateStyle ?? (options.timeStyle ? undefined : 'medium');
  return new Intl.DateTimeFormat(intlLocaleOf(locale), {
    dateStyle,
    timeStyle: calendarDate ? undefined : options.timeStyle,
    timeZone: calendarDate ? 'UTC' : options.timeZone,
  }).format(date);
}

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
/** Binary steps: an upload limit of 10 MB is 10 × 1024 × 1024 bytes and must print as "10 MB". */
const STEP = 1024;

/**
 * A file size with the locale's unit names, at most one decimal.
 * Plain bytes use the long unit ("900 bytes", "900 octets"), because CLDR's short form for a byte
 * reads oddly in several languages ("900 byte").
 * @example formatBytes(10 * 1024 * 1024, 'de-DE') // '10 MB'
 * @example formatBytes(1536, 'fr-FR') // '1,5 ko'
 * @throws I18nError `I18N_INVALID_NUMBER` for a negative or non-finite size
 */
export function formatBytes(bytes: number, locale: Locale): string {
  finite(bytes, 'Size');
  if (bytes < 0) throw new I18nError('I18N_INVALID_NUMBER', 'Size is negative');
  let exponent =
    bytes < STEP ? 0 : Math.min(Math.floor(Math.log(bytes) / Math.log(STEP)), BYTE_UNITS.length - 1);
  // 1023.96 kB rounds to "1024 kB"; show it as "1 MB" instead.
  if (exponent < BYTE_UNITS.length - 1 && Math.round((bytes / STEP ** exponent) * 10) / 10 >= STEP)
    exponent++;
  return new Intl.NumberFormat(intlLocaleOf(locale), {
    style: 'unit',
    unit: BYTE_UNITS[exponent],
    unitDisplay: exponent === 0 ? 'long' : 'short',
    maximumFractionDigits: exponent === 0 ? 0 : 1,
  }).format(bytes / STEP ** exponent);
}
