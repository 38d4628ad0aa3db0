/**
 * §5 the document head of a page without the CMS's SEO settings: a private page (never indexed),
 * or a public page before its settings have arrived. Apart from seo.ts, whose checks of the CMS's
 * URLs (core/security) a page needs only once it has the settings.
 */
import { pageTitle } from './page-title';
import type { SeoSettings } from './seo-schema';

export type HeadMeta =
  | { readonly name: 'description' | 'robots'; readonly content: string }
  | { readonly property: `og:${string}`; readonly content: string };

export interface HeadData {
  readonly title: string;
  readonly meta: readonly HeadMeta[];
  /** Absolute canonical URL, only when it passed the checks. */
  readonly canonicalUrl?: string;
}

export interface HeadInput {
  readonly loggedIn: boolean;
  readonly siteName: string;
  readonly defaultTitle: string;
  readonly tagline: string;
  /** Parsed settings of the page; undefined when the CMS had none or they did not parse. */
  readonly seo?: SeoSettings | undefined;
  /** Origin the page is served from, e.g. `https://www.bank.example`. */
  readonly pageOrigin: string;
  /** Other origins a canonical URL may point to (the market's own domains), https only. */
  readonly allowedCanonicalOrigins?: readonly string[];
}

/**
 * §5 the head without SEO settings: the title and the Open Graph site name and title.
 * @example defaultHeadData({ loggedIn: false, siteName: 'Bank', defaultTitle: 'Savings', tagline: 'Rates',
 *   pageOrigin: 'https://www.bank.example' }).title // 'Savings | Rates'
 */
export function defaultHeadData(input: Omit<HeadInput, 'seo'>): HeadData {
  const title = pageTitle(input);
  return {
    title,
    meta: [
      { property: 'og:site_name', content: input.siteName.trim() },
      { property: 'og:title', content: title },
    ],
  };
}
