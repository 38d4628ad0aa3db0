import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACADEMIC_TITLES, academicTitleOf, accountInitials, displayNameOf, fullNameOf } from './names';

describe('academic titles (§3 Prof, Dr, Dr med and others)', () => {
  it('maps codes to printed titles, case- and separator-insensitively', () => {
    expect(academicTitleOf('DR')).toBe('Dr.');
    expect(academicTitleOf('PROF')).toBe('Prof.');
    expect(academicTitleOf('dr-med')).toBe('Dr. med.');
    expect(academicTitleOf(' Prof Dr ')).toBe('Prof. Dr.');
    expect(academicTitleOf('dr.ing')).toBe('Dr.-Ing.');
  });

  it('prints no title for missing, unknown or inherited-property codes', () => {
    expect(academicTitleOf(undefined)).toBeUndefined();
    expect(academicTitleOf('')).toBeUndefined();
    expect(academicTitleOf('NONE')).toBeUndefined();
    expect(academicTitleOf('constructor')).toBeUndefined();
    expect(academicTitleOf('toString')).toBeUndefined();
  });
});

describe('full and display name (§3)', () => {
  it('puts the title before first and last name', () => {
    expect(fullNameOf({ academicTitleCode: 'PROF_DR', firstName: 'Erika', lastName: 'Mustermann' })).toBe(
      'Prof. Dr. Erika Mustermann',
    );
    expect(fullNameOf({ academicTitleCode: 'DR_MED', firstName: 'Max', lastName: 'Muster' })).toBe(
      'Dr. med. Max Muster',
    );
  });

  it('skips empty parts and falls back to the server fullName without doubling the title', () => {
    expect(fullNameOf({ firstName: '  ', lastName: 'Mustermann' })).toBe('Mustermann');
    expect(fullNameOf({ academicTitleCode: 'DR', fullName: 'Erika  Mustermann' })).toBe(
      'Dr. Erika Mustermann',
    );
    expect(fullNameOf({ academicTitleCode: 'DR', fullName: 'Dr. Erika Mustermann' })).toBe(
      'Dr. Erika Mustermann',
    );
    expect(fullNameOf({ academicTitleCode: 'DR' })).toBe('');
  });

  it('the display name has no title', () => {
    expect(displayNameOf({ academicTitleCode: 'DR', firstName: 'Erika', lastName: 'Mustermann' })).toBe(
      'Erika Mustermann',
    );
    expect(displayNameOf({ fullName: ' Erika Mustermann ' })).toBe('Erika Mustermann');
  });

  it('property: the full name never has double, leading or trailing spaces and keeps every name word', () => {
    const codes = fc.option(fc.oneof(fc.constantFrom(...Object.keys(ACADEMIC_TITLES)), fc.string()));
    const part = fc.option(
      fc.string({ unit: fc.constantFrom('a', 'B', 'ö', ' ', '\t', '\n', '\u00a0', '-') }),
    );
    fc.assert(
      fc.property(codes, part, part, part, (academicTitleCode, firstName, lastName, fullName) => {
        const name = fullNameOf({ academicTitleCode, firstName, lastName, fullName });
        expect(name).not.toMatch(/\s\s/);
        expect(name).toBe(name.trim());
        const words = `${firstName ?? ''} ${lastName ?? ''}`.split(/\s+/).filter(Boolean);
        for (const word of words) expect(name.split(' ')).toContain(word);
      }),
    );
  });
});

describe('account initials (§5 first letter of the first and last word)', () => {
  it('takes the first letters of the first and the last word', () => {
    expect(accountInitials('Erika Mustermann')).toBe('EM');
    expect(accountInitials('erika von der mustermann')).toBe('EM');
    expect(accountInitials('  Özlem   Çelik ')).toBe('ÖÇ');
  });

  it('gives one letter for one word, none for no name, and skips words without a leading letter', () => {
    expect(accountInitials('Erika')).toBe('E');
    expect(accountInitials('')).toBe('');
    expect(accountInitials(undefined)).toBe('');
    expect(accountInitials('Erika & Max -')).toBe('EM');
  });

  it('the header’s cases (§5): any letter of a word counts, words without one are skipped, NFC', () => {
    expect(accountInitials('Max Mustermann')).toBe('MM');
    expect(accountInitials('Anna Maria von Berg')).toBe('AB');
    expect(accountInitials('  łukasz   żak ')).toBe('ŁŻ');
    expect(accountInitials('Cher')).toBe('C');
    expect(accountInitials('Anna – Berg')).toBe('AB');
    expect(accountInitials("O'Brien (Sean)")).toBe('OS');
    expect(accountInitials('  ')).toBe('');
    expect(accountInitials('E\u0301mile Zola')).toBe('ÉZ');
  });

  it('property: never more than two letters; ß and ﬁ stay one letter each', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (name) => {
        expect([...accountInitials(name)].length).toBeLessThanOrEqual(2);
      }),
    );
    expect(accountInitials('ßa ﬁb')).toBe('ßﬁ');
  });

  it('property: at most two upper-case-or-caseless letters, from the first and last word', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-zäöü][a-zäöü]{0,6}$/), { maxLength: 5 }), (words) => {
        const initials = accountInitials(words.join(' '));
        const first = words[0];
        const last = words[words.length - 1];
        const expected =
          words.length === 0 ? '' : words.length === 1 ? first?.[0] : `${first?.[0]}${last?.[0]}`;
        expect(initials).toBe(expected?.toUpperCase());
      }),
    );
  });
});
