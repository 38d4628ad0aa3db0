/**
 * The footer's view model (§2.6): everything a driver renders, decided from CMS data, locale,
 * design version, year and flags. The driver only lays it out.
 */
import type { Flags } from '../config';
import { createTranslator } from '../i18n';
import type { Locale } from '../locale';
import type { CountryPickerModel, DesignVersion, MarketDomains } from '../markets';
import { countryPickerModel } from '../markets';
import type { AppBadge, AppStoreLinks } from './app-badges';
import { appBadges } from './app-badges';
import { copyrightLine } from './copyright';
import type { CreditView } from './credits';
import { creditViews } from './credits';
import type { UnsanitisedHtml } from './disclaimer';
import { disclaimerHtml } from './disclaimer';
import type { LegalLinkView } from './legal-links';
import { legalLinks } from './legal-links';
import type { LinkColumnView } from './link-columns';
import { linkColumns } from './link-columns';
import type { RatingModel } from './rating';
import { ratingModel } from './rating';
import type { FooterData } from './schema';
import type { SocialView } from './social';
import { socialView } from './social';
import type { UsContactView } from './us-contact';
import { usContactView } from './us-contact';

export interface FooterModelInput {
  /** Parsed CMS data (parseFooterData). */
  readonly data: FooterData;
  readonly locale: Locale;
  readonly version: DesignVersion;
  /** The current year, from the caller's clock. */
  readonly year: number;
  readonly flags: Pick<Flags, 'unifiedDomainLocales' | 'newMarketLocales'>;
  /** Sites for the country picker's links. */
  readonly domains: MarketDomains;
  /** Store pages for the app badges; without them there is no app banner. */
  readonly appLinks?: AppStoreLinks;
  /**
   * The origins CMS images may come from besides the site's own paths (security.md 12): an icon or
   * logo elsewhere is not drawn.
   */
  readonly assetOrigins: readonly string[];
}

export interface AppBannerView {
  readonly heading: string;
  readonly badges: readonly AppBadge[];
}

export interface FooterModel {
  readonly version: DesignVersion;
  readonly showTopBorder: boolean;
  /** v2 adds a large logo graphic. */
  readonly largeLogo: boolean;
  readonly isCountrySelectorPage: boolean;
  readonly navigationLabel: string;
  readonly legalNavigationLabel: string;
  readonly rating: RatingModel | undefined;
  readonly usContact: UsContactView | undefined;
  /** Empty when the CMS hides the footer links. */
  readonly columns: readonly LinkColumnView[];
  readonly appBanner: AppBannerView | undefined;
  readonly social: SocialView | undefined;
  readonly legalLinks: readonly LegalLinkView[];
  readonly copyright: string;
  /** Absent when hidden by the CMS or on the country selector page (which is the picker itself). */
  readonly countryPicker: CountryPickerModel | undefined;
  readonly credits: readonly CreditView[];
  readonly disclaimer: UnsanitisedHtml | undefined;
}

/**
 * @example buildFooterModel({ data, locale: 'de-DE', version: 'v2', year: 2031, flags, domains, assetOrigins: [] }).copyright
 * // '© 2031 Example Bank AG. Alle Rechte vorbehalten.'
 * @throws FooterInputError when the year is not a four-digit integer
 */
export function buildFooterModel(input: FooterModelInput): FooterModel {
  const { data, locale, version } = input;
  const { t } = createTranslator(locale);
  const isCountrySelectorPage = data.isCountrySelectorPage === true;
  const badges =
    data.mobile_banner?.display_mobile_banner && input.appLinks ? appBadges(locale, input.appLinks) : [];
  return {
    version,
    showTopBorder: data.shouldHideTopBorder !== true,
    largeLogo: version === 'v2',
    isCountrySelectorPage,
    navigationLabel: t('footer:footerNavigation'),
    legalNavigationLabel: t('footer:legalNavigation'),
    rating:
      data.displayReviewService === true
        ? ratingModel({
            score: data.reviewServiceData?.score_value,
            count: data.reviewServiceData?.count_of_reviews,
            locale,
          })
        : undefined,
    usContact: usContactView(data.displayUsContactBanner === true, data.usContactBanner),
    columns: data.hideFooterLinks === true ? [] : linkColumns(data.footer_links ?? [], version),
    appBanner: badges.length > 0 ? { heading: t('footer:appBannerHeading'), badges } : undefined,
    social: socialView({
      icons: data.socialMediaIcons ?? [],
      heading: data.contactInformationData?.social_media_heading,
      hideHeading: data.hideSocialMediaHeading === true,
      locale,
      assetOrigins: input.assetOrigins,
    }),
    legalLinks: legalLinks(data.legal_links ?? [], { locale, version, flags: input.flags }),
    copyright: copyrightLine(data.copyright, input.year, locale),
    countryPicker:
      data.hideCountryPicker === true || isCountrySelectorPage
        ? undefined
        : countryPickerModel({
            version,
            viewerLocale: locale,
            currentLocale: locale,
            domains: input.domains,
            flags: input.flags,
          }),
    credits: creditViews(data.credits, input.assetOrigins),
    disclaimer: disclaimerHtml(data.disclaimer),
  };
}
