/**
 * The footer's own chunk (issue 12, docs/decisions/123): the CMS footer data (core/api
 * `createPublicContent`: no query-core, no zod), core/footer's model and web/shell's Footer with its
 * country picker and disclaimer. LazyFooter.tsx loads it after the first paint; no page imports it.
 */
import { createPublicContent, type PublicContent } from '../../../core/api/public-content';
import type { FooterData } from '../../../core/footer';
import { buildFooterModel } from '../../../core/footer/footer-model';
import type { DesignVersion } from '../../../core/header';
import type { Locale } from '../../../core/locale';
import type { Portal } from '../../app/portal';
import { Footer, type FooterProps } from '../../shell/footer/Footer';

const contents = new WeakMap<Portal, PublicContent>();

/**
 * The footer data of a locale, public and cached per locale for the tab (reused after login, so
 * the dashboard asks for it no second time).
 * @example await footerData(portal, 'de-DE') // { copyright: 'Sandbox Bank AG…', … }
 */
export function footerData(portal: Portal, locale: Locale): Promise<FooterData> {
  let content = contents.get(portal);
  if (!content) {
    const { ports, config } = portal;
    content = createPublicContent({
      services: config.environment.services,
      fetch: ports.fetch,
      scheduler: ports.scheduler,
      clock: ports.clock,
      logger: ports.logger,
    });
    contents.set(portal, content);
  }
  return content.footer(locale);
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
