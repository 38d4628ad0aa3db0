import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities, decodeHtmlEntitiesOnce } from '.';

describe('HTML character references (security.md 3)', () => {
  it('decodes numeric references with and without semicolon, any case and padding', () => {
    expect(decodeHtmlEntitiesOnce('&#106;&#x61;&#X76;&#0000097')).toBe('java');
    expect(decodeHtmlEntitiesOnce('&colon;&Tab;&NewLine;&COLON;')).toBe(':\t\n:');
    expect(decodeHtmlEntitiesOnce('&#0;&#x110000;&#xD800;')).toBe('\ufffd\ufffd\ufffd');
    expect(decodeHtmlEntitiesOnce('&unknown; & plain')).toBe('&unknown; & plain');
    expect(decodeHtmlEntities('&amp;amp;#106;')).toBe('j');
    expect(decodeHtmlEntitiesOnce('&amp;#106;')).toBe('&#106;');
  });

  it('property: a decimal or hex reference decodes to its code point', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 0x10ffff }).filter((code) => code < 0xd800 || code > 0xdfff),
        (code) => {
          const expected = String.fromCodePoint(code);
          expect(decodeHtmlEntitiesOnce(`&#${code};`)).toBe(expected);
          expect(decodeHtmlEntitiesOnce(`&#x${code.toString(16)};`)).toBe(expected);
        },
      ),
    );
  });

  it('property: text without & is unchanged', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !text.includes('&')),
        (text) => {
          expect(decodeHtmlEntities(text)).toBe(text);
        },
      ),
    );
  });
});
