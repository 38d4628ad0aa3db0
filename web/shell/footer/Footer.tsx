/**
 * §2.6 footer, rendered from core/footer's `buildFooterModel`: rating strip, US contact banner, link
 * columns (accordions below md), app banner, social icons, country picker, legal links, copyright,
 * partner credits, the sanitised disclaimer and, in v2, the large logo graphic.
 */
import type { FooterModel, LegalLinkAnalytics } from '../../../core/footer';
import type { CountryBannerOutcome, CountryPickerOption } from '../../../core/markets';
import { CountryPicker } from '../../components/country-picker/CountryPicker';
import { useBreakpointUp } from '../../components/media-query/useMediaQuery';
import type { NavigateHandler } from '../../components/shell-link/ShellLink';
import { footerLayoutVariables } from '../layout';
import { Disclaimer, useDisclaimerSanitizer } from './Disclaimer';
import styles from './Footer.module.css';
import { FooterColumns } from './FooterColumns';
import { AppBanner, Credits, SocialLinks, UsContactBanner } from './FooterParts';
import { LegalLinks } from './LegalLinks';
import { RatingStrip } from './RatingStrip';

export interface FooterProps {
  readonly model: FooterModel;
  /** Opens the consent manager's second layer (the cookie-consent legal link). */
  readonly onOpenConsentLayer: () => void;
  /** §7 analytics: a legal link was tapped (`{link}-tapped`, object = target). */
  readonly onTrack?: ((event: LegalLinkAnalytics) => void) | undefined;
  /** A country was chosen in the footer's picker: store and navigate (see CountryPicker). */
  readonly onChooseCountry: (outcome: CountryBannerOutcome, option: CountryPickerOption) => void;
  /** Client-side navigation for root-relative links. */
  readonly onNavigate?: NavigateHandler | undefined;
  /** §9: the footer is 1200 px wide after login, 1272 px before. */
  readonly postLogin?: boolean | undefined;
  /** The v2 large logo graphic (decorative: the header's logo carries the name). */
  readonly largeLogoUrl?: string | undefined;
  /** Accordions (true) or plain columns (false); by default accordions below md. */
  readonly accordion?: boolean | undefined;
}

export function Footer({
  model,
  onOpenConsentLayer,
  onTrack,
  onChooseCountry,
  onNavigate,
  postLogin = false,
  largeLogoUrl,
  accordion,
}: FooterProps) {
  const wide = useBreakpointUp('md');
  const asAccordion = accordion ?? !wide;
  // DOMPurify comes on demand; the large logo below the disclaimer waits for it, so it never moves.
  const sanitizer = useDisclaimerSanitizer(model.disclaimer !== undefined);
  const disclaimerSettled = !model.disclaimer || sanitizer !== 'loading';
  return (
    <footer
      className={[styles.footer, model.showTopBorder ? styles.topBorder : ''].filter(Boolean).join(' ')}
      style={footerLayoutVariables(postLogin)}
      data-version={model.version}
    >
      <div className={styles.container}>
        {model.rating ? <RatingStrip rating={model.rating} /> : null}
        {model.usContact ? <UsContactBanner contact={model.usContact} /> : null}
        {model.columns.length > 0 ? (
          <nav aria-label={model.navigationLabel} className={styles.navigation}>
            <FooterColumns columns={model.columns} accordion={asAccordion} onNavigate={onNavigate} />
          </nav>
        ) : null}
        <div className={styles.row}>
          {model.appBanner ? <AppBanner banner={model.appBanner} /> : null}
          {model.social ? <SocialLinks social={model.social} /> : null}
          {model.countryPicker ? (
            <CountryPicker
              model={model.countryPicker}
              onChoose={onChooseCountry}
              opens="up"
              align="end"
              className={styles.picker}
            />
          ) : null}
        </div>
        {model.legalLinks.length > 0 ? (
          <LegalLinks
            label={model.legalNavigationLabel}
            links={model.legalLinks}
            onOpenConsentLayer={onOpenConsentLayer}
            onTrack={onTrack}
            onNavigate={onNavigate}
          />
        ) : null}
        <p className={styles.copyright}>{model.copyright}</p>
        {model.credits.length > 0 ? <Credits credits={model.credits} /> : null}
        {model.disclaimer && sanitizer === 'ready' ? <Disclaimer disclaimer={model.disclaimer} /> : null}
        {model.largeLogo && largeLogoUrl && disclaimerSettled ? (
          <img src={largeLogoUrl} alt="" className={styles.largeLogo} loading="lazy" />
        ) : null}
      </div>
    </footer>
  );
}
