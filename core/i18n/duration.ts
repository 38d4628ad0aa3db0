/**
 * The session countdown as text (§4 Session, accessibility.md 9): a clock for the visible,
 * aria-hidden timer ("1:59") and a spoken form ("1 minute, 59 seconds") for labels. Both come from
 * Intl so separators, digits and unit names follow the locale (Finnish writes "1.59").
 * Intl.DurationFormat would do this directly but Node 20 lacks it; NumberFormat units joined by a
 * unit ListFormat is what DurationFormat's "long" style is specified to produce.
 */
import type { Locale } from '../locale';
import { I18nError } from './errors';
import { intlLocaleOf } from './format';

export type DurationStyle = 'clock' | 'long';

/** The locale's separator between minutes and seconds, read from Intl rather than assumed. */
function clockSeparator(intlLocale: string): string {
  const parts = new Intl.DateTimeFormat(intlLocale, {
    minute: '2-digit',
    second: '2-digit',
    timeZone: 'UTC',
  }).formatToParts(new Date(0));
  return parts.find((part) => part.type === 'literal')?.value ?? ':';
}

function clock(hours: number, minutes: number, seconds: number, intlLocale: string): string {
  const plain = new Intl.NumberFormat(intlLocale, { useGrouping: false });
  const padded = new Intl.NumberFormat(intlLocale, { useGrouping: false, minimumIntegerDigits: 2 });
  const separator = clockSeparator(intlLocale);
  if (hours > 0) return [plain.format(hours), padded.format(minutes), padded.format(seconds)].join(separator);
  return [plain.format(minutes), padded.format(seconds)].join(separator);
}

function spoken(hours: number, minutes: number, seconds: number, intlLocale: string): string {
  const unit = (value: number, name: 'hour' | 'minute' | 'second') =>
    new Intl.NumberFormat(intlLocale, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  const parts: string[] = [];
  if (hours > 0) parts.push(unit(hours, 'hour'));
  if (minutes > 0) parts.push(unit(minutes, 'minute'));
  if (seconds > 0 || parts.length === 0) parts.push(unit(seconds, 'second'));
  return new Intl.ListFormat(intlLocale, { type: 'unit', style: 'long' }).format(parts);
}

/**
 * Time left as a clock ("1:59", "1:02:03") or spoken ("1 minute, 59 seconds").
 * Fractions round up, so the clock never shows 0:00 while time is left; negative input shows 0.
 * The spoken form is nominative ("1 minuta"), so use it standalone; inside a sentence use the
 * session namespace's plural texts, which inflect correctly.
 * @example formatDuration(119, 'de-DE') // '1:59'
 * @example formatDuration(119, 'fi-FI') // '1.59'
 * @example formatDuration(119, 'en-GB', 'long') // '1 minute, 59 seconds'
 * @throws I18nError `I18N_INVALID_NUMBER` for NaN or ±Infinity
 */
export function formatDuration(seconds: number, locale: Locale, style: DurationStyle = 'clock'): string {
  if (!Number.isFinite(seconds))
    throw new I18nError('I18N_INVALID_NUMBER', 'Duration is not a finite number');
  const total = Math.max(0, Math.ceil(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  const intlLocale = intlLocaleOf(locale);
  return style === 'clock'
    ? clock(hours, minutes, rest, intlLocale)
    : spoken(hours, minutes, rest, intlLocale);
}
