/**
 * §2.6 partner credit logos (institute link and logo).
 */
import { safeCmsHref, safeCmsImageUrl } from './cms-links';
import type { Credit } from './schema';

export interface CreditView {
  /** Link to the institute; absent when unsafe or when the link would have no accessible name. */
  readonly href: string | undefined;
  /** Accessible name of the link and alt text of the logo. */
  readonly title: string;
  readonly logoUrl: string | undefined;
}

/**
 * One credit or several, as the CMS gives them; a credit with neither a title nor a logo is dropped.
 * @example creditViews({ institute_link: { href: 'https://partner.example', title: 'Partner Bank' } }, [])[0].href
 * // 'https://partner.example'
 */
export function creditViews(
  credits: Credit | readonly Credit[] | null | undefined,
  assetOrigins: readonly string[],
): CreditView[] {
  const list: readonly Credit[] = credits ? (Array.isArray(credits) ? credits : [credits as Credit]) : [];
  return list.flatMap((credit): CreditView[] => {
    const title = (credit.institute_link?.title ?? credit.institute_logo?.title ?? '').trim();
    // Only a logo on the site or an asset origin is drawn (security.md 12).
    const logoUrl = safeCmsImageUrl(credit.institute_logo?.url, assetOrigins);
    // A link around a logo without a name is an unnamed link (§5, accessibility); show the logo only.
    const href = title ? safeCmsHref(credit.institute_link?.href) : undefined;
    if (!title && !logoUrl) return [];
    return [{ href, title, logoUrl }];
  });
}
