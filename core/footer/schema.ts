/**
 * §3 Footer data as the CMS delivers it. Not strict: unknown fields are fine (design §6), and
 * optional parts may be missing or null, because CMS editors leave blocks empty. Links are only
 * typed as strings here; whether they may become links is decided when the view model is built.
 */
import * as z from 'zod/mini';
import { englishMessages } from '../config/schemas';
import { PortalError } from '../errors';

const text = z.string();
const maybe = <T extends z.ZodMiniType>(schema: T) => z.nullish(schema);

/** A score may arrive as a number or a numeric string ("4,2" too); empty means "no score". */
const score = z.nullish(z.union([z.number(), z.string()]));

/**
 * A CMS link. `disabled` (optional, null = not set) is the §4 v2 disabled state an editor can set;
 * v1 has no disabled state and ignores it (footer-link.ts).
 */
export const cmsLinkSchema = z.object({ title: text, href: text, disabled: maybe(z.boolean()) });

export const socialMediaIconSchema = z.object({
  account: text,
  iconUrl: text,
  link: text,
  uid: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
});

export const footerColumnSchema = z.object({ heading: text, link: maybe(z.array(cmsLinkSchema)) });

export const creditSchema = z.object({
  institute_link: maybe(z.object({ href: maybe(text), title: maybe(text) })),
  institute_logo: maybe(z.object({ url: maybe(text), title: maybe(text) })),
});

export const usContactBannerSchema = z.object({
  email: maybe(z.object({ email_address: text, email_link_text: maybe(text) })),
  phone: maybe(z.object({ phone_number: text, phone_link_text: maybe(text) })),
  availability: maybe(text),
});

export const footerDataSchema = z.object({
  /** Review-service data (§3): a score out of 5 and the number of reviews. */
  reviewServiceData: maybe(z.object({ score_value: score, count_of_reviews: score })),
  /** Display flag for the rating strip. */
  displayReviewService: maybe(z.boolean()),
  socialMediaIcons: maybe(z.array(socialMediaIconSchema)),
  contactInformationData: maybe(z.object({ social_media_heading: maybe(text) })),
  mobile_banner: maybe(z.object({ display_mobile_banner: maybe(z.boolean()) })),
  displayUsContactBanner: maybe(z.boolean()),
  usContactBanner: maybe(usContactBannerSchema),
  hideFooterLinks: maybe(z.boolean()),
  footer_links: maybe(z.array(footerColumnSchema)),
  legal_links: maybe(z.array(cmsLinkSchema)),
  copyright: maybe(text),
  /** One partner credit or several. */
  credits: maybe(z.union([creditSchema, z.array(creditSchema)])),
  /** HTML; sanitised by the driver (DOMPurify), never here. */
  disclaimer: maybe(text),
  hideCountryPicker: maybe(z.boolean()),
  hideSocialMediaHeading: maybe(z.boolean()),
  isCountrySelectorPage: maybe(z.boolean()),
  shouldHideTopBorder: maybe(z.boolean()),
});

export type FooterData = z.output<typeof footerDataSchema>;
export type FooterDataInput = z.input<typeof footerDataSchema>;
export type CmsLink = z.output<typeof cmsLinkSchema>;
export type SocialMediaIcon = z.output<typeof socialMediaIconSchema>;
export type FooterColumn = z.output<typeof footerColumnSchema>;
export type Credit = z.output<typeof creditSchema>;
export type UsContactBanner = z.output<typeof usContactBannerSchema>;

/** A footer response that does not match §3. */
export class FooterDataError extends PortalError<'FOOTER_DATA_INVALID'> {
  constructor(readonly issues: ReadonlyArray<{ path: string; message: string }>) {
    super(
      'FOOTER_DATA_INVALID',
      `Invalid footer data: ${issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`,
    );
    this.name = 'FooterDataError';
  }
}

export type FooterDataResult = { ok: true; data: FooterData } | { ok: false; error: FooterDataError };

/**
 * Validates a CMS footer response with safeParse; a failure is a typed error, never a throw.
 * @example parseFooterData({ copyright: 'Example Bank AG' }) // { ok: true, data: { copyright: 'Example Bank AG' } }
 * @example parseFooterData({ legal_links: 'x' }).ok // false
 */
export function parseFooterData(input: unknown): FooterDataResult {
  const result = footerDataSchema.safeParse(input, englishMessages());
  if (result.success) return { ok: true, data: result.data };
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(root)',
    message: issue.message,
  }));
  return { ok: false, error: new FooterDataError(issues) };
}
