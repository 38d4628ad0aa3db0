/**
 * The document head of a page (§3 SEO settings, §5 page title): title, description, robots, Open
 * Graph, canonical URL and the hreflang alternates of the page in every locale it exists in.
 * React 19 hoists these elements into <head>. What they say is core/validation `buildHeadData`;
 * the CMS settings are asked only for public pages (a private page is never indexed).
 */
import { useEffect, useState } from 'react';
import { seoCall } from '../../../core/api';
import { type Locale, SUPPORTED_LOCALES } from '../../../core/locale';
import { buildHeadData, type SeoSettings } from '../../../core/validation';
import { useSignedIn } from '../../app/hooks';
import { usePortal, useTranslator } from '../../app/PortalContext';

export interface PageHeadProps {
  /** The page's default title (translated). */
  readonly title: string;
  /** CMS page name for the SEO settings of a public page; absent for private pages. */
  readonly seoPage?: string | undefined;
  /** The same page in another locale, for hreflang; undefined where it does not exist. */
  readonly alternate?: ((locale: Locale) => string | undefined) | undefined;
  /** The locale whose page is `x-default`. */
  readonly defaultLocale?: Locale | undefined;
}

export function PageHead({ title, seoPage, alternate, defaultLocale }: PageHeadProps) {
  const portal = usePortal();
  const translator = useTranslator();
  const signedIn = useSignedIn();
  const [seo, setSeo] = useState<SeoSettings | undefined>(undefined);
  const { locale } = translator;

  useEffect(() => {
    if (!seoPage) return;
    let current = true;
    // The API client comes with the portal's core (decision 160): loaded now if it is not yet.
    portal.core
      .load()
      .then((core) => core.api.get(seoCall({ locale, page: seoPage })))
      .then(
        (settings) => current && setSeo(settings),
        () => current && setSeo(undefined), // no CMS settings: the default title and no meta
      );
    return () => {
      current = false;
    };
  }, [portal, locale, seoPage]);

  const origin = new URL(portal.ports.navigation.currentUrl()).origin;
  const domains = portal.config.marketDomains;
  const head = buildHeadData({
    loggedIn: signedIn,
    siteName: portal.config.header.brandName,
    defaultTitle: title,
    tagline: translator.t('portal:siteTagline'),
    seo: seoPage ? seo : undefined,
    pageOrigin: origin,
    allowedCanonicalOrigins: [domains.shared, domains.nl, domains.gb].filter((value) =>
      value.startsWith('https:'),
    ),
  });
  const alternates = alternate
    ? SUPPORTED_LOCALES.flatMap((other) => {
        const href = alternate(other);
        return href ? [{ hreflang: other, href: new URL(href, origin).href }] : [];
      })
    : [];
  const fallback = alternate && defaultLocale ? alternate(defaultLocale) : undefined;
  return (
    <>
      <title>{head.title}</title>
      {head.meta.map((meta) =>
        'name' in meta ? (
          <meta key={meta.name} name={meta.name} content={meta.content} />
        ) : (
          <meta key={meta.property} property={meta.property} content={meta.content} />
        ),
      )}
      {seoPage ? null : <meta name="robots" content="noindex, nofollow" />}
      {head.canonicalUrl ? <link rel="canonical" href={head.canonicalUrl} /> : null}
      {alternates.map((link) => (
        <link key={link.hreflang} rel="alternate" hrefLang={link.hreflang} href={link.href} />
      ))}
      {fallback ? <link rel="alternate" hrefLang="x-default" href={new URL(fallback, origin).href} /> : null}
    </>
  );
}
