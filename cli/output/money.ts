/**
 * Money in `--json`: a decimal string in the currency's major unit, beside its ISO 4217 code
 * (`{ "amount": "12345.67", "currency": "EUR" }`), as payment APIs such as the UK Open Banking
 * standard carry it. A float (12345.67 as a JSON number) may lose cents in a reader's parser and
 * says nothing about how many decimals the currency has; minor units need the reader to know that.
 */

/** The currency's decimals (2 for EUR, 0 for JPY); 2 when the code is missing or unknown. */
function decimalsOf(currency: string | null | undefined): number {
  if (!currency) return 2;
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/**
 * @example decimalAmount(12345.67, 'EUR') // '12345.67'
 * @example decimalAmount(100, 'EUR') // '100.00'
 * @example decimalAmount(-0.5, 'GBP') // '-0.50'
 */
export function decimalAmount(value: number, currency: string | null | undefined): string {
  return value.toFixed(decimalsOf(currency));
}
