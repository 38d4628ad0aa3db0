/**
 * §5 portfolio name: 1 to 25 characters from letters, digits, German umlauts, space, dot,
 * underscore and hyphen (§9: at most 25).
 *
 * "Letters" is read as the ASCII letters A–Z and a–z plus the German umlauts and ß (äöüÄÖÜß):
 * the spec names the umlauts separately, which it would not need to if any Unicode letter were
 * meant. Input is normalised to NFC first, so an umlaut typed or pasted as a + combining
 * diaeresis (macOS, some keyboards) counts as one allowed character. A name of only spaces is
 * empty. Length is counted in characters after normalisation.
 */
import { PORTAL_CONSTANTS } from '../config';

export const PORTFOLIO_NAME_MAX_LENGTH = PORTAL_CONSTANTS.portfolio.nameMaxLength;

/** The characters a portfolio name may contain. */
export const PORTFOLIO_NAME_CHARACTERS = /^[A-Za-z0-9äöüÄÖÜß ._-]*$/;

export type PortfolioNameError = 'required' | 'invalidCharacters' | 'tooLong';

/** The form a portfolio name is checked (and should be saved) in. */
export function normalizePortfolioName(name: string): string {
  return name.normalize('NFC');
}

/**
 * §5: the first problem with a portfolio name (empty, then characters, then length), or undefined.
 * @example validatePortfolioName('Altersvorsorge Müller') // undefined
 * @example validatePortfolioName('Rente 😀') // 'invalidCharacters'
 * @example validatePortfolioName('x'.repeat(26)) // 'tooLong'
 */
export function validatePortfolioName(name: string): PortfolioNameError | undefined {
  const normalized = normalizePortfolioName(name);
  if (normalized.trim() === '') return 'required';
  if (!PORTFOLIO_NAME_CHARACTERS.test(normalized)) return 'invalidCharacters';
  if ([...normalized].length > PORTFOLIO_NAME_MAX_LENGTH) return 'tooLong';
  return undefined;
}
