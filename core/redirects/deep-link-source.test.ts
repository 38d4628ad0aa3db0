import { describe, expect, it } from 'vitest';
import {
  DEEP_LINK_COOKIE_MAX_AGE_SECONDS,
  DEEP_LINK_NAME,
  deepLinkCookieFor,
  RedirectError,
  takeDeepLink,
} from '.';

const login = 'https://portal.example/de-de/login/';
const withParam = (value: string, extra = '') =>
  `${login}?${new URLSearchParams({ [DEEP_LINK_NAME]: value }).toString()}${extra}`;

describe('deep link taken once from the obs-deepLink parameter or cookie (§2.1, security.md 1)', () => {
  it('uses the parameter and tells the driver to strip it from the URL, keeping the rest', () => {
    const take = takeDeepLink(`${withParam('/de-de/documents?page=2')}&product=dwm#form`, undefined);
    expect(take.deepLink).toBe('/de-de/documents?page=2');
    expect(take.source).toBe('parameter');
    expect(take.replaceUrlWith).toBe('/de-de/login/?product=dwm#form');
    expect(take.deleteCookie).toBeUndefined();
    expect(take.rejected).toEqual([]);
  });

  it('uses the cookie when there is no parameter and tells the driver to delete it', () => {
    const take = takeDeepLink(login, '/de-de/postbox/messages');
    expect(take).toMatchObject({
      deepLink: '/de-de/postbox/messages',
      source: 'cookie',
      deleteCookie: 'obs-deepLink',
    });
    expect(take.replaceUrlWith).toBeUndefined();
  });

  it('prefers the parameter over the cookie, and still deletes the cookie so it is not replayed later', () => {
    const take = takeDeepLink(withParam('/de-de/documents'), '/de-de/postbox/messages');
    expect(take.deepLink).toBe('/de-de/documents');
    expect(take.deleteCookie).toBe(DEEP_LINK_NAME);
    expect(take.replaceUrlWith).toBe('/de-de/login/');
  });

  it('falls back to the cookie when the parameter is hostile, and reports why without echoing the value', () => {
    const take = takeDeepLink(withParam('//evil.example'), '/de-de/documents');
    expect(take.deepLink).toBe('/de-de/documents');
    expect(take.source).toBe('cookie');
    expect(take.rejected).toEqual([{ source: 'parameter', reason: 'protocol-relative' }]);
    expect(JSON.stringify(take)).not.toContain('evil');
  });

  it('uses nothing when both are hostile, and still clears both', () => {
    const take = takeDeepLink(withParam('https://evil.example/'), '/%5Cevil.example');
    expect(take.deepLink).toBeUndefined();
    expect(take.source).toBeUndefined();
    expect(take.replaceUrlWith).toBe('/de-de/login/');
    expect(take.deleteCookie).toBe(DEEP_LINK_NAME);
    expect(take.rejected).toEqual([
      { source: 'parameter', reason: 'not-root-relative' },
      { source: 'cookie', reason: 'backslash' },
    ]);
  });

  it('trusts no copy of a parameter given twice (parameter pollution)', () => {
    const take = takeDeepLink(`${login}?obs-deepLink=%2Fa&obs-deepLink=%2Fb`, undefined);
    expect(take.deepLink).toBeUndefined();
    expect(take.rejected).toEqual([{ source: 'parameter', reason: 'ambiguous' }]);
    expect(take.replaceUrlWith).toBe('/de-de/login/');
  });

  it('taking again from the cleaned URL and without the cookie finds nothing: used once', () => {
    const first = takeDeepLink(withParam('/de-de/documents'), '/de-de/postbox/messages');
    const second = takeDeepLink(new URL(first.replaceUrlWith!, login).toString(), undefined);
    expect(second.deepLink).toBeUndefined();
    expect(second.replaceUrlWith).toBeUndefined();
  });

  it('judges the link against the origin of the current URL', () => {
    expect(takeDeepLink('http://localhost:5173/de-de/login/', '/de-de/documents').deepLink).toBe(
      '/de-de/documents',
    );
    expect(() => takeDeepLink('/de-de/login/', undefined)).toThrow(RedirectError);
  });
});

describe('deep link saved on session timeout (§4 Session: current path saved as deep link)', () => {
  it('saves the current path, query and hash in a short-lived cookie', () => {
    expect(deepLinkCookieFor('https://portal.example/de-de/documents?page=2#list')).toEqual({
      name: 'obs-deepLink',
      value: '/de-de/documents?page=2#list',
      path: '/',
      maxAgeSeconds: DEEP_LINK_COOKIE_MAX_AGE_SECONDS,
      sameSite: 'Lax',
      secure: true,
    });
    expect(deepLinkCookieFor('http://localhost:5173/de-de/dashboard/')?.secure).toBe(false);
  });

  it('does not save a login, registration or open-banking page, or its own parameter', () => {
    expect(deepLinkCookieFor('https://portal.example/de-de/login/?product=dwm')).toBeUndefined();
    expect(deepLinkCookieFor('https://portal.example/en-gb/register/')).toBeUndefined();
    expect(
      deepLinkCookieFor('https://portal.example/de-de/open-banking/ais/#access_token=x'),
    ).toBeUndefined();
    expect(
      deepLinkCookieFor(`https://portal.example/de-de/documents?${DEEP_LINK_NAME}=%2Fx&a=1`)?.value,
    ).toBe('/de-de/documents?a=1');
  });

  it('does not save a page whose path would not pass as a deep link', () => {
    expect(deepLinkCookieFor('https://portal.example/%2F%2Fevil.example')).toBeUndefined();
  });
});
