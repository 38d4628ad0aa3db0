/**
 * §5 page title: logged-in users get the site name; otherwise the meta title or the default title,
 * plus a tagline.
 *
 * Read as "(meta title, else default title) + tagline": the tagline is appended in both cases, as
 * the sentence says "plus a tagline" after naming both. All three texts arrive translated; an
 * empty tagline adds nothing.
 */

export interface PageTitleInput {
  readonly loggedIn: boolean;
  readonly siteName: string;
  /** The CMS meta title of the page, if any. */
  readonly metaTitle?: string | null | undefined;
  readonly defaultTitle: string;
  readonly tagline: string;
  /** Between title and tagline. */
  readonly separator?: string;
}

export const PAGE_TITLE_SEPARATOR = ' | ';

/**
 * §5: the document title.
 * @example pageTitle({ loggedIn: true, siteName: 'Bank', defaultTitle: 'Savings', tagline: 'Best rates' })
 *   // 'Bank'
 * @example pageTitle({ loggedIn: false, siteName: 'Bank', metaTitle: 'Term deposits', defaultTitle: 'Savings',
 *   tagline: 'Best rates' }) // 'Term deposits | Best rates'
 */
export function pageTitle(input: PageTitleInput): string {
  if (input.loggedIn) return input.siteName.trim();
  const title = input.metaTitle?.trim() || input.defaultTitle.trim();
  const tagline = input.tagline.trim();
  return tagline ? `${title}${input.separator ?? PAGE_TITLE_SEPARATOR}${tagline}` : title;
}
