/**
 * The document head of a page (§3 SEO settings, §5 page title): title, description, robots, Open
 * Graph, canonical URL and the hreflang alternates of the page in every locale it exists in.
 * React 19 hoists these elements into <head>. What they say is core/validation's: `defaultHeadData`
 * without CMS settings, `buildHeadData` with them. The settings are asked only for public pages (a
 * private page is never indexed), through the public CMS calls, and the checks of their URLs load
 * with them (web/pages.ts `content` and `seo`: after the page has hydrated).
 */
import { useEffect, useState } from 'react';
import { type Locale, SUPPORTED_LOCALES } from '../../../core/locale';
import { type buildHeadData, defaultHeadData, type SeoSettings } from '../../../core/validation';
import { useSignedIn } from '../../app/hooks';
import { usePortal, useTranslator } from '../../app/PortalContext';
import { PARTS } from '../../pages';

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

/** The CMS's settings of the page and the builder that checks them (core/validation seo.ts). */
interface CmsHead {
  readonly seo: SeoSettings;
  readonly build: typeof buildHeadData;
}

export function PageHead({ title, seoPage, alternate, defaultLocale }: PageHeadProps) {
  const portal = usePortal();
  const translator = useTranslator();
  const signedIn = useSignedIn();
  const [cms, setCms] = useState<CmsHead | undefined>(undefined);
  const { locale } = translator;

  useEffect(() => {
    if (!seoPage) return;
    let current = true;
    Promise.all([
      portal.content.load().then((content) => content.seo(locale, seoPage)),
      PARTS.seo.load(),
    ]).then(
      ([seo, { buildHeadData }]) => current && setCms({ seo, build: buildHeadData }),
      () => current && setCms(undefined), // no CMS settings: the default title and no meta
    );
    return () => {
      current = false;
    };
  }, [portal, locale, seoPage]);

  const origin = new URL(portal.ports.navigation.currentUrl()).origin;
  const domains = portal.config.marketDomains;
  const input = {
    loggedIn: signedIn,
    siteName: portal.config.header.brandName,
    defaultTitle: title,
    tagline: translator.t('portal:siteTagline'),
    pageOrigin: origin,
    allowedCanonicalOrigins: [domains.shared, domains.nl, domains.gb].filter((value) =>
      value.startsWith('https:'),
    ),
  };
  const head = seoPage && cms ? cms.build({ ...input, seo: cms.seo }) : defaultHeadData(input);
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
