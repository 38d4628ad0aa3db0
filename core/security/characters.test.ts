import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsHiddenCharacter, removeIgnorableInScheme } from './characters';

describe('characters the link checks skip or refuse (security.md 3)', () => {
  it('removes controls, spaces and invisible characters, keeps letters', () => {
    expect(removeIgnorableInScheme(' j\ta\nv\u0000a\u200bs\u00adc\ufeffr\u3000i\u2028p\u007ft:x')).toBe(
      'javascript:x',
    );
    expect(removeIgnorableInScheme('Straße-ÄÖÜ:/?#')).toBe('Straße-ÄÖÜ:/?#');
  });

  it('finds hidden characters a real link never contains', () => {
    for (const text of ['a\u0000', '\tb', 'c\u0085', '\u200bd', 'e\u202e', 'f\u2066', '\ufeff'])
      expect(containsHiddenCharacter(text), JSON.stringify(text)).toBe(true);
    expect(containsHiddenCharacter('/de-de/faq?x=1 y#ä')).toBe(false);
  });

  it('property: every C0 control is removed and found, anywhere in a string', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 0x1f }), fc.nat(), (text, code, at) => {
        const index = at % (text.length + 1);
        const withControl = text.slice(0, index) + String.fromCharCode(code) + text.slice(index);
        expect(containsHiddenCharacter(withControl)).toBe(true);
        expect(removeIgnorableInScheme(withControl)).toBe(removeIgnorableInScheme(text));
      }),
    );
  });
});
