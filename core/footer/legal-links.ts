/**
 * §2.6 legal links row: hrefs built from a base path per locale, the cookie-consent anchor as an
 * action that opens the consent second layer, and the §7 analytics event `{link}-tapped`.
 */
import type { Flags } from '../config';
import type { Locale } from '../locale';
import { toPrefix } from '../locale';
import type { DesignVersion } from '../markets';
import { marketForLocale } from '../markets';
import { isSafeCmsHref } from './cms-links';
import type { FooterLinkProps } from './footer-link';
import { footerLinkProps } from './footer-link';
import type { CmsLink } from './schema';

/** The legal link that opens the consent manager's second layer instead of navigating. */
export const COOKIE_CONSENT_ANCHOR = '#cookie-consent';

/** §7: the footer legal link analytics event; the object is the link target. */
export interface LegalLinkAnalytics {
  readonly event: `${string}-tapped`;
  readonly object: string;
}

export type LegalLinkView =
  | {
      readonly kind: 'link';
      readonly title: string;
      readonly link: FooterLinkProps;
      readonly analytics: LegalLinkAnalytics;
    }
  | {
      readonly kind: 'action';
      readonly action: 'open-consent-layer';
      readonly title: string;
      readonly analytics: LegalLinkAnalytics;
    }
  | { readonly kind: 'text'; readonly title: string };

/**
 * The base path legal pages live under. Markets on the shared site use their locale path; the
 * Netherlands and the United Kingdom have their own domain and keep legal pages at its root,
 * unless their locale is flagged unified-domain (then they are on the shared site, §2.6).
 * @example legalBasePath('de-DE', DEFAULT_FLAGS) // '/de-de/'
 * @example legalBasePath('nl-NL', DEFAULT_FLAGS) // '/'
 */
export function legalBasePath(locale: Locale, flags: Pick<Flags, 'unifiedDomainLocales'>): string {
  const ownDomain = marketForLocale(locale).site !== 'shared';
  return ownDomain && !flags.unifiedDomainLocales.includes(locale) ? '/' : `/${toPrefix(locale)}/`;
}

// A page slug relative to the base path: `impressum/`, `legal/privacy`. No dot segments, no scheme.
const SLUG = /^[a-z0-9][a-z0-9_~-]*(?:\/[a-z0-9_~-]+)*\/?$/i;

/**
 * Where a CMS legal href points: a slug is joined to the base path; a root-relative or https link
 * is kept if safe; anything else is no link.
 * @example resolveLegalHref('impressum/', '/de-de/') // '/de-de/impressum/'
 */
export function resolveLegalHref(href: string, basePath: string): string | undefined {
  if (SLUG.test(href)) return `${basePath}${href}`;
  return isSafeCmsHref(href) ? href : undefined;
}

const TRANSLITERATE: Readonly<Record<string, string>> = { ß: 'ss', ł: 'l', ø: 'o', æ: 'ae', œ: 'oe', đ: 'd' };

/**
 * The `{link}` of the §7 event name: the link title as a stable ASCII slug.
 * @example legalLinkEventName('Datenschutz & Cookies') // 'datenschutz-cookies-tapped'
 */
export function legalLinkEventName(title: string): `${string}-tapped` {
  const slug = title
    .toLowerCase()
    .replace(/[ßłøæœđ]/g, (letter) => TRANSLITERATE[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'legal-link'}-tapped`;
}

function isConsentAnchor(href: string): boolean {
  return href === COOKIE_CONSENT_ANCHOR || (isSafeCmsHref(href) && href.endsWith(COOKIE_CONSENT_ANCHOR));
}

/**
 * A CMS link marked `disabled` becomes a disabled link in v2 (§4: no href); v1 ignores the mark.
 * @example legalLinks([{ title: 'Impressum', href: 'impressum/' }], { locale: 'de-DE', version: 'v2', flags })
 * // [{ kind: 'link', title: 'Impressum', link: { href: '/de-de/impressum/', … },
 * //    analytics: { event: 'impressum-tapped', object: '/de-de/impressum/' } }]
 */
export function legalLinks(
  links: readonly CmsLink[],
  context: {
    readonly locale: Locale;
    readonly version: DesignVersion;
    readonly flags: Pick<Flags, 'unifiedDomainLocales'>;
  },
): LegalLinkView[] {
  const basePath = legalBasePath(context.locale, context.flags);
  return links
    .filter((link) => link.title.trim() !== '')
    .map((link): LegalLinkView => {
      const event = legalLinkEventName(link.title);
      const disabled = link.disabled === true;
      const linkProps = (href: string) =>
        footerLinkProps({ href, version: context.version, disabled, mode: 'secondary', size: 'small' });
      // §4: a disabled consent link is drawn like every other disabled link (no href, out of the
      // tab order, swallowing clicks), not as an action that would still open the consent layer.
      if (isConsentAnchor(link.href) && disabled && context.version === 'v2')
        return {
          kind: 'link',
          title: link.title,
          link: linkProps(COOKIE_CONSENT_ANCHOR),
          analytics: { event, object: COOKIE_CONSENT_ANCHOR },
        };
      if (isConsentAnchor(link.href))
        return {
          kind: 'action',
          action: 'open-consent-layer',
          title: link.title,
          analytics: { event, object: COOKIE_CONSENT_ANCHOR },
        };
      const href = resolveLegalHref(link.href, basePath);
      if (!href) return { kind: 'text', title: link.title };
      return {
        kind: 'link',
        title: link.title,
        link: linkProps(href),
        analytics: { event, object: href },
      };
    });
}
