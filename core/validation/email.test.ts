import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidEmail } from '.';

describe('login email (§5)', () => {
  it('§5 accepts ordinary addresses, also with an internationalised domain', () => {
    for (const email of [
      'anna.schmidt@bank.example',
      'a+savings@sub.bank.co.uk',
      "o'neill@mail.ie",
      'kunde@müller.de',
      'kunde@xn--mller-kva.de',
      '  anna@bank.example  ',
    ])
      expect(isValidEmail(email), email).toBe(true);
  });

  it('§5 rejects what is not an address', () => {
    for (const email of [
      '',
      'anna',
      'anna@',
      '@bank.example',
      'anna@localhost',
      'anna@bank.e',
      'anna@bank..example',
      'anna@-bank.example',
      'anna@bank-.example',
      '.anna@bank.example',
      'an..na@bank.example',
      'an na@bank.example',
      'anna@bank example.de',
      'anna@@bank.example',
      'anna@bank.example.',
      'jörg@bank.example',
      `${'a'.repeat(65)}@bank.example`,
      `a@${'b'.repeat(250)}.de`,
    ])
      expect(isValidEmail(email), email).toBe(false);
  });

  it('§5 property: generated RFC addresses within the length limits are accepted', () => {
    fc.assert(
      fc.property(
        fc.emailAddress().filter((email) => email.length <= 254 && email.split('@')[0]!.length <= 64),
        (email) => {
          expect(isValidEmail(email)).toBe(true);
        },
      ),
    );
  });

  it('§5 property: no @, or whitespace inside, is never valid; surrounding whitespace does not matter', () => {
    fc.assert(
      fc.property(
        fc.string().filter((value) => !value.includes('@')),
        (value) => {
          expect(isValidEmail(value)).toBe(false);
        },
      ),
    );
    fc.assert(
      fc.property(fc.emailAddress(), fc.nat(), fc.constantFrom(' ', '\t', '\n'), (email, at, space) => {
        const index = 1 + (at % (email.length - 1));
        expect(isValidEmail(email.slice(0, index) + space + email.slice(index))).toBe(false);
        expect(isValidEmail(`${space}${email}${space}`)).toBe(isValidEmail(email));
      }),
    );
  });
});
