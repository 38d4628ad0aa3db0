/**
 * IBAN formats of §2.5: copied in electronic format, shown in groups of four only when valid.
 * Validity (country length, BBAN format, mod-97 check digits) comes from ibantools.
 */
import { isValidIBAN } from 'ibantools';
import { toElectronicIban } from './iban-electronic';

export { toElectronicIban };

/**
 * True when the IBAN, in any spacing or case, has the right length for its country, a well-formed
 * BBAN and correct mod-97 check digits.
 * @example isValidIban('DE89 3704 0044 0532 0130 00') // true
 * @example isValidIban('DE88 3704 0044 0532 0130 00') // false (check digits)
 */
export function isValidIban(input: string | null | undefined): boolean {
  if (!input) return false;
  return isValidIBAN(toElectronicIban(input));
}

/**
 * The display form: groups of four separated by spaces when the IBAN is valid; otherwise the value
 * as given (trimmed), so a wrong IBAN is not dressed up as a correct one.
 * @example formatIbanForDisplay('DE89370400440532013000') // 'DE89 3704 0044 0532 0130 00'
 * @example formatIbanForDisplay('DE00 123') // 'DE00 123'
 */
export function formatIbanForDisplay(input: string): string {
  if (!isValidIban(input)) return input.trim();
  return (
    toElectronicIban(input)
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}
