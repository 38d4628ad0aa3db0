import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSeoSettings } from './seo-reader';
import { seoSettingsSchema } from './seo-schema';

/** Anything a CMS editor or a broken proxy could put in a field. */
const junk = fc.oneof(
  fc.constant(''),
  fc.constant('  '),
  fc.string({ maxLength: 4 }),
  fc.integer(),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
  fc.constant(null),
);

function field<T>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: valid },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: junk },
  );
}

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
    fc.assert(
      fc.property(fc.oneof({ weight: 9, arbitrary: settings }, { weight: 1, arbitrary: junk }), (input) => {
        const schema = seoSettingsSchema.safeParse(input);
        const read = readSeoSettings(input);
        if (schema.success) expect(read).toEqual(schema.data);
        else expect(read).toBeNull();
      }),
      { numRuns: 1000 },
    );
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
