import fc from 'fast-check';
import { composeIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { formatIbanForDisplay, isValidIban, toElectronicIban } from './iban';

const digits = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });
const letters = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), minLength: length, maxLength: length });

/** Valid IBANs of several markets, with check digits computed by ibantools. */
const validIban = fc
  .oneof(
    digits(18).map((bban) => composeIBAN({ countryCode: 'DE', bban })),
    digits(16).map((bban) => composeIBAN({ countryCode: 'AT', bban })),
    fc
      .tuple(letters(4), digits(14))
      .map(([bank, rest]) => composeIBAN({ countryCode: 'GB', bban: bank + rest })),
    fc
      .tuple(letters(4), digits(14))
      .map(([bank, rest]) => composeIBAN({ countryCode: 'IE', bban: bank + rest })),
  )
  .filter((iban): iban is string => iban !== null && isValidIban(iban));

/** The same IBAN as a customer might type it: random case and random spaces, tabs or hyphens. */
const messedUp = (iban: string) =>
  fc
    .array(fc.constantFrom('', '', ' ', '  ', '\t', '-', '\u00a0'), {
      minLength: iban.length,
      maxLength: iban.length,
    })
    .chain((separators) =>
      fc.array(fc.boolean(), { minLength: iban.length, maxLength: iban.length }).map((lower) =>
        Array.from(iban)
          .map((char, i) => (lower[i] ? char.toLowerCase() : char) + separators[i])
          .join(''),
      ),
    );

describe('IBAN formats (§2.5 copy in electronic format, show spaced when valid)', () => {
  it('electronic format drops spaces, tabs, non-breaking spaces and hyphens and upper-cases', () => {
    expect(toElectronicIban(' de89 3704-0044\t0532\u00a00130 00 ')).toBe('DE89370400440532013000');
  });

  it('validates country length and mod-97 check digits', () => {
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('gb29 nwbk 6016 1331 9268 19')).toBe(true);
    expect(isValidIban('DE88370400440532013000')).toBe(false);
    expect(isValidIban('DE8937040044053201300')).toBe(false);
    expect(isValidIban('XX89370400440532013000')).toBe(false);
    expect(isValidIban('')).toBe(false);
    expect(isValidIban(null)).toBe(false);
  });

  it('shows a valid IBAN in groups of four and an invalid one as given', () => {
    expect(formatIbanForDisplay('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIbanForDisplay(' gb29nwbk60161331926819')).toBe('GB29 NWBK 6016 1331 9268 19');
    expect(formatIbanForDisplay(' DE88370400440532013000 ')).toBe('DE88370400440532013000');
  });

  it('property: electronic → spaced → electronic is the identity for valid IBANs, whatever the typing', () => {
    fc.assert(
      fc.property(
        validIban.chain((iban) => fc.tuple(fc.constant(iban), messedUp(iban))),
        ([iban, typed]) => {
          expect(toElectronicIban(typed)).toBe(iban);
          expect(isValidIban(typed)).toBe(true);
          const spaced = formatIbanForDisplay(typed);
          expect(spaced).toMatch(/^([A-Z0-9]{4} )*[A-Z0-9]{1,4}$/);
          expect(toElectronicIban(spaced)).toBe(iban);
          expect(formatIbanForDisplay(spaced)).toBe(spaced);
        },
      ),
    );
  });

  it('property: changing one digit of a valid IBAN makes it invalid and leaves it unspaced', () => {
    fc.assert(
      fc.property(validIban, fc.nat(), fc.integer({ min: 1, max: 9 }), (iban, at, shift) => {
        const positions = Array.from(iban)
          .map((char, i) => (i >= 2 && /\d/.test(char) ? i : -1))
          .filter((i) => i >= 0);
        const i = positions[at % positions.length] as number;
        const changed = iban.slice(0, i) + ((Number(iban[i]) + shift) % 10) + iban.slice(i + 1);
        expect(isValidIban(changed)).toBe(false);
        expect(formatIbanForDisplay(changed)).toBe(changed);
      }),
    );
  });

  it('property: electronic format is idempotent, upper case and free of whitespace and hyphens', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const electronic = toElectronicIban(input);
        expect(toElectronicIban(electronic)).toBe(electronic);
        expect(electronic).not.toMatch(/[\s-]/);
        expect(electronic).toBe(electronic.toUpperCase());
      }),
    );
  });
});
