import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { UnsafeScheme } from '.';
import { decodeHtmlEntitiesOnce, isUnsafeScheme, schemeView, unsafeSchemeOf } from '.';
import {
  anyUnsafeScheme,
  browserExecutableScheme,
  encodedCharacter,
  linkLikeString,
} from './link-arbitraries.test-support';

const BASE = 'https://portal.example/de-de/';
const UNSAFE_PROTOCOLS = ['javascript:', 'data:', 'vbscript:'];

describe('unsafe link schemes (§5, security.md 3)', () => {
  it('§5 javascript, data and vbscript are unsafe; ordinary links are not', () => {
    expect(isUnsafeScheme('javascript:alert(1)')).toBe(true);
    expect(isUnsafeScheme('data:text/html;base64,PHNjcmlwdD4=')).toBe(true);
    expect(isUnsafeScheme('vbscript:msgbox(1)')).toBe(true);
    for (const safe of [
      'https://bank.example',
      '/de-de/login/',
      'mailto:a@b.example',
      'tel:+4930',
      '#top',
      '',
    ])
      expect(isUnsafeScheme(safe)).toBe(false);
    // The scheme is what counts, not the word: these are ordinary paths and URLs.
    expect(isUnsafeScheme('/help/javascript:guide')).toBe(false);
    expect(isUnsafeScheme('https://bank.example/?next=javascript:alert(1)')).toBe(false);
  });

  it('security.md 3 sees through the classic disguises', () => {
    const disguised = [
      'JAVASCRIPT:alert(1)',
      '  javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'java\u0000script:alert(1)',
      '\u0001javascript:alert(1)',
      '&#106;avascript:alert(1)',
      '&#0000106&#0000097vascript:alert(1)',
      '&#x6A;avascript:alert(1)',
      'javascript&colon;alert(1)',
      'jav&#x09;ascript:alert(1)',
      'jav&Tab;ascript:alert(1)',
      'java&NewLine;script:alert(1)',
      '&amp;#106;avascript:alert(1)',
      'ｊａｖａｓｃｒｉｐｔ：alert(1)',
      'java\u200bscript:alert(1)',
      'DaTa:text/html,<script>',
      ' vbscript&#58;msgbox(1)',
    ];
    for (const href of disguised) expect(isUnsafeScheme(href), JSON.stringify(href)).toBe(true);
  });

  it('security.md 3 property: any casing, inserted whitespace/controls and entity-encoded letters stay unsafe', () => {
    fc.assert(
      fc.property(anyUnsafeScheme, ([scheme, href]) => {
        expect(unsafeSchemeOf(href)).toBe(scheme);
      }),
      { numRuns: 2000 },
    );
  });

  it('property: every letter of the scheme, encoded alone, is still recognised', () => {
    const oneLetterEncoded = fc
      .constantFrom('javascript', 'data', 'vbscript')
      .chain((scheme) =>
        fc
          .nat({ max: scheme.length - 1 })
          .chain((index) =>
            encodedCharacter(scheme[index]!).map(
              (encoded) => `${scheme.slice(0, index)}${encoded}${scheme.slice(index + 1)}:x`,
            ),
          ),
      );
    fc.assert(
      fc.property(oneLetterEncoded, (href) => {
        expect(isUnsafeScheme(href)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('property: disguises a browser really executes (checked with the WHATWG parser) are flagged', () => {
    const executable = fc
      .constantFrom<UnsafeScheme>('javascript', 'data', 'vbscript')
      .chain((scheme) => browserExecutableScheme(scheme).map((href) => [scheme, href] as const));
    fc.assert(
      fc.property(executable, ([scheme, href]) => {
        // The generator is honest: this is what a browser would navigate to.
        expect(new URL(decodeHtmlEntitiesOnce(href), BASE).protocol).toBe(`${scheme}:`);
        expect(unsafeSchemeOf(href)).toBe(scheme);
      }),
      { numRuns: 1000 },
    );
  });

  it('property: whatever the WHATWG URL parser reads as javascript/data/vbscript is flagged (oracle)', () => {
    fc.assert(
      fc.property(fc.oneof(linkLikeString, fc.string({ unit: 'binary', maxLength: 30 })), (raw) => {
        // As a browser does for an attribute: decode references once, then parse.
        const parsed = URL.canParse(decodeHtmlEntitiesOnce(raw), BASE)
          ? new URL(decodeHtmlEntitiesOnce(raw), BASE)
          : undefined;
        if (parsed && UNSAFE_PROTOCOLS.includes(parsed.protocol)) expect(isUnsafeScheme(raw)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('property: prefixing a safe scheme-free path never makes a string unsafe', () => {
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        expect(isUnsafeScheme(`/${path.replace(/^\/+/, '')}`)).toBe(false);
      }),
    );
  });

  it('schemeView decodes, folds and lower-cases for the check', () => {
    expect(schemeView(' Java&#x09;Script&colon;alert(1)')).toBe('javascript:alert(1)');
    expect(schemeView('&\t#106;x')).toBe('jx');
  });
});
