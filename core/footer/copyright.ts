/**
 * §2.6 copyright line with the current year. The year is passed in (the caller reads its clock),
 * so the line is right on 1 January and testable on any day.
 */
import { PortalError } from '../errors';
import { createTranslator } from '../i18n';
import type { Locale } from '../locale';

export class FooterInputError extends PortalError<'FOOTER_YEAR_INVALID'> {
  constructor(year: number) {
    super('FOOTER_YEAR_INVALID', `Invalid copyright year: ${year}`);
    this.name = 'FooterInputError';
  }
}

// A year an editor typed into the CMS text ("© 2019 Example Bank") would go stale; it is dropped.
const LEADING_MARK = /^\s*(?:©|\(c\))\s*(?:\d{4}(?:\s*[-–]\s*\d{4})?)?\s*/i;

/** Case, spacing and a final full stop do not matter when comparing rights statements. */
function normalised(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').replace(/\.$/, '').trim();
}

/**
 * Every text locale's "All rights reserved." (footer `allRightsReserved`), normalised: a CMS text
 * that already says it, in any of them, is not given a second one (the sandbox's "Sandbox Bank AG.
 * Alle Rechte vorbehalten." read "… Alle Rechte vorbehalten. Alle Rechte vorbehalten." before).
 * A list of its own because a page loads only its own language; copyright.test.ts checks that it
 * matches the footer texts of every language.
 */
export const RIGHTS_STATEMENTS: readonly string[] = [
  'alle rechte vorbehalten',
  'all rights reserved',
  'todos los derechos reservados',
  'tous droits réservés',
  'alle rechten voorbehouden',
  'wszelkie prawa zastrzeżone',
  'kaikki oikeudet pidätetään',
  'tutti i diritti riservati',
];

/**
 * Whether a CMS copyright text already carries a rights statement in one of the portal's languages.
 * @example hasRightsStatement('Example Bank AG. Alle Rechte vorbehalten.') // true
 * @example hasRightsStatement('Example Bank AG') // false
 */
export function hasRightsStatement(cmsText: string): boolean {
  const text = normalised(cmsText);
  return RIGHTS_STATEMENTS.some((statement) => text.includes(statement));
}

/**
 * The CMS text is a template with `{year}`, used as is; or a holder's name with its own rights
 * statement, which gets "© {year}" in front; or the bare holder's name, which gets
 * "© {year} {holder}." and the translated "All rights reserved.".
 * @example copyrightLine('Example Bank AG', 2031, 'de-DE') // '© 2031 Example Bank AG. Alle Rechte vorbehalten.'
 * @example copyrightLine('Example Bank AG. Alle Rechte vorbehalten.', 2031, 'de-DE') // '© 2031 Example Bank AG. Alle Rechte vorbehalten.'
 * @example copyrightLine('© {year} Example Bank', 2031, 'en') // '© 2031 Example Bank'
 * @throws FooterInputError when the year is not a four-digit integer
 */
export function copyrightLine(cmsText: string | null | undefined, year: number, locale: Locale): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new FooterInputError(year);
  const text = (cmsText ?? '').trim();
  if (text.includes('{year}')) return text.replaceAll('{year}', String(year));
  const body = text.replace(LEADING_MARK, '');
  if (body && hasRightsStatement(body)) return `© ${year} ${body}`;
  const holder = body.replace(/\.$/, '');
  const mark = holder ? `© ${year} ${holder}.` : `© ${year}.`;
  return `${mark} ${createTranslator(locale).t('footer:allRightsReserved')}`;
}
