import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PORTFOLIO_NAME_MAX_LENGTH, validatePortfolioName } from '.';

const ALLOWED = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  ...'äöüÄÖÜß',
  ' ',
  '.',
  '_',
  '-',
];
const allowedName = (min: number, max: number) =>
  fc.array(fc.constantFrom(...ALLOWED), { minLength: min, maxLength: max }).map((chars) => chars.join(''));

describe('portfolio name (§5, §9)', () => {
  it('§5 accepts letters, digits, umlauts, space, dot, underscore and hyphen, 1 to 25 characters', () => {
    expect(PORTFOLIO_NAME_MAX_LENGTH).toBe(25);
    for (const name of ['A', 'Altersvorsorge Müller', 'ETF_2024-Q1.v2', 'Größe Straße', 'x'.repeat(25)])
      expect(validatePortfolioName(name), name).toBeUndefined();
  });

  it('§5 rejects empty, other characters and more than 25 characters', () => {
    expect(validatePortfolioName('')).toBe('required');
    expect(validatePortfolioName('   ')).toBe('required');
    expect(validatePortfolioName('x'.repeat(26))).toBe('tooLong');
    for (const name of ['Café', 'Rente 😀', 'a/b', 'a,b', 'a\tb', 'Zürich!', 'ñ', 'Ł', 'a\u00a0b', '<b>'])
      expect(validatePortfolioName(name), name).toBe('invalidCharacters');
  });

  it('§5 an umlaut typed as a + combining diaeresis counts as one allowed character', () => {
    expect(validatePortfolioName('Mu\u0308ller')).toBeUndefined();
    expect(validatePortfolioName(`${'x'.repeat(24)}u\u0308`)).toBeUndefined();
  });

  it('§5 property: any 1 to 25 allowed characters (not only spaces) are valid', () => {
    fc.assert(
      fc.property(
        allowedName(1, PORTFOLIO_NAME_MAX_LENGTH).filter((name) => name.trim() !== ''),
        (name) => {
          expect(validatePortfolioName(name)).toBeUndefined();
          expect(validatePortfolioName(name.normalize('NFD'))).toBeUndefined();
        },
      ),
    );
  });

  it('§5 property: more than 25 allowed characters are too long', () => {
    fc.assert(
      fc.property(
        allowedName(PORTFOLIO_NAME_MAX_LENGTH + 1, 60).filter((name) => name.trim() !== ''),
        (name) => {
          expect(validatePortfolioName(name)).toBe('tooLong');
        },
      ),
    );
  });

  it('§5 property: one character outside the set makes any name invalid', () => {
    const outside = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 1 })
      .filter((char) => !ALLOWED.includes(char.normalize('NFC')) && char.trim() !== '');
    fc.assert(
      fc.property(allowedName(0, 20), outside, fc.nat(), (name, bad, at) => {
        const index = at % (name.length + 1);
        expect(validatePortfolioName(name.slice(0, index) + bad + name.slice(index))).toBe(
          'invalidCharacters',
        );
      }),
    );
  });
});
