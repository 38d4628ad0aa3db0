/**
 * §3 SEO settings from the CMS, and the head data built from them (title, meta tags, canonical).
 *
 * URLs are not trusted: the canonical URL is used only when it is on the page's own origin (or an
 * origin the caller allows) and https unless the page itself is served over http (the local
 * sandbox); the Open Graph image only as an https or same-origin URL. These checks (core/security's
 * link rules) come with the settings: a page without them has its head from head-data.ts.
 */
import { safeCmsHref } from '../security';
import { defaultHeadData, type HeadData, type HeadInput, type HeadMeta } from './head-data';
import { pageTitle } from './page-title';

/** An https or same-origin URL from CMS input, made absolute; undefined otherwise. */
function absoluteCmsUrl(value: string | undefined, pageOrigin: string): URL | undefined {
  const href = safeCmsHref(value);
  if (href === undefined || !(href.startsWith('/') || href.startsWith('https:'))) return undefined;
  return new URL(href, pageOrigin);
}

/**
 * The canonical URL of a page, or undefined when the CMS value must not be used.
 * @example canonicalUrl('/de-de/festgeld/', 'https://www.bank.example')
 *   // 'https://www.bank.example/de-de/festgeld/'
 * @example canonicalUrl('https://evil.example/', 'https://www.bank.example') // undefined
 */
export function canonicalUrl(
  canonicalPage: string | undefined,
  pageOrigin: string,
  allowedOrigins: readonly string[] = [],
): string | undefined {
  const url = absoluteCmsUrl(canonicalPage, pageOrigin);
  if (!url) return undefined;
  const sameOrigin = url.origin === new URL(pageOrigin).origin;
  const allowed =
    url.protocol === 'https:' && allowedOrigins.some((origin) => new URL(origin).origin === url.origin);
  if (!sameOrigin && !allowed) return undefined;
  url.hash = '';
  return url.href;
}

/**
 * §3, §5: what goes into the document head.
 * @example buildHeadData({ loggedIn: false, siteName: 'Bank', defaultTitle: 'Savings', tagline: 'Rates',
 *   pageOrigin: 'https://www.bank.example', seo: seoSettingsSchema.parse({ meta_title: 'Festgeld' }) }).title
 *   // 'Festgeld | Rates'
 */
export function buildHeadData(input: HeadInput): HeadData {
  const seo = input.seo;
  if (!seo) return defaultHeadData(input);
  const title = pageTitle({ ...input, metaTitle: seo.meta_title });
  const canonical = canonicalUrl(seo.canonical_page, input.pageOrigin, input.allowedCanonicalOrigins);
  const image = absoluteCmsUrl(seo.opengraph?.image?.url, input.pageOrigin);
  const description = seo.meta_description;
  const meta: HeadMeta[] = [];
  if (description) meta.push({ name: 'description', content: description });
  if (seo.meta_robots) meta.push({ name: 'robots', content: seo.meta_robots });
  meta.push({ property: 'og:site_name', content: input.siteName.trim() });
  meta.push({ property: 'og:title', content: seo.opengraph?.title ?? title });
  const ogDescription = seo.opengraph?.description ?? description;
  if (ogDescription) meta.push({ property: 'og:description', content: ogDescription });
  if (image) meta.push({ property: 'og:image', content: image.href });
  if (canonical) meta.push({ property: 'og:url', content: canonical });
  return canonical ? { title, meta, canonicalUrl: canonical } : { title, meta };
}
