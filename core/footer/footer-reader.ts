/**
 * The §3 footer answer read by hand, with the same verdict and value as `footerDataSchema`
 * (schema.ts, zod), so the page that shows the footer does not download zod for it
 * (docs/decisions/123). The schema stays the contract: the sandbox validates against it, and
 * footer-reader.test.ts checks on generated input that both agree.
 */
import type { FooterData } from './schema';

const INVALID: unique symbol = Symbol('invalid');
type Reader<T> = (value: unknown) => T | typeof INVALID;

const text: Reader<string> = (value) => (typeof value === 'string' ? value : INVALID);
const flag: Reader<boolean> = (value) => (typeof value === 'boolean' ? value : INVALID);
/** zod's `z.number()`: finite numbers only. */
const finite: Reader<number> = (value) =>
  typeof value === 'number' && Number.isFinite(value) ? value : INVALID;

function maybe<T>(read: Reader<T>): Reader<T | null | undefined> {
  return (value) => (value === null || value === undefined ? value : read(value));
}

function either<A, B>(first: Reader<A>, second: Reader<B>): Reader<A | B> {
  return (value) => {
    const read = first(value);
    return read === INVALID ? second(value) : read;
  };
}

function list<T>(read: Reader<T>): Reader<T[]> {
  return (value) => {
    if (!Array.isArray(value)) return INVALID;
    const out: T[] = [];
    for (const item of value) {
      const one = read(item);
      if (one === INVALID) return INVALID;
      out.push(one);
    }
    return out;
  };
}

/** zod's `z.object`: a non-array object; unknown keys dropped, absent keys stay absent. */
function record<T>(shape: { readonly [K in keyof T]: Reader<T[K]> }): Reader<T> {
  return (value) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return INVALID;
    const input = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(shape) as Array<keyof T & string>) {
      const read = shape[key](input[key]);
      if (read === INVALID) return INVALID;
      if (key in input) out[key] = read;
    }
    return out as T;
  };
}

const score = maybe(either(finite, text));
const cmsLink = record({ title: text, href: text, disabled: maybe(flag) });
const socialMediaIcon = record({
  account: text,
  iconUrl: text,
  link: text,
  uid: (value: unknown) => {
    const read = either(text, finite)(value);
    return read === INVALID ? INVALID : String(read);
  },
});
const footerColumn = record({ heading: text, link: maybe(list(cmsLink)) });
const credit = record({
  institute_link: maybe(record({ href: maybe(text), title: maybe(text) })),
  institute_logo: maybe(record({ url: maybe(text), title: maybe(text) })),
});
const usContactBanner = record({
  email: maybe(record({ email_address: text, email_link_text: maybe(text) })),
  phone: maybe(record({ phone_number: text, phone_link_text: maybe(text) })),
  availability: maybe(text),
});

const footerData = record({
  reviewServiceData: maybe(record({ score_value: score, count_of_reviews: score })),
  displayReviewService: maybe(flag),
  socialMediaIcons: maybe(list(socialMediaIcon)),
  contactInformationData: maybe(record({ social_media_heading: maybe(text) })),
  mobile_banner: maybe(record({ display_mobile_banner: maybe(flag) })),
  displayUsContactBanner: maybe(flag),
  usContactBanner: maybe(usContactBanner),
  hideFooterLinks: maybe(flag),
  footer_links: maybe(list(footerColumn)),
  legal_links: maybe(list(cmsLink)),
  copyright: maybe(text),
  credits: maybe(either(credit, list(credit))),
  disclaimer: maybe(text),
  hideCountryPicker: maybe(flag),
  hideSocialMediaHeading: maybe(flag),
  isCountrySelectorPage: maybe(flag),
  shouldHideTopBorder: maybe(flag),
});

/**
 * The CMS footer answer as FooterData, or null when it does not match §3 (what
 * `parseFooterData` reports as FooterDataError).
 * @example readFooterData({ copyright: 'Example Bank AG', somethingNew: 1 }) // { copyright: 'Example Bank AG' }
 * @example readFooterData({ legal_links: 'x' }) // null
 */
export function readFooterData(input: unknown): FooterData | null {
  const read = footerData(input);
  return read === INVALID ? null : (read as FooterData);
}
