/**
 * The IBAN's electronic format (§2.5: what the copy button copies), apart from iban.ts so that
 * code which only copies an IBAN does not bring ibantools' validation tables.
 */

/**
 * The electronic format: no whitespace or hyphens, upper case. Unlike ibantools'
 * electronicFormatIBAN it also drops tabs and non-breaking spaces, which pasted IBANs often carry.
 * @example toElectronicIban(' de89 3704-0044 0532 0130 00 ') // 'DE89370400440532013000'
 */
export function toElectronicIban(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}
