import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectReaderAgrees, cmsField as field } from '../validation/reader-agreement.test-support';
import { readFooterData } from './footer-reader';
import { footerDataSchema } from './schema';

const str = fc.string({ maxLength: 6 });
const record = (shape: Record<string, fc.Arbitrary<unknown>>) =>
  fc
    .record(shape, { requiredKeys: [] })
    .chain((value) =>
      fc.oneof(
        { weight: 6, arbitrary: fc.constant(value) },
        { weight: 1, arbitrary: fc.constant({ ...value, unknownKey: 1 }) },
      ),
    );
const link = record({ title: field(str), href: field(str), disabled: field(fc.boolean()) });
const credit = record({
  institute_link: field(record({ href: field(str), title: field(str) })),
  institute_logo: field(record({ url: field(str), title: field(str) })),
});
const footer = record({
  reviewServiceData: field(
    record({ score_value: field(fc.oneof(fc.double(), str)), count_of_reviews: field(fc.integer()) }),
  ),
  displayReviewService: field(fc.boolean()),
  socialMediaIcons: field(
    fc.array(
      record({
        account: field(str),
        iconUrl: field(str),
        link: field(str),
        uid: field(fc.oneof(str, fc.integer())),
      }),
      { maxLength: 2 },
    ),
  ),
  contactInformationData: field(record({ social_media_heading: field(str) })),
  mobile_banner: field(record({ display_mobile_banner: field(fc.boolean()) })),
  displayUsContactBanner: field(fc.boolean()),
  usContactBanner: field(
    record({
      email: field(record({ email_address: field(str), email_link_text: field(str) })),
      phone: field(record({ phone_number: field(str), phone_link_text: field(str) })),
      availability: field(str),
    }),
  ),
  hideFooterLinks: field(fc.boolean()),
  footer_links: field(
    fc.array(record({ heading: field(str), link: field(fc.array(link, { maxLength: 2 })) }), {
      maxLength: 2,
    }),
  ),
  legal_links: field(fc.array(link, { maxLength: 3 })),
  copyright: field(str),
  credits: field(fc.oneof(credit, fc.array(credit, { maxLength: 2 }))),
  disclaimer: field(str),
  hideCountryPicker: field(fc.boolean()),
  hideSocialMediaHeading: field(fc.boolean()),
  isCountrySelectorPage: field(fc.boolean()),
  shouldHideTopBorder: field(fc.boolean()),
});

describe('readFooterData: the footer answer without zod', () => {
  it('gives the schema’s verdict and value on generated answers', () => {
    expectReaderAgrees(footerDataSchema, readFooterData, footer, 3000);
  });

  it('reads a full §3 answer, drops unknown fields and turns numeric uids into strings', () => {
    const read = readFooterData({
      copyright: 'Example Bank AG',
      socialMediaIcons: [{ account: 'X', iconUrl: '/x.svg', link: 'https://x.example/', uid: 7 }],
      credits: [{ institute_link: null }],
      somethingNew: { a: 1 },
    });
    expect(read).toEqual({
      copyright: 'Example Bank AG',
      socialMediaIcons: [{ account: 'X', iconUrl: '/x.svg', link: 'https://x.example/', uid: '7' }],
      credits: [{ institute_link: null }],
    });
    expect(readFooterData({ legal_links: [{ title: 'Impressum' }] })).toBeNull();
    expect(readFooterData([])).toBeNull();
    expect(readFooterData(undefined)).toBeNull();
  });
});
