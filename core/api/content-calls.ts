/**
 * The CMS content calls (§3 footer data, SEO settings, distributor logo; paths in
 * docs/decisions/002). They are public: the footer and a partner's logo show before login, and
 * the answer does not depend on who asks, so they travel without a bearer token and are cached
 * per locale only.
 */

import type { FooterData } from '../footer';
import type { Locale } from '../locale';
import type { DistributorLogo } from '../products';
import type { SeoSettings } from '../validation';
import { type ApiCall, defineCall } from './call';

/** @example footerCall({ locale: 'de-DE' }).query // { locale: 'de-DE' } */
export function footerCall(input: { locale: Locale }): ApiCall<FooterData> {
  return defineCall('footer', { query: { locale: input.locale }, audience: 'public' });
}

/**
 * SEO settings of one page, e.g. `login` or `select-country`.
 * @example seoCall({ locale: 'en-GB', page: 'login' }).query // { locale: 'en-GB', page: 'login' }
 */
export function seoCall(input: { locale: Locale; page: string }): ApiCall<SeoSettings> {
  return defineCall('seo', {
    query: { locale: input.locale, page: input.page },
    audience: 'public',
  });
}

/**
 * §3 distributor logo of a partner distributor.
 * @example distributorLogoCall({ distributorId: 'D1', locale: 'de-DE' }).query
 * // { distributor_id: 'D1', locale: 'de-DE' }
 */
export function distributorLogoCall(input: {
  distributorId: string;
  locale: Locale;
}): ApiCall<DistributorLogo> {
  return defineCall('distributorLogo', {
    query: { distributor_id: input.distributorId, locale: input.locale },
    audience: 'public',
  });
}
