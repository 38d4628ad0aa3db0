/**
 * The footer's part (web/pages.ts `footer`, docs/decisions/123): core/footer's model and web/shell's
 * Footer with its country picker and disclaimer. LazyFooter.tsx loads it when the footer's place
 * comes near the viewport; no page imports it.
 */
import type { FooterData } from '../../../core/footer';
import { buildFooterModel } from '../../../core/footer/footer-model';
import type { DesignVersion } from '../../../core/header';
import type { Locale } from '../../../core/locale';
import type { Portal } from '../../app/portal';
import { Footer, type FooterProps } from './Footer';

/**
 * The footer data of a locale, public and cached for the tab (reused after login, so the dashboard
 * asks for it no second time).
 * @example await footerData(portal, 'de-DE') // { copyright: 'Sandbox Bank AG…', … }
 */
export async function footerData(portal: Portal, locale: Locale): Promise<FooterData> {
  return (await portal.content.load()).footer(locale);
}

export interface PortalFooterProps extends Omit<FooterProps, 'model'> {
  readonly portal: Portal;
  readonly data: FooterData;
  readonly locale: Locale;
  readonly version: DesignVersion;
}

/** core/footer's model of the data, drawn by web/shell's Footer. */
export function PortalFooter({ portal, data, locale, version, ...props }: PortalFooterProps) {
  const model = buildFooterModel({
    data,
    locale,
    version,
    year: new Date(portal.ports.clock.now()).getFullYear(),
    flags: portal.config.flags,
    domains: portal.config.marketDomains,
    assetOrigins: portal.config.assetOrigins,
    ...(portal.config.appLinks ? { appLinks: portal.config.appLinks } : {}),
  });
  return <Footer model={model} {...props} />;
}
