import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeCmsHref, safeCmsHref } from '.';

// Characters a browser or HTML parser may strip or normalise before reading a scheme.
const NOISE = [
  '\t',
  '\n',
  '\r',
  ' ',
  '\u0000',
  '\u0001',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u200b',
  '\u202e',
  '\u2028',
  '\ufeff',
];
const ENTITY_FORMS = [
  (c: string) => `&#${c.charCodeAt(0)};`,
  (c: string) => `&#x${c.charCodeAt(0).toString(16)};`,
  (c: string) => `&#0${c.charCodeAt(0)}`,
  (c: string) => (c === ':' ? '&colon;' : `&#${c.charCodeAt(0)}`),
];

/** `javascript:` / `data:` / `vbscript:` in any case, with noise, entities and leading spaces. */
const hostileHref = fc
  .record({
    scheme: fc.constantFrom('javascript', 'data', 'vbscript').chain((s) => fc.mixedCase(fc.constant(s))),
    payload: fc.constantFrom('alert(1)', 'text/html;base64,PHNjcmlwdD4=', 'msgbox(1)', '//%0aalert(1)', ''),
    noise: fc.array(fc.tuple(fc.nat(), fc.constantFrom(...NOISE)), { maxLength: 4 }),
    entities: fc.array(fc.tuple(fc.nat(), fc.constantFrom(...ENTITY_FORMS)), { maxLength: 3 }),
    leading: fc.constantFrom('', ' ', '  ', '\t', '\n', '\u0000'),
  })
  .map(({ scheme, payload, noise, entities, leading }) => {
    let chars = [...`${scheme}:`];
    for (const [at, encode] of entities) {
      const index = at % chars.length;
      chars[index] = encode(chars[index]!);
    }
    for (const [at, char] of noise) chars.splice(at % (chars.length + 1), 0, char);
    chars = [...leading, ...chars];
    return chars.join('') + payload;
  });

const segment = fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/).filter((s) => s !== '.' && s !== '..');
const rootRelative = fc
  .tuple(
    fc.array(segment, { maxLength: 4 }),
    fc.boolean(),
    fc.option(fc.stringMatching(/^[a-z0-9=&]{1,12}$/)),
  )
  .map(
    ([parts, slash, query]) =>
      `/${parts.join('/')}${slash && parts.length > 0 ? '/' : ''}${query ? `?${query}` : ''}`,
  )
  .filter((href) => !href.startsWith('//'));
const httpsUrl = fc
  .tuple(
    fc.domain(),
    fc.array(segment, { maxLength: 4 }),
    fc.option(fc.stringMatching(/^[a-z0-9]{1,8}=[a-z0-9]{1,8}$/)),
  )
  .map(([host, parts, query]) => `https://${host}/${parts.join('/')}${query ? `?${query}` : ''}`);
const mailto = fc
  .tuple(fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,15}$/), fc.domain())
  .map(([local, host]) => `mailto:${local}@${host}`);
const tel = fc
  .tuple(
    fc.boolean(),
    fc.array(fc.stringMatching(/^[0-9]{1,4}$/), { minLength: 1, maxLength: 5 }),
    fc.constantFrom('', '-', '.'),
  )
  .map(([plus, groups, sep]) => `tel:${plus ? '+' : ''}${groups.join(sep)}`);

describe('security.md 3: CMS link allow-list (isSafeCmsHref)', () => {
  it('§5/security.md 3 property: javascript:, data:, vbscript: never pass, whatever the disguise', () => {
    fc.assert(
      fc.property(hostileHref, (href) => !isSafeCmsHref(href)),
      { numRuns: 2000 },
    );
  });

  it('security.md 3 property: https, mailto, tel and root-relative links pass', () => {
    fc.assert(
      fc.property(fc.oneof(httpsUrl, mailto, tel, rootRelative), (href) => isSafeCmsHref(href)),
      {
        numRuns: 1000,
      },
    );
  });

  it('security.md 3 property: a valid link with whitespace, a control character or an entity inserted fails', () => {
    const disguise = fc.oneof(
      fc.constantFrom(...NOISE),
      fc.constantFrom('&#58;', '&colon;', '&Tab;', '&#x0A;'),
    );
    fc.assert(
      fc.property(fc.oneof(httpsUrl, mailto, tel, rootRelative), fc.nat(), disguise, (href, at, inserted) => {
        const index = at % (href.length + 1);
        return !isSafeCmsHref(href.slice(0, index) + inserted + href.slice(index));
      }),
      { numRuns: 2000 },
    );
  });

  it('security.md 3 property: whatever passes resolves to https, mailto or tel, or stays on the same origin', () => {
    const base = 'https://bank.example/de-de/';
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), httpsUrl, hostileHref), (href) => {
        if (!isSafeCmsHref(href)) return true;
        const url = new URL(href, base);
        if (href.startsWith('/')) return url.origin === 'https://bank.example';
        return ['https:', 'mailto:', 'tel:'].includes(url.protocol);
      }),
      { numRuns: 3000 },
    );
  });

  it('security.md 3 property: whatever passes has no whitespace, control characters or entities', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (href) => {
        if (!isSafeCmsHref(href)) return true;
        return !/[\s\p{Cc}\p{Cf}]/u.test(href) && !/&#|&[a-z][a-z0-9]*;/i.test(href);
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    '&#106;avascript:alert(1)',
    'javascript&colon;alert(1)',
    'javascript&#58;alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/',
    '/\\evil.example/',
    '\\\\evil.example',
    'http://www.example-bank.com/',
    'https://www.example-bank.com@evil.example/',
    'https:evil.example',
    'ftp://files.example/',
    'impressum/',
    '#top',
    ' /de-de/',
    '/de-de/\u202egnp.exe',
    '',
    'mailto:',
    'tel:',
    'tel:+abc',
  ])('not a link: %j', (href) => {
    expect(isSafeCmsHref(href)).toBe(false);
    expect(safeCmsHref(href)).toBeUndefined();
  });

  it.each([
    'https://www.example-bank.com/',
    'HTTPS://www.example-bank.com/help?a=1&b=2#faq',
    'mailto:service@example-bank.com?subject=Hello',
    'tel:+49-30-1234567',
    'tel:0800.123.456',
    '/',
    '/de-de/impressum/',
    '/de-de/?utm_source=footer&utm_medium=link',
  ])('a link: %j', (href) => {
    expect(isSafeCmsHref(href)).toBe(true);
    expect(safeCmsHref(href)).toBe(href);
  });

  it('safeCmsHref takes missing values', () => {
    expect(safeCmsHref(undefined)).toBeUndefined();
    expect(safeCmsHref(null)).toBeUndefined();
  });
});
