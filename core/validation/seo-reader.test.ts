import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectReaderAgrees, cmsField as field } from './reader-agreement.test-support';
import { readSeoSettings } from './seo-reader';
import { seoSettingsSchema } from './seo-schema';

const str = fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(' Title ', 'https://example.test/a'));
const robotsText = fc
  .array(
    fc.constantFrom('noindex', ' NoFollow ', 'max-snippet : -1', 'bogus', 'max-image-preview:large', ''),
    {
      maxLength: 4,
    },
  )
  .map((parts) => parts.join(','));
const settings = fc.record(
  {
    meta_title: field(str),
    canonical_page: field(str),
    meta_description: field(str),
    opengraph: field(
      fc.record(
        { title: field(str), description: field(str), image: field(fc.record({ url: field(str) })) },
        { requiredKeys: [] },
      ),
    ),
    meta_robots: field(fc.oneof(robotsText, str)),
    unknownKey: field(str),
  },
  { requiredKeys: [] },
);

describe('readSeoSettings: the SEO settings without zod', () => {
  it('gives the schema’s verdict and value on generated answers', () => {
    expectReaderAgrees(seoSettingsSchema, readSeoSettings, settings);
  }, 60_000);

  it('trims texts, keeps the known robots directives and drops unknown fields', () => {
    expect(
      readSeoSettings({
        meta_title: ' Anmelden ',
        meta_robots: 'NOINDEX, bogus, max-snippet : -1',
        opengraph: { image: { url: ' /og.png ' } },
        somethingNew: 1,
      }),
    ).toEqual({
      meta_title: 'Anmelden',
      meta_robots: 'noindex, max-snippet:-1',
      opengraph: { image: { url: '/og.png' } },
    });
    expect(readSeoSettings({ meta_title: 7 })).toBeNull();
    expect(readSeoSettings(null)).toBeNull();
  });
});
