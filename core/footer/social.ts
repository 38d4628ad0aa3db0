/**
 * §2.6 social icons: 30x30 px, lazy-loaded, icon-only links with an accessible name.
 */
import { createTranslator } from '../i18n';
import type { Locale } from '../locale';
import { safeCmsHref, safeCmsImageUrl } from './cms-links';
import type { SocialMediaIcon } from './schema';

export interface SocialIconView {
  readonly uid: string;
  readonly account: string;
  readonly href: string;
  readonly iconUrl: string;
  /** Name of the icon-only link; the image itself is decorative (`alt=""`). */
  readonly label: string;
  readonly width: 30;
  readonly height: 30;
  readonly loading: 'lazy';
}

export interface SocialView {
  /** Absent when the CMS hides the heading (hideSocialMediaHeading). */
  readonly heading: string | undefined;
  readonly icons: readonly SocialIconView[];
}

/**
 * Icons whose link is not a safe CMS link, or whose image is neither on the site nor on an asset
 * origin, are left out: an icon without a link or an image has no purpose.
 * @example socialIcons([{ account: 'LinkedIn', iconUrl: '/icons/linkedin.svg', link: 'https://linkedin.example/bank', uid: '1' }], 'en', [])[0].label
 * // 'Follow us on LinkedIn'
 */
export function socialIcons(
  icons: readonly SocialMediaIcon[],
  locale: Locale,
  assetOrigins: readonly string[],
): SocialIconView[] {
  const { t } = createTranslator(locale);
  return icons.flatMap((icon): SocialIconView[] => {
    const href = safeCmsHref(icon.link);
    const iconUrl = safeCmsImageUrl(icon.iconUrl, assetOrigins);
    const account = icon.account.trim();
    if (!href || !iconUrl || account === '') return [];
    return [
      {
        uid: icon.uid,
        account,
        href,
        iconUrl,
        label: t('footer:socialLink', { account }),
        width: 30,
        height: 30,
        loading: 'lazy',
      },
    ];
  });
}

/**
 * The social block: the CMS heading or "Follow us", unless hidden; undefined when no icon is left.
 * @example socialView({ icons, heading: null, hideHeading: false, locale: 'de-DE', assetOrigins: [] })?.heading // 'Folgen Sie uns'
 */
export function socialView(input: {
  readonly icons: readonly SocialMediaIcon[];
  readonly heading: string | null | undefined;
  readonly hideHeading: boolean;
  readonly locale: Locale;
  /** Where images may come from besides the site's own paths. */
  readonly assetOrigins: readonly string[];
}): SocialView | undefined {
  const icons = socialIcons(input.icons, input.locale, input.assetOrigins);
  if (icons.length === 0) return undefined;
  const heading = input.heading?.trim() || createTranslator(input.locale).t('footer:followUs');
  return { heading: input.hideHeading ? undefined : heading, icons };
}
