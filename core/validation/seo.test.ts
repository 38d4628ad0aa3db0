import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildHeadData, canonicalUrl, defaultHeadData, seoSettingsSchema } from '.';

const ORIGIN = 'https://www.bank.example';
const texts = { siteName: 'Spar Bank', defaultTitle: 'Sparen', tagline: 'Zinsen' };

describe('SEO settings (§3) and head data (§5)', () => {
  it('§3 reads meta_title, canonical_page, meta_description, opengraph and meta_robots', () => {
    const kept = {
      canonical_page: '/de-de/festgeld/',
      meta_description: 'Feste Zinsen.',
      opengraph: {
        title: 'OG title',
        description: 'OG text',
        image: { url: 'https://cdn.bank.example/og.png' },
      },
    };
    const seo = seoSettingsSchema.parse({
      ...kept,
      meta_title: ' Festgeld ',
      meta_robots: 'NoIndex, follow, bogus',
      unknown_field: 1,
    });
    expect(seo).toEqual({ ...kept, meta_title: 'Festgeld', meta_robots: 'noindex, follow' });
  });

  it('§3 null, empty and missing mean not set', () => {
    expect(seoSettingsSchema.parse({ meta_title: null, meta_description: '', opengraph: null })).toEqual({
      meta_title: undefined,
      canonical_page: undefined,
      meta_description: undefined,
      opengraph: undefined,
      meta_robots: undefined,
    });
    expect(seoSettingsSchema.safeParse({ meta_title: 42 }).success).toBe(false);
  });

  it('§5 builds the title, meta tags and canonical URL of a public page', () => {
    const seo = seoSettingsSchema.parse({
      meta_title: 'Festgeld',
      canonical_page: '/de-de/festgeld/#top',
      meta_description: 'Feste Zinsen.',
      opengraph: { image: { url: '/images/og.png' } },
      meta_robots: 'index,follow',
    });
    expect(buildHeadData({ ...texts, loggedIn: false, seo, pageOrigin: ORIGIN })).toEqual({
      title: 'Festgeld | Zinsen',
      canonicalUrl: 'https://www.bank.example/de-de/festgeld/',
      meta: [
        { name: 'description', content: 'Feste Zinsen.' },
        { name: 'robots', content: 'index, follow' },
        { property: 'og:site_name', content: 'Spar Bank' },
        { property: 'og:title', content: 'Festgeld | Zinsen' },
        { property: 'og:description', content: 'Feste Zinsen.' },
        { property: 'og:image', content: 'https://www.bank.example/images/og.png' },
        { property: 'og:url', content: 'https://www.bank.example/de-de/festgeld/' },
      ],
    });
  });

  it('§5 logged in: the site name; without settings: default plus tagline', () => {
    expect(buildHeadData({ ...texts, loggedIn: true, pageOrigin: ORIGIN }).title).toBe('Spar Bank');
    const head = buildHeadData({ ...texts, loggedIn: false, pageOrigin: ORIGIN });
    expect(head.title).toBe('Sparen | Zinsen');
    expect(head.canonicalUrl).toBeUndefined();
  });

  it('canonical only on the same origin (or an allowed https origin), never from unsafe input', () => {
    expect(canonicalUrl('https://www.bank.example/x', ORIGIN)).toBe('https://www.bank.example/x');
    for (const bad of [
      'https://evil.example/x',
      '//evil.example/x',
      'javascript:alert(1)',
      'http://www.bank.example/x',
    ])
      expect(canonicalUrl(bad, ORIGIN), bad).toBeUndefined();
    expect(canonicalUrl('https://www.bank.nl/x', ORIGIN, ['https://www.bank.nl'])).toBe(
      'https://www.bank.nl/x',
    );
    expect(canonicalUrl('mailto:a@b.example', ORIGIN)).toBeUndefined();
    // The local sandbox serves http: a root-relative canonical stays on it.
    expect(canonicalUrl('/de-de/', 'http://127.0.0.1:4010')).toBe('http://127.0.0.1:4010/de-de/');
  });

  it('an unsafe Open Graph image is left out', () => {
    const seo = seoSettingsSchema.parse({ opengraph: { image: { url: 'data:image/png;base64,AAAA' } } });
    const head = buildHeadData({ ...texts, loggedIn: false, seo, pageOrigin: ORIGIN });
    expect(head.meta.some((tag) => 'property' in tag && tag.property === 'og:image')).toBe(false);
  });

  it('property: a canonical URL is always absolute and on the page origin or an allowed one', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.webPath(), fc.string()), (value) => {
        const url = canonicalUrl(value, ORIGIN);
        if (url !== undefined) expect(new URL(url).origin).toBe(ORIGIN);
      }),
    );
  });

  it('without settings the head is the default one, which needs no CMS checks (decision 161)', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.string(),
        fc.string(),
        fc.string(),
        (loggedIn, siteName, defaultTitle, tagline) => {
          const input = { loggedIn, siteName, defaultTitle, tagline, pageOrigin: ORIGIN };
          expect(buildHeadData(input)).toEqual(defaultHeadData(input));
        },
      ),
    );
    expect(defaultHeadData({ ...texts, loggedIn: false, pageOrigin: ORIGIN }).title).toBe('Sparen | Zinsen');
  });
});
