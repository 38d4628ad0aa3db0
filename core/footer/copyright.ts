/**
 * §2.6 copyright line with the current year. The year is passed in (the caller reads its clock),
 * so the line is right on 1 January and testable on any day.
 */
import type { Locale } from '../locale';
import { textLocaleOf } from '../locale';
import { FOOTER_TEXTS } from './texts';

export class FooterInputError extends Error {
  readonly code = 'FOOTER_YEAR_INVALID' as const;
  constructor(year: number) {
    super(`Invalid copyright year: ${year}`);
    this.name = 'FooterInputError';
  }
}

// A year an editor typed into the CMS text ("© 2019 Example Bank") would go stale; it is dropped.
const LEADING_MARK = /^\s*(?:©|\(c\))\s*(?:\d{4}(?:\s*[-–]\s*\d{4})?)?\s*/i;

/**
 * The CMS text is either a template with `{year}`, used as is, or the holder's name, which gets
 * "© {year} {holder}." and the translated "All rights reserved.".
 * @example copyrightLine('Example Bank AG', 2031, 'de-DE') // '© 2031 Example Bank AG. Alle Rechte vorbehalten.'
 * @example copyrightLine('© {year} Example Bank', 2031, 'en') // '© 2031 Example Bank'
 * @throws FooterInputError when the year is not a four-digit integer
 */
export function copyrightLine(cmsText: string | null | undefined, year: number, locale: Locale): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new FooterInputError(year);
  const text = (cmsText ?? '').trim();
  if (text.includes('{year}')) return text.replaceAll('{year}', String(year));
  const holder = text.replace(LEADING_MARK, '').replace(/\.$/, '');
  const mark = holder ? `© ${year} ${holder}.` : `© ${year}.`;
  return `${mark} ${FOOTER_TEXTS[textLocaleOf(locale)].allRightsReserved}`;
}
