/**
 * The footer of a locale: the CMS footer data (core/api `footerCall`, public and cached per locale,
 * so the login page's footer is reused after login) turned into core/footer's model.
 */
import { useEffect, useState } from 'react';
import { footerCall } from '../../core/api';
import { buildFooterModel, type FooterData, type FooterModel } from '../../core/footer';
import type { DesignVersion } from '../../core/header';
import type { Locale } from '../../core/locale';
import { usePortal } from '../app/PortalContext';

export function useFooterModel(locale: Locale, version: DesignVersion): FooterModel | undefined {
  const portal = usePortal();
  const [data, setData] = useState<{ locale: Locale; data: FooterData } | undefined>(undefined);
  useEffect(() => {
    let current = true;
    portal.api.get(footerCall({ locale })).then(
      (answer) => current && setData({ locale, data: answer }),
      () => current && setData(undefined), // the API client logged it; the page works without a footer
    );
    return () => {
      current = false;
    };
  }, [portal, locale]);
  if (!data || data.locale !== locale) return undefined;
  return buildFooterModel({
    data: data.data,
    locale,
    version,
    year: new Date(portal.ports.clock.now()).getFullYear(),
    flags: portal.config.flags,
    domains: portal.config.marketDomains,
    ...(portal.config.appLinks ? { appLinks: portal.config.appLinks } : {}),
  });
}
