/**
 * The portal of one browser tab, wired once at start-up (design §3): browser adapters → core's
 * session runtime (tokens, refresher, logout, session engine), the identity the login recorded, the
 * API client, and core/customer-data's stores (the active customer of the minor-account switch and
 * the customer data). React components only read these (web/app/hooks.ts).
 */
import { type ApiClient, createLazyApiClient } from '../../core/api';
import { inertFlagsSwitchedOn } from '../../core/config';
import { type ConsentStore, createConsentStore } from '../../core/consent';
import {
  type ActiveCustomerStore,
  type CustomerDataStore,
  createActiveCustomerStore,
  createCustomerDataStore,
} from '../../core/customer-data';
import type { Locale } from '../../core/locale';
import { DEFAULT_LOCALE } from '../../core/locale';
import { createIdentityStore, type IdentityStore } from '../../core/login';
import { definePensionLogout, logoutDestination } from '../../core/redirects';
import { DEFAULT_PENSION_LOGOUT_PATHS } from '../../core/routes';
import { createSessionRuntime, type SessionRuntime } from '../../core/session';
import type { BrowserPorts } from '../adapters';
import type { PortalConfig } from '../config/portal-config';
import { type BotCheckFactory, createBotCheckFactory } from './captcha';
import { browserMobileWebview } from './mobile-webview';
import { createPreferences, type Preferences } from './preferences';

export interface Portal {
  readonly config: PortalConfig;
  readonly ports: BrowserPorts;
  readonly runtime: SessionRuntime;
  readonly identity: IdentityStore;
  readonly api: ApiClient;
  readonly customerData: CustomerDataStore;
  readonly preferences: Preferences;
  /** §2.6 the consent layer's decision (§9 defaults until the visitor decides). */
  readonly consent: ConsentStore;
  /** §3/§6 whose accounts are shown (the minor-account switch). */
  readonly activeCustomer: ActiveCustomerStore;
  /** A fresh bot check for a login page. */
  readonly botCheck: BotCheckFactory;
  /** The locale of the page being shown; part of every API cache key. */
  currentLocale(): Locale;
  setCurrentLocale(locale: Locale): void;
  /** The `lang` of the document, for the logout destination (§2.1). */
  documentLanguage(): string;
  /** §4: the page runs in the mobile app's webview (decision 101): no idle end, no countdown. */
  readonly mobileWebview: boolean;
  dispose(): void;
}

export interface PortalOptions {
  /** Where `lang` is read from; defaults to the document element. */
  readonly documentLanguage?: () => string;
  /** The bot check of login pages; tests hand in a fake. */
  readonly botCheck?: BotCheckFactory;
  /** §4 mobile webview; default detected from the browser (mobile-webview.ts). */
  readonly mobileWebview?: boolean;
}

/**
 * @example const portal = createPortal(loadRuntimeConfig(), createBrowserPorts(analytics));
 */
export function createPortal(config: PortalConfig, ports: BrowserPorts, options: PortalOptions = {}): Portal {
  let locale: Locale = DEFAULT_LOCALE;
  /** §7: the identifier event once per customer and session, not on every reload. */
  let identified: string | null = null;
  const documentLanguage = options.documentLanguage ?? (() => document.documentElement.lang);
  const mobileWebview = options.mobileWebview ?? browserMobileWebview();
  // The portal's own pension logout pages unless the configuration names the product's (decision 100).
  const pensionLogout = config.pensionLogout ?? definePensionLogout(DEFAULT_PENSION_LOGOUT_PATHS);
  const runtime = createSessionRuntime({
    ports,
    mobileWebview,
    services: config.environment.services,
    flags: config.flags,
    environment: config.environment.environment,
    logoutDestination: ({ currentUrl, reason }) =>
      logoutDestination({
        flags: config.flags,
        documentLanguage: documentLanguage(),
        hostname: new URL(currentUrl).hostname,
        // §2.1/§6: the page the logout starts on and why: the pension page asks for its flow (decision 100).
        currentUrl,
        reason,
        pensionLogout,
        usAppHost: config.header.usAppHost,
      }),
  });
  // Decision 103: a flag switched on that changes nothing must not look like it works.
  for (const { flag, reason } of inertFlagsSwitchedOn(config.flags))
    ports.logger.warn(`Flag ${flag} is on but has no effect in the portal`, { reason });
  const identity = createIdentityStore({ storage: ports.storage, session: runtime.logout });
  // query-core and the response schemas load with the first API call (issue 12).
  const api = createLazyApiClient({
    services: config.environment.services,
    fetch: ports.fetch,
    scheduler: ports.scheduler,
    clock: ports.clock,
    tokens: runtime.tokens,
    session: runtime.logout,
    scope: () => ({ customerNumber: identity.customerNumber(), locale }),
    logger: ports.logger,
    lifecycle: ports.lifecycle,
  });
  const activeCustomer = createActiveCustomerStore({
    identity,
    storage: ports.storage,
    logout: runtime.logout,
  });
  const customerData = createCustomerDataStore({
    api,
    activeCustomer,
    identity,
    tokens: runtime.tokens,
    flags: config.flags,
    region: config.environment.region,
    locale: () => locale,
    logger: ports.logger,
    onIdentified(customerNumber) {
      if (identified === customerNumber) return;
      identified = customerNumber;
      ports.analytics.identify(customerNumber);
    },
  });
  // Created here, in the start-up task that wrote the §9 defaults (web/main.tsx): a stored decision
  // is in the data layer before the tag manager's script can run, well within the 2000 ms wait.
  const consent = createConsentStore({
    storage: ports.storage,
    clock: ports.clock,
    sink: { update: (command) => ports.analytics.updateConsent(command) },
  });
  const stopIdentifying = runtime.tokens.subscribe(() => {
    if (runtime.tokens.getSnapshot().status !== 'none' || identified === null) return;
    identified = null;
    ports.analytics.identify(null);
  });
  return {
    config,
    ports,
    activeCustomer,
    botCheck: options.botCheck ?? createBotCheckFactory(config, ports),
    runtime,
    identity,
    api,
    customerData,
    preferences: createPreferences(ports.storage),
    consent,
    currentLocale: () => locale,
    setCurrentLocale(next) {
      locale = next;
    },
    documentLanguage,
    mobileWebview,
    dispose() {
      stopIdentifying();
      consent.dispose();
      activeCustomer.dispose();
      customerData.dispose();
      api.dispose();
      identity.dispose();
      runtime.dispose();
    },
  };
}
