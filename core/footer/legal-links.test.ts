import { describe, expect, it } from 'vitest';
import type { Flags } from '../config';
import { DEFAULT_FLAGS } from '../config';
import { COOKIE_CONSENT_ANCHOR, legalBasePath, legalLinkEventName, legalLinks, resolveLegalHref } from '.';

const context = { locale: 'de-DE' as const, version: 'v2' as const, flags: DEFAULT_FLAGS };

describe('§2.6 legal links', () => {
  it('§2.6 legal links are built from a base path per locale', () => {
    expect(legalBasePath('de-DE', DEFAULT_FLAGS)).toBe('/de-de/');
    expect(legalBasePath('en', DEFAULT_FLAGS)).toBe('/en/');
    expect(legalBasePath('it-IT', DEFAULT_FLAGS)).toBe('/it-it/');
    // Own-domain markets keep legal pages at the root of their domain…
    expect(legalBasePath('nl-NL', DEFAULT_FLAGS)).toBe('/');
    expect(legalBasePath('en-GB', DEFAULT_FLAGS)).toBe('/');
    // …unless unified onto the shared site.
    const unified: Pick<Flags, 'unifiedDomainLocales'> = { unifiedDomainLocales: ['nl-NL'] };
    expect(legalBasePath('nl-NL', unified)).toBe('/nl-nl/');
  });

  it('§2.6 a page slug joins the base path; safe absolute and root-relative links stay', () => {
    expect(resolveLegalHref('impressum/', '/de-de/')).toBe('/de-de/impressum/');
    expect(resolveLegalHref('legal/privacy', '/')).toBe('/legal/privacy');
    expect(resolveLegalHref('/de-de/agb/', '/de-de/')).toBe('/de-de/agb/');
    expect(resolveLegalHref('https://help.example-bank.com/', '/de-de/')).toBe(
      'https://help.example-bank.com/',
    );
    for (const bad of ['javascript:alert(1)', '../admin/', 'a/../b', '//evil.example', ' impressum/'])
      expect(resolveLegalHref(bad, '/de-de/')).toBeUndefined();
  });

  it('§2.6 the cookie-consent anchor opens the consent second layer instead of navigating', () => {
    const [link] = legalLinks([{ title: 'Cookie-Einstellungen', href: COOKIE_CONSENT_ANCHOR }], context);
    expect(link).toEqual({
      kind: 'action',
      action: 'open-consent-layer',
      title: 'Cookie-Einstellungen',
      analytics: { event: 'cookie-einstellungen-tapped', object: '#cookie-consent' },
    });
    const [withPath] = legalLinks([{ title: 'Cookies', href: '/de-de/#cookie-consent' }], context);
    expect(withPath?.kind).toBe('action');
  });

  it("§7 legal links carry the '{link}-tapped' event with the link target as object", () => {
    const [link] = legalLinks([{ title: 'Impressum', href: 'impressum/' }], context);
    expect(link).toMatchObject({
      kind: 'link',
      link: { href: '/de-de/impressum/', mode: 'secondary', size: 'small', disabled: false },
      analytics: { event: 'impressum-tapped', object: '/de-de/impressum/' },
    });
  });

  it('§7 event names are stable ASCII slugs of the title', () => {
    expect(legalLinkEventName('Datenschutz & Cookies')).toBe('datenschutz-cookies-tapped');
    expect(legalLinkEventName('Política de privacidad')).toBe('politica-de-privacidad-tapped');
    expect(legalLinkEventName('Polityka prywatności i ogłoszenia')).toBe(
      'polityka-prywatnosci-i-ogloszenia-tapped',
    );
    expect(legalLinkEventName('Geschäftsbedingungen – AGB')).toBe('geschaftsbedingungen-agb-tapped');
    expect(legalLinkEventName('Straße')).toBe('strasse-tapped');
    expect(legalLinkEventName('—')).toBe('legal-link-tapped');
  });

  it('security.md 3 an unsafe legal href is shown as text, without analytics', () => {
    const links = legalLinks(
      [
        { title: 'Evil', href: 'JaVaScRiPt:alert(1)' },
        { title: 'Also evil', href: 'java\nscript:alert(1)' },
      ],
      context,
    );
    expect(links).toEqual([
      { kind: 'text', title: 'Evil' },
      { kind: 'text', title: 'Also evil' },
    ]);
  });

  it('§4 a legal link marked disabled has no href in v2 and keeps it in v1', () => {
    const cms = [{ title: 'Impressum', href: 'impressum/', disabled: true }];
    expect(legalLinks(cms, context)).toEqual([
      {
        kind: 'link',
        title: 'Impressum',
        link: { href: undefined, disabled: true, mode: 'secondary', size: 'small' },
        analytics: { event: 'impressum-tapped', object: '/de-de/impressum/' },
      },
    ]);
    expect(legalLinks(cms, { ...context, version: 'v1' })[0]).toMatchObject({
      kind: 'link',
      link: { href: '/de-de/impressum/', disabled: false },
    });
    expect(legalLinks([{ ...cms[0]!, disabled: false }], context)[0]).toMatchObject({
      link: { href: '/de-de/impressum/', disabled: false },
    });
  });

  it('§4 a disabled cookie-consent link in v2 is a disabled link, not an action that opens the layer', () => {
    const cms = [{ title: 'Cookies', href: COOKIE_CONSENT_ANCHOR, disabled: true }];
    expect(legalLinks(cms, context)).toEqual([
      {
        kind: 'link',
        title: 'Cookies',
        link: { href: undefined, disabled: true, mode: 'secondary', size: 'small' },
        analytics: { event: 'cookies-tapped', object: COOKIE_CONSENT_ANCHOR },
      },
    ]);
    expect(legalLinks(cms, { ...context, version: 'v1' })[0]?.kind).toBe('action');
  });

  it('security.md 3 a disabled legal link with an unsafe href is still only text', () => {
    expect(legalLinks([{ title: 'Evil', href: 'javascript:alert(1)', disabled: true }], context)).toEqual([
      { kind: 'text', title: 'Evil' },
    ]);
  });

  it('§2.6 links without a title are left out', () => {
    expect(legalLinks([{ title: '  ', href: 'impressum/' }], context)).toEqual([]);
  });
});
