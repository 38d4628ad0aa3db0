/**
 * The page around every route: skip link (accessibility.md 1), app smart banner, country banner,
 * header, the outage banner, minor-account switch, main, display settings, footer, the consent second layer (opened by
 * the footer's cookie-consent link, §2.6) and the session timeout dialog for signed-in customers. The shell components are the shell engineer's (web/shell); this frame
 * feeds them core's models built from the session and the customer data.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { resolveTheme } from '../../core/config';
import type { Locale } from '../../core/locale';
import { type CountryBannerOutcome, countryPickerModel } from '../../core/markets';
import { useCustomerData, useLoadedCore, usePreferences, useSignedIn } from '../app/hooks';
import { usePortal, useTranslator } from '../app/PortalContext';
import { ConnectionBanner } from '../components/connection/ConnectionBanner';
import { ConsentLayer } from '../components/consent/ConsentLayer';
import { DisplaySettings } from '../components/preferences/DisplaySettings';
import { SmartBanner } from '../components/smart-banner/SmartBanner';
import { useLocation } from '../routing/router';
import { CountryBanner } from '../shell/country-banner/CountryBanner';
import { Header } from '../shell/header/Header';
import { loadHeaderMenus } from '../shell/header/header-menus';
import { useHeaderModel } from '../shell/header/use-header-model';
import { LazyFooter } from './footer/LazyFooter';
import { usePrivatePart } from './private/use-private-part';
import styles from './ShellFrame.module.css';
import { useAppNavigate } from './use-app-navigate';

export const MAIN_ID = 'main';

export function ShellFrame({ locale, children }: { readonly locale: Locale; readonly children: ReactNode }) {
  const portal = usePortal();
  const { t } = useTranslator();
  const location = useLocation();
  // The session lives in the portal's core (decision 160): signed out until it has loaded.
  const core = useLoadedCore();
  const signedIn = useSignedIn();
  const customerData = useCustomerData();
  const preferences = usePreferences();
  const navigate = useAppNavigate();
  const main = useRef<HTMLElement>(null);
  const [consentOpen, setConsentOpen] = useState(false);
  const { config } = portal;

  const theme = resolveTheme({
    locale,
    environment: config.environment.environment,
    flags: config.flags,
    userChoice: preferences.theme,
  });
  useEffect(() => {
    document.documentElement.dataset.theme = theme.theme;
  }, [theme.theme]);

  useEffect(() => {
    if (!signedIn || !core) return;
    void core.customerData.load();
    // The signed-in header has menus (their own chunk, decision 145): fetched while the customer
    // data loads, so the first signed-in page draws them at once.
    void loadHeaderMenus().catch(() => {});
  }, [core, signedIn]);

  // The signed-in shell's parts come in their own chunk (the login page never loads them).
  const privatePart = usePrivatePart(signedIn, locale);
  // The header's bar, completed with its menus once their chunk is there (decision 161).
  const header = useHeaderModel({
    pathname: location.pathname,
    authenticated: signedIn,
    flags: config.flags,
    config: config.header,
    designVersion: theme.theme,
    // The customer's facts, menus and partner logo, as portal-cli's `menu --private` builds them.
    ...privatePart?.headerInputOf(customerData),
  });
  // Only the country banner of a signed-out visitor uses it: a signed-in page does not build it
  // before its first paint (decision 128; the country names are written texts since decision 151).
  const picker = signedIn
    ? undefined
    : countryPickerModel({
        version: theme.theme,
        viewerLocale: locale,
        currentLocale: locale,
        domains: config.marketDomains,
        flags: config.flags,
      });

  const choose = (outcome: CountryBannerOutcome) => {
    portal.preferences.setPreferredLocale(outcome.store.preferredLocale);
    if (outcome.navigateTo) navigate(outcome.navigateTo);
    else if (outcome.replaceUrl) navigate(outcome.replaceUrl, { replace: true });
  };

  return (
    <div className={styles.frame}>
      <a
        className={styles.skipLink}
        href={`#${MAIN_ID}`}
        onClick={(event) => {
          event.preventDefault();
          main.current?.focus();
        }}
      >
        {t('common:skipToContent')}
      </a>
      <SmartBanner locale={locale} signedIn={signedIn} />
      {picker === undefined ? null : (
        <CountryBanner
          locale={locale}
          url={`${location.pathname}${location.search}${location.hash}`}
          storedPreferredLocale={preferences.preferredLocale}
          picker={picker}
          onDismiss={choose}
          onChoose={choose}
        />
      )}
      <Header
        model={header}
        location={{ pathname: location.pathname, hash: location.hash }}
        // Only a signed-in header has the logout action, and a session means the core is there.
        onLogout={() => void core?.runtime.logout.logout({ reason: 'user' }).catch(() => {})}
        onNavigate={(href) => navigate(href)}
        onTrack={(tap) =>
          portal.ports.analytics.track(tap.event, { object: tap.object, id: tap.id, area: tap.area })
        }
        clock={portal.ports.clock}
        scheduler={portal.ports.scheduler}
      />
      <ConnectionBanner />
      {privatePart ? <privatePart.AccountSwitch /> : null}
      <main id={MAIN_ID} ref={main} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <DisplaySettings locale={locale} theme={theme} />
      <LazyFooter
        locale={locale}
        version={theme.theme}
        postLogin={signedIn}
        onOpenConsentLayer={() => {
          portal.ports.analytics.track('consent-layer-requested');
          setConsentOpen(true);
        }}
        onTrack={(event) => portal.ports.analytics.track(event.event, { object: event.object })}
        onChooseCountry={choose}
        onNavigate={(href) => navigate(href)}
        largeLogoUrl={theme.theme === 'v2' ? config.header.logoUrls.v2 : undefined}
      />
      <ConsentLayer open={consentOpen} onClose={() => setConsentOpen(false)} />
      {privatePart ? <privatePart.SessionDialog locale={locale} /> : null}
    </div>
  );
}
