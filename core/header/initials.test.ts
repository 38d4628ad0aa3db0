import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountInitials } from '.';

describe('account initials (§5)', () => {
  it('first letter of the first and the last word of the name', () => {
    expect(accountInitials('Max Mustermann')).toBe('MM');
    expect(accountInitials('Anna Maria von Berg')).toBe('AB');
    expect(accountInitials('  łukasz   żak ')).toBe('ŁŻ');
    expect(accountInitials('Cher')).toBe('C');
    expect(accountInitials('Anna – Berg')).toBe('AB');
    expect(accountInitials("O'Brien (Sean)")).toBe('OS');
    expect(accountInitials('')).toBe('');
    expect(accountInitials('  ')).toBe('');
    expect(accountInitials('E\u0301mile Zola')).toBe('ÉZ');
  });

  it('property: for words of letters, the initials are their first letters, upper-cased', () => {
    const word = fc.stringMatching(/^[a-zA-Zäöüéł]{1,10}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 6 }), (words) => {
        const expected = words.length === 1 ? words[0]![0]! : `${words[0]![0]}${words.at(-1)![0]}`;
        expect(accountInitials(words.join(' '))).toBe(expected.toLocaleUpperCase());
      }),
    );
  });

  it('property: never more than two letters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (name) => {
        expect([...accountInitials(name)].length).toBeLessThanOrEqual(2);
      }),
    );
    expect(accountInitials('ßa ﬁb')).toBe('ßﬁ');
  });
});
