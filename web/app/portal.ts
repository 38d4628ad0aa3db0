/**
 * The portal of one browser tab, wired once at start-up (design §3): browser adapters → core/portal's
 * assembly (session runtime, identity, API client, active customer, customer data; decision 140),
 * plus what only the browser has: the consent store, preferences and the bot check. React
 * components only read these (web/app/hooks.ts).
 */
import { type ApiClient, createLazyApiClient } from '../../core/api';
import { type ConsentStore, createConsentStore } from '../../core/consent';
import type { ActiveCustomerStore, CustomerDataStore } from '../../core/customer-data';
import type { Locale } from '../../core/locale';
import { DEFAULT_LOCALE } from '../../core/locale';
import type { IdentityStore } from '../../core/login';
import { createPortalCore, type PortalCore } from '../../core/portal';
import type { SessionRuntime } from '../../core/session';
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
  /** A login store over this tab's tokens, identity and API client (core/portal). */
  readonly createLogin: PortalCore['createLogin'];
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
  const documentLanguage = options.documentLanguage ?? (() => document.documentElement.lang);
  const mobileWebview = options.mobileWebview ?? browserMobileWebview();
  // core/portal wires the session, identity, API client and customer data; the browser brings its
  // ports, its lazy API client and what only a browser has (consent, preferences, the bot check).
  const core = createPortalCore({
    ports,
    config: {
      services: config.environment.services,
      flags: config.flags,
      environment: config.environment.environment,
      region: config.environment.region,
      usAppHost: config.header.usAppHost,
      // The portal's own pension logout pages unless the configuration names the product's (decision 100).
      pensionLogout: config.pensionLogout,
    },
    locale: () => locale,
    documentLanguage,
    mobileWebview,
    // query-core and the response schemas load with the first API call (issue 12).
    createApiClient: (apiOptions) => createLazyApiClient(apiOptions),
    identify: (customerNumber) => ports.analytics.identify(customerNumber),
  });
  // Created here, in the start-up task that wrote the §9 defaults (web/main.tsx): a stored decision
  // is in the data layer before the tag manager's script can run, well within the 2000 ms wait.
  const consent = createConsentStore({
    storage: ports.storage,
    clock: ports.clock,
    sink: { update: (command) => ports.analytics.updateConsent(command) },
  });
  return {
    config,
    ports,
    activeCustomer: core.activeCustomer,
    botCheck:
      options.botCheck ?? createBotCheckFactory(config, ports, (solver) => core.createBotCheck(solver)),
    createLogin: (login) => core.createLogin(login),
    runtime: core.runtime,
    identity: core.identity,
    api: core.api,
    customerData: core.customerData,
    preferences: createPreferences(ports.storage),
    consent,
    currentLocale: () => locale,
    setCurrentLocale(next) {
      locale = next;
    },
    documentLanguage,
    mobileWebview,
    dispose() {
      consent.dispose();
      core.dispose();
    },
  };
}
