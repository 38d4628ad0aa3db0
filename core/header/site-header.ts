/**
 * The headers of the separate sites: the country selector page (§2.4: logo only), the corporate
 * site and banking as a service (§2.4). Their language is English, as their paths (`/en/…`).
 */
import type { Locale } from '../locale';
import {
  bankingAsAServiceNavigation,
  corporateNavigation,
  navTexts,
  type SiteNavigation,
} from '../navigation';
import { publicPagePaths } from '../routes';
import type { DesignVersion, HeaderConfig } from './config';
import type { HeaderMode, HeaderModel, HeaderType } from './types';

const SITE_LOCALE: Locale = 'en';

export function siteHeader(
  mode: Extract<HeaderMode, 'countrySelector' | 'corporate' | 'bankingAsAService'>,
  type: HeaderType,
  config: HeaderConfig,
  version: DesignVersion,
): HeaderModel {
  const site: SiteNavigation =
    mode === 'corporate'
      ? corporateNavigation()
      : mode === 'bankingAsAService'
        ? bankingAsAServiceNavigation()
        : { homeHref: publicPagePaths(SITE_LOCALE).home, items: [], actions: [] };
  const t = navTexts(SITE_LOCALE);
  return {
    mode,
    type,
    locale: SITE_LOCALE,
    isEmpty: false,
    logos: [
      { id: 'logo', href: site.homeHref, url: config.logoUrls[version], alt: t.logoAlt(config.brandName) },
    ],
    navigation: site.items,
    navigationLabel: t.mainNavigation,
    actions: site.actions,
    balanceStrip: { kind: 'hidden' },
    showDesktopNavigation: type !== 'integrated' && site.items.length > 0,
    mobileActionBar: site.actions.length === 0 ? 'none' : type === 'integrated' ? 'belowHeader' : 'bottom',
  };
}
