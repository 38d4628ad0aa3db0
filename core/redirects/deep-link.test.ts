import { describe, expect, it } from 'vitest';
import { checkDeepLink, MAX_DEEP_LINK_LENGTH, parseSafeDeepLink, RedirectError } from '.';

const ORIGIN = 'https://portal.example';
const reason = (input: string) => {
  const check = checkDeepLink(input, ORIGIN);
  return check.ok ? 'accepted' : check.reason;
};

describe('deep-link safety: each rule of security.md 1 (§2.1 obs-deepLink)', () => {
  it('accepts an ordinary same-origin path with query and hash, unchanged', () => {
    expect(parseSafeDeepLink('/de-de/postbox/messages?id=42&tab=new#top', ORIGIN)).toBe(
      '/de-de/postbox/messages?id=42&tab=new#top',
    );
    expect(parseSafeDeepLink('/savingglobal/#/MyInvestments/TermDeposit', ORIGIN)).toBe(
      '/savingglobal/#/MyInvestments/TermDeposit',
    );
  });

  it('returns the normalised form the browser would navigate to', () => {
    expect(parseSafeDeepLink('/de-de/a/../documents', ORIGIN)).toBe('/de-de/documents');
    expect(parseSafeDeepLink('/de-de/über', ORIGIN)).toBe('/de-de/%C3%BCber');
    expect(parseSafeDeepLink('/de-de/documents#', ORIGIN)).toBe('/de-de/documents');
  });

  it('rejects empty and over-long input', () => {
    expect(checkDeepLink('', ORIGIN)).toEqual({ ok: false, reason: 'empty' });
    expect(checkDeepLink(undefined, ORIGIN)).toEqual({ ok: false, reason: 'empty' });
    expect(checkDeepLink(null, ORIGIN)).toEqual({ ok: false, reason: 'empty' });
    const long = `/${'a'.repeat(MAX_DEEP_LINK_LENGTH)}`;
    expect(reason(long)).toBe('too-long');
    expect(reason(long.slice(0, MAX_DEEP_LINK_LENGTH))).toBe('accepted');
  });

  it('requires exactly one leading slash: no relative paths, no protocol-relative //', () => {
    expect(reason('de-de/dashboard/')).toBe('not-root-relative');
    expect(reason('?x=1')).toBe('not-root-relative');
    expect(reason('//evil.example/x')).toBe('protocol-relative');
    expect(reason('///evil.example')).toBe('protocol-relative');
  });

  it('rejects every backslash, which browsers read as a slash', () => {
    expect(reason('/\\evil.example')).toBe('backslash');
    expect(reason('\\\\evil.example')).toBe('backslash');
    expect(reason('/de-de/a\\b')).toBe('backslash');
    expect(reason('/de-de/?q=a\\b')).toBe('backslash');
  });

  it('rejects control characters and whitespace anywhere, including ones browsers silently strip', () => {
    for (const ch of [
      '\t',
      '\n',
      '\r',
      '\0',
      '\u007f',
      '\u0085',
      ' ',
      '\u00a0',
      '\u2028',
      '\ufeff',
      '\u202e',
    ])
      expect(reason(`/${ch}/evil.example`), JSON.stringify(ch)).toBe('control-or-whitespace');
    expect(reason('/de-de/?q=a b')).toBe('control-or-whitespace');
    expect(reason(' /de-de/')).toBe('control-or-whitespace');
  });

  it('rejects schemes in any case, absolute URLs included, even to our own origin', () => {
    expect(reason('javascript:alert(1)')).toBe('not-root-relative');
    expect(reason('JaVaScRiPt:alert(1)')).toBe('not-root-relative');
    expect(reason(`${ORIGIN}/de-de/dashboard/`)).toBe('not-root-relative');
    expect(reason('/javascript:alert(1)')).toBe('scheme');
    expect(reason('/HTTPS:evil.example')).toBe('scheme');
    // A colon later on is an ordinary character.
    expect(reason('/de-de/investments/a:b?t=10:00')).toBe('accepted');
  });

  it('rejects userinfo: @ in the path; @ in the query is an ordinary character', () => {
    expect(reason('//user:pass@evil.example')).toBe('protocol-relative');
    expect(reason('/@evil.example')).toBe('userinfo');
    expect(reason('/portal.example@evil.example/')).toBe('userinfo');
    expect(reason('/de-de/login/?email=a@b.example')).toBe('accepted');
  });

  it('decodes once and checks again: encoded slashes, backslashes, newlines, @ and schemes fail', () => {
    expect(reason('/%2F%2Fevil.example')).toBe('protocol-relative');
    expect(reason('/%2fevil.example')).toBe('protocol-relative');
    expect(reason('/%5Cevil.example')).toBe('backslash');
    expect(reason('/de-de/%0A')).toBe('control-or-whitespace');
    expect(reason('/de-de/%09x')).toBe('control-or-whitespace');
    expect(reason('/de-de/a%20b')).toBe('control-or-whitespace');
    expect(reason('/%40evil.example')).toBe('userinfo');
    expect(reason('/javascript%3Aalert(1)')).toBe('scheme');
    expect(reason('/%6A%61vascript%3Aalert(1)')).toBe('scheme');
    expect(reason('/de-de/?next=%0D%0ASet-Cookie:x')).toBe('control-or-whitespace');
    expect(reason('/de-de/?q=a%5Cb')).toBe('backslash');
  });

  it('allows an encoded space or percent sign in the query and fragment, where they cannot move the target', () => {
    expect(parseSafeDeepLink('/de-de/documents?q=tax%20form&rate=5%25#a%20b', ORIGIN)).toBe(
      '/de-de/documents?q=tax%20form&rate=5%25#a%20b',
    );
  });

  it('rejects double encoding in the path and malformed percent sequences', () => {
    expect(reason('/%252F%252Fevil.example')).toBe('double-encoded');
    expect(reason('/de-de/100%')).toBe('malformed-encoding');
    expect(reason('/de-de/%E0%A4%A')).toBe('malformed-encoding');
    expect(reason('/de-de/?q=%C0%AF')).toBe('malformed-encoding');
  });

  it('regression: dot segments that the URL parser resolves into // are rejected (found by the property test)', () => {
    expect(new URL('/.//evil.example', ORIGIN).pathname).toBe('//evil.example');
    expect(reason('/.//evil.example')).toBe('protocol-relative');
    expect(reason('/de-de/..//evil.example')).toBe('protocol-relative');
    expect(reason('/%2e//evil.example')).toBe('protocol-relative');
    expect(reason('/./%2Fevil.example')).toBe('protocol-relative');
  });

  it('canonicalises the origin and refuses a non-http origin with a typed error', () => {
    expect(parseSafeDeepLink('/de-de/', 'HTTPS://Portal.Example:443')).toBe('/de-de/');
    expect(() => parseSafeDeepLink('/de-de/', 'not a url')).toThrow(RedirectError);
    try {
      parseSafeDeepLink('/de-de/', 'javascript:alert(1)');
      expect.unreachable();
    } catch (error) {
      expect((error as RedirectError).code).toBe('REDIRECT_INVALID_ORIGIN');
    }
  });
});
