/**
 * The page around every route: skip link (accessibility.md 1), app smart banner, country banner,
 * header, the outage banner (whenever the back end cannot be reached), main (busy while the next
 * page takes a moment to load, with a bar at the top), display settings,
 * footer and the consent second layer (opened by the footer's cookie-consent link, §2.6). The shell components are the shell engineer's (web/shell); this frame
 * feeds them core's models.
 *
 * A signed-in customer's page is drawn by the signed-in world's frame (web/signed-in/SignedInFrame),
 * which hands this one the session's part: the header's customer facts, the logout, the
 * minor-account switch and the session dialog. A public page has none of it.
 */
import { type ReactNode, useRef, useState } from 'react';
import type { HeaderInput } from '../../../core/header';
import type { Locale } from '../../../core/locale';
import { type CountryBannerOutcome, countryPickerModel } from '../../../core/markets';
import { SignedInContext, usePreferences } from '../../app/hooks';
import { usePortal, useTranslator } from '../../app/PortalContext';
import { ConnectionBanner } from '../../components/connection/ConnectionBanner';
import { ConsentLayer } from '../../components/consent/ConsentLayer';
import { CountryBanner } from '../../components/country-banner/CountryBanner';
import {
  NavigationProgress,
  usePendingNavigation,
} from '../../components/navigation-progress/NavigationProgress';
import { DisplaySettings } from '../../components/preferences/DisplaySettings';
import { SmartBanner } from '../../components/smart-banner/SmartBanner';
import { useLocation } from '../../routing/router';
import { LazyFooter } from '../footer/LazyFooter';
import { PageHeader } from '../header/Header';
import styles from './ShellFrame.module.css';
import { useAppNavigate } from './use-app-navigate';
import { useTheme } from './use-theme';

export const MAIN_ID = 'main';

/** What the signed-in world adds to the frame (web/signed-in/SignedInFrame.tsx). */
export interface ShellSession {
  /** False once the session has ended (a logout on its way to the login page). */
  readonly signedIn: boolean;
  /** The customer's facts, menus and partner logo for the header (core/customer-data `headerInputOf`). */
  readonly header: Partial<Pick<HeaderInput, 'customer' | 'access' | 'partner'>>;
  readonly logout: () => void;
  /** Drawn under the header: the minor-account switch. */
  readonly belowHeader?: ReactNode;
  /** Drawn last: the session timeout dialog. */
  readonly dialogs?: ReactNode;
}

export function ShellFrame({
  locale,
  session,
  children,
}: {
  readonly locale: Locale;
  readonly session?: ShellSession | undefined;
  readonly children: ReactNode;
}) {
  const portal = usePortal();
  const { t } = useTranslator();
  const location = useLocation();
  const preferences = usePreferences();
  const navigate = useAppNavigate();
  const main = useRef<HTMLElement>(null);
  const [consentOpen, setConsentOpen] = useState(false);
  const { config } = portal;
  const signedIn = session?.signedIn ?? false;
  const theme = useTheme(locale, preferences.theme);
  const pending = usePendingNavigation();

  // Only the country banner of a signed-out visitor uses it: a signed-in page does not build it
  // (decision 128; the country names are written texts since decision 151).
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
    <SignedInContext.Provider value={signedIn}>
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
        <NavigationProgress pending={pending} />
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
        <PageHeader
          input={{
            pathname: location.pathname,
            authenticated: signedIn,
            flags: config.flags,
            config: config.header,
            designVersion: theme.theme,
            ...(signedIn ? session?.header : undefined),
          }}
          location={{ pathname: location.pathname, hash: location.hash }}
          // Only a signed-in header has the logout action.
          onLogout={() => session?.logout()}
          onNavigate={(href) => navigate(href)}
          onTrack={(tap) =>
            portal.ports.analytics.track(tap.event, { object: tap.object, id: tap.id, area: tap.area })
          }
          clock={portal.ports.clock}
          scheduler={portal.ports.scheduler}
        />
        <ConnectionBanner />
        {signedIn ? session?.belowHeader : null}
        <main id={MAIN_ID} ref={main} tabIndex={-1} className={styles.main} aria-busy={pending || undefined}>
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
        {signedIn ? session?.dialogs : null}
      </div>
    </SignedInContext.Provider>
  );
}
