import { describe, expect, it } from 'vitest';
import { FooterDataError, parseFooterData } from '.';

/** §3 Footer data, every field as the spec lists it. */
const FULL_FOOTER = {
  reviewServiceData: { score_value: 4, count_of_reviews: 4007 },
  displayReviewService: true,
  socialMediaIcons: [
    { account: 'LinkedIn', iconUrl: '/icons/linkedin.svg', link: 'https://linkedin.example/bank', uid: 'li' },
  ],
  contactInformationData: { social_media_heading: 'Folgen Sie uns' },
  mobile_banner: { display_mobile_banner: true },
  displayUsContactBanner: false,
  usContactBanner: {
    email: { email_address: 'service@example-bank.com', email_link_text: 'Email us' },
    phone: { phone_number: '+1 800 555 0100', phone_link_text: 'Call us' },
    availability: 'Mon–Fri',
  },
  hideFooterLinks: false,
  footer_links: [{ heading: 'Produkte', link: [{ title: 'Festgeld', href: '/de-de/festgeld/' }] }],
  legal_links: [
    { title: 'Impressum', href: 'impressum/' },
    { title: 'Cookie-Einstellungen', href: '#cookie-consent' },
  ],
  copyright: 'Example Bank AG',
  credits: {
    institute_link: { href: 'https://partner.example/', title: 'Partner Bank' },
    institute_logo: { url: '/logos/partner.svg', title: 'Partner Bank' },
  },
  disclaimer: '<p>Einlagen sind geschützt.</p>',
  hideCountryPicker: false,
  hideSocialMediaHeading: false,
  isCountrySelectorPage: false,
  shouldHideTopBorder: false,
};

describe('§3 footer data schema', () => {
  it('§3 accepts every listed field', () => {
    const result = parseFooterData(FULL_FOOTER);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.data.legal_links).toEqual(FULL_FOOTER.legal_links);
  });

  it('design §6 is not strict: unknown fields are fine, missing and null blocks too', () => {
    expect(parseFooterData({ ...FULL_FOOTER, somethingNew: { a: 1 } }).ok).toBe(true);
    expect(parseFooterData({}).ok).toBe(true);
    expect(parseFooterData({ credits: null, usContactBanner: null, disclaimer: null }).ok).toBe(true);
  });

  it('§3 scores may be numbers or strings; uids numbers or strings', () => {
    const result = parseFooterData({
      reviewServiceData: { score_value: '4,2', count_of_reviews: '4.007' },
      socialMediaIcons: [{ ...FULL_FOOTER.socialMediaIcons[0], uid: 7 }],
    });
    expect(result.ok && result.data.socialMediaIcons?.[0]?.uid).toBe('7');
  });

  it('§4 CMS links may carry an optional disabled mark (boolean, null or missing)', () => {
    const result = parseFooterData({
      footer_links: [{ heading: 'H', link: [{ title: 'A', href: '/a/', disabled: true }] }],
      legal_links: [
        { title: 'B', href: 'b/', disabled: false },
        { title: 'C', href: 'c/', disabled: null },
        { title: 'D', href: 'd/' },
      ],
    });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.data.footer_links?.[0]?.link?.[0]?.disabled).toBe(true);
      expect(result.data.legal_links?.map((link) => link.disabled)).toEqual([false, null, undefined]);
    }
    const wrong = parseFooterData({ legal_links: [{ title: 'B', href: 'b/', disabled: 'yes' }] });
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.error.issues[0]?.path).toBe('legal_links.0.disabled');
  });

  it('design §6 a malformed response is a typed error naming the field, not a throw', () => {
    const result = parseFooterData({ legal_links: [{ title: 'Impressum' }] });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toBeInstanceOf(FooterDataError);
      expect(result.error.code).toBe('FOOTER_DATA_INVALID');
      expect(result.error.issues[0]?.path).toBe('legal_links.0.href');
    }
    expect(parseFooterData('not an object').ok).toBe(false);
  });
});
