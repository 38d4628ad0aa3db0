import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSafeDeepLink } from '.';

const ORIGIN = 'https://portal.example';

// ---- ordinary deep links: '/' + safe segments + optional ?query + optional #hash ----
const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const word = (extra: string, max: number) =>
  fc.string({ unit: fc.constantFrom(...`${letters}${extra}`), minLength: 1, maxLength: max });
/** Unreserved characters, but never a pure `.`/`..` segment, which the URL parser would resolve away. */
const segment = word('-_.~', 12).filter((s) => !/^\.+$/.test(s));
const query = fc
  .array(
    fc.tuple(word('-_', 8), fc.oneof(word('-_.~', 10), fc.constant('a%20b'), fc.constant('a@b.example'))),
    {
      minLength: 1,
      maxLength: 3,
    },
  )
  .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`);
const hash = word('-_/', 12).map((h) => `#${h}`);
const ordinaryPath = fc
  .tuple(
    fc.array(segment, { minLength: 0, maxLength: 5 }),
    fc.boolean(),
    fc.option(query, { nil: '' }),
    fc.option(hash, { nil: '' }),
  )
  .map(([segments, trailing, q, h]) => {
    const path = `/${segments.join('/')}${trailing && segments.length > 0 ? '/' : ''}`;
    return `${path}${q}${h}`;
  });

// ---- hostile inputs ----
const host = fc.domain();
/** Mixes the case of each letter, as attackers do to dodge case-sensitive filters. */
const mixedCase = (value: string) =>
  fc
    .array(fc.boolean(), { minLength: value.length, maxLength: value.length })
    .map((flags) => [...value].map((ch, i) => (flags[i] ? ch.toUpperCase() : ch.toLowerCase())).join(''));
const scheme = fc
  .constantFrom('javascript', 'data', 'vbscript', 'http', 'https', 'file', 'ftp')
  .chain((name) => mixedCase(name));

const protocolRelative = fc
  .tuple(
    fc.constantFrom(
      '//',
      '///',
      '\\\\',
      '/\\',
      '\\/',
      '/%2F',
      '/%2f',
      '%2F%2F',
      '/%5C',
      '/%5c',
      '/%2F%2F',
      '/%252F%252F',
      // Dot segments the URL parser resolves into a leading `//`.
      '/.//',
      '/%2e//',
      '/./%2F',
      '/a/..//',
    ),
    host,
    ordinaryPath,
  )
  .map(([prefix, h, p]) => `${prefix}${h}${p}`);

const withScheme = fc
  .tuple(
    fc.constantFrom('', '/', '/%2F', '%2F'),
    scheme,
    fc.constantFrom(':', '%3A', '%3a'),
    fc.constantFrom('//', ''),
    host,
  )
  .map(([lead, s, colon, slashes, h]) => `${lead}${s}${colon}${slashes}${h}/`);

/** Characters browsers strip or treat as separators, raw or percent-encoded, at any position. */
const invisible = fc.constantFrom(
  '\t',
  '\n',
  '\r',
  '\0',
  '\u000b',
  '\u007f',
  '\u0085',
  ' ',
  '\u00a0',
  '\u2028',
  '\u2029',
  '\ufeff',
  '\u200b',
  '\u202e',
  '%09',
  '%0A',
  '%0a',
  '%0D',
  '%00',
  '%7F',
  '%C2%85',
  '%E2%80%A8',
);
const withInvisible = fc
  .tuple(ordinaryPath, invisible, fc.nat())
  .map(([p, ch, at]) => {
    const i = at % (p.length + 1);
    return `${p.slice(0, i)}${ch}${p.slice(i)}`;
  })
  // An encoded ordinary space is fine after the path (see deep-link.ts); it is not in this list.
  .filter((s) => s.length > 0);

const withUserinfo = fc
  .tuple(
    fc.constantFrom('//', '/', 'https://', '/%2F', ''),
    word('-_.', 8),
    fc.constantFrom('@', '%40', ':x@', '%3Ax%40'),
    host,
    ordinaryPath,
  )
  .map(([lead, user, at, h, p]) => `${lead}${user}${at}${h}${p}`);

const withBackslash = fc
  .tuple(ordinaryPath, fc.constantFrom('\\', '%5C', '%5c'), fc.nat())
  .map(([p, ch, at]) => {
    // Only where a browser would read it as part of the path; a %5C deep in the query is harmless
    // in a browser, but the raw `\` is rejected everywhere, and both are in the path here.
    const pathEnd = p.search(/[?#]/) === -1 ? p.length : p.search(/[?#]/);
    const i = 1 + (at % pathEnd);
    return `${p.slice(0, i)}${ch}${p.slice(i)}`;
  });

/** Fragments that break parsers, in any order: the invariant test below must hold for all of them. */
const tokenSoup = fc
  .array(
    fc.constantFrom(
      '/',
      '.',
      '..',
      '%2F',
      '%2f',
      '%2e',
      '%5C',
      '\\',
      '@',
      '%40',
      ':',
      '%3A',
      '%25',
      '%09',
      '?',
      '#',
      'evil.example',
      'a',
    ),
    { maxLength: 10 },
  )
  .map((tokens) => tokens.join(''));

const hostile = fc.oneof(protocolRelative, withScheme, withInvisible, withUserinfo, withBackslash);

describe('deep-link safety, property-based (security.md 1, §2.1 obs-deepLink)', () => {
  it('accepts every ordinary path with optional query and hash, unchanged', () => {
    fc.assert(
      fc.property(ordinaryPath, (path) => {
        expect(parseSafeDeepLink(path, ORIGIN)).toBe(path);
      }),
      { numRuns: 500 },
    );
  });

  it('never accepts a generated hostile input: protocol-relative, backslash, scheme, invisible characters, userinfo', () => {
    fc.assert(
      fc.property(hostile, (input) => {
        expect(parseSafeDeepLink(input, ORIGIN)).toBeUndefined();
      }),
      { numRuns: 2000 },
    );
  });

  it('whatever the input, an accepted link is a root path on the same origin, also after one more decoding', () => {
    const anyInput = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 30 }),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.webPath(),
      tokenSoup,
      tokenSoup.map((soup) => `/${soup}`),
      hostile,
    );
    fc.assert(
      fc.property(anyInput, (input) => {
        const result = parseSafeDeepLink(input, ORIGIN);
        if (result === undefined) return;
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        expect(result).not.toMatch(/[\\\s]/);
        expect(new URL(result, ORIGIN).origin).toBe(ORIGIN);
        const path = result.split(/[?#]/)[0] ?? '';
        expect(new URL(decodeURIComponent(path), ORIGIN).origin).toBe(ORIGIN);
      }),
      { numRuns: 2000 },
    );
  });
});
