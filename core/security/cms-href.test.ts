import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUnsafeScheme, MAX_CMS_HREF_LENGTH, safeCmsHref } from '.';
import { anyUnsafeScheme, linkLikeString } from './link-arbitraries.test-support';

const PORTAL = 'https://portal.example';

describe('CMS links (security.md 3, design §6)', () => {
  it('keeps https, mailto, tel and root-relative paths', () => {
    expect(safeCmsHref('https://bank.example/help?x=1#y')).toBe('https://bank.example/help?x=1#y');
    expect(safeCmsHref('HTTPS://Bank.Example')).toBe('https://bank.example/');
    expect(safeCmsHref('  /de-de/faq/  ')).toBe('/de-de/faq/');
    expect(safeCmsHref('/')).toBe('/');
    expect(safeCmsHref('mailto:service@bank.example?subject=Hi')).toBe(
      'mailto:service@bank.example?subject=Hi',
    );
    expect(safeCmsHref('MAILTO:a@b.example')).toBe('mailto:a@b.example');
    expect(safeCmsHref('tel:+49 30 1234-567')).toBe('tel:+49 30 1234-567');
  });

  it('drops everything else', () => {
    const rejected = [
      'http://bank.example',
      '//evil.example/x',
      '/\\evil.example',
      '/\\/evil.example',
      '\\\\evil.example',
      '/path\\x',
      'relative/path',
      '#cookie-consent',
      '?q=1',
      'ftp://bank.example',
      'https:bank.example',
      'https:/bank.example',
      'https://user:pw@bank.example',
      'https://bank.example@evil.example',
      'https://',
      '/de-de/\tlogin',
      '/de-de/\u202egnp.exe',
      '/a b',
      'mailto:',
      'mailto:nobody',
      'tel:',
      'tel:call-me',
      'tel:12',
      '&#104;ttps://bank.example',
      '',
      '   ',
      `/${'a'.repeat(MAX_CMS_HREF_LENGTH)}`,
    ];
    for (const href of rejected) expect(safeCmsHref(href), JSON.stringify(href)).toBeUndefined();
    for (const value of [undefined, null, 42, {}, ['/x']]) expect(safeCmsHref(value)).toBeUndefined();
  });

  it('security.md 3 property: javascript, data and vbscript in any disguise are never links', () => {
    fc.assert(
      fc.property(anyUnsafeScheme, ([, href]) => {
        expect(safeCmsHref(href)).toBeUndefined();
      }),
      { numRuns: 2000 },
    );
  });

  it('property: https URLs are kept in their serialised form', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ validSchemes: ['https'], withQueryParameters: true, withFragments: true }),
        (url) => {
          expect(safeCmsHref(url)).toBe(new URL(url).href);
        },
      ),
    );
  });

  it('property: root-relative paths are kept unchanged and stay on the portal origin', () => {
    const path = fc
      .array(fc.webSegment(), { minLength: 1, maxLength: 5 })
      .filter((segments) => segments[0] !== '')
      .map((segments) => `/${segments.join('/')}`);
    fc.assert(
      fc.property(path, (href) => {
        expect(safeCmsHref(href)).toBe(href);
        expect(new URL(href, PORTAL).origin).toBe(PORTAL);
      }),
    );
  });

  it('property: protocol-relative and backslash paths are never links', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.constantFrom('//', '/\\', '\\/', '\\\\', ' //'), (path, prefix) => {
        expect(safeCmsHref(`${prefix}evil.example${path}`)).toBeUndefined();
      }),
    );
  });

  it('property: mailto with an e-mail address is kept', () => {
    fc.assert(
      // `?`, `#` and `%` are legal in an address but must be percent-encoded inside a mailto URL.
      fc.property(fc.emailAddress(), (address) => {
        const encoded = address.replace(/[?#%]/g, (character) => encodeURIComponent(character));
        expect(safeCmsHref(`mailto:${encoded}`)).toBe(`mailto:${encoded}`);
      }),
    );
  });

  it('property (fuzz): whatever is kept is https, mailto, tel or same-origin, safe and stable', () => {
    fc.assert(
      fc.property(fc.oneof(linkLikeString, fc.string({ unit: 'binary', maxLength: 40 })), (raw) => {
        const href = safeCmsHref(raw);
        if (href === undefined) return;
        const url = new URL(href, PORTAL);
        expect(['https:', 'mailto:', 'tel:']).toContain(url.protocol);
        if (href.startsWith('/')) {
          expect(url.origin).toBe(PORTAL);
          expect(href.startsWith('//')).toBe(false);
          expect(href).not.toContain('\\');
        } else expect(href).toMatch(/^(https:\/\/|mailto:|tel:)/);
        expect([...href].some((character) => character < ' ' || character === '\u007f')).toBe(false);
        expect(isUnsafeScheme(href)).toBe(false);
        expect(safeCmsHref(href)).toBe(href);
      }),
      { numRuns: 5000 },
    );
  });
});
