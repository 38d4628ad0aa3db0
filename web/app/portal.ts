/**
 * The portal of one browser tab, wired once at start-up (design §3): browser adapters, what the
 * first paint needs (configuration, consent, preferences, the bot check, the page's locale) and
 * core/portal's assembly behind a loader (`core`: session runtime, identity, API client, active
 * customer, customer data and the login; decision 140). The assembly is a third of the login page's
 * own code and a visitor there has no session yet, so it loads on its own (issue 12, decision 160):
 * before the first page when a session is stored (web/main.tsx), after the first paint otherwise
 * (PortalRoutes), and whenever a part needs it (`await portal.core.load()`). React components read
 * it through web/app/hooks.ts.
 */
import { type ConsentStore, createConsentStore } from '../../core/consent';
import type { Locale } from '../../core/locale';
import { DEFAULT_LOCALE } from '../../core/locale';
import {
  createPortalBotCheck,
  createPortalCoreLoader,
  type PortalCoreLoader,
  type PortalCoreModule,
} from '../../core/portal';
import type { BrowserPorts } from '../adapters';
import type { PortalConfig } from '../config/portal-config';
import { type BotCheckFactory, createBotCheckFactory } from './captcha';
import { browserMobileWebview } from './mobile-webview';
import { createPreferences, type Preferences } from './preferences';

export interface Portal {
  readonly config: PortalConfig;
  readonly ports: BrowserPorts;
  /**
   * core/portal's assembly for this tab, loaded on demand: `current()` is null until it has
   * loaded; `load()` loads it once (decision 160).
   */
  readonly core: PortalCoreLoader;
  readonly preferences: Preferences;
  /** §2.6 the consent layer's decision (§9 defaults until the visitor decides). */
  readonly consent: ConsentStore;
  /** A fresh bot check for a login page (no need of the core: the login page draws it first). */
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
  /** Fetches the core's chunk; tests hold it back to draw a page before the core has arrived. */
  readonly importCore?: () => Promise<PortalCoreModule>;
}

/**
 * @example const portal = createPortal(loadRuntimeConfig(), createBrowserPorts(analytics));
 */
export function createPortal(config: PortalConfig, ports: BrowserPorts, options: PortalOptions = {}): Portal {
  let locale: Locale = DEFAULT_LOCALE;
  const documentLanguage = options.documentLanguage ?? (() => document.documentElement.lang);
  const mobileWebview = options.mobileWebview ?? browserMobileWebview();
  // core/portal wires the session, identity, API client and customer data when it loads; its API
  // client is core/api's lazy one (query-core and the response schemas wait for the first call).
  const core = createPortalCoreLoader(
    {
      ports,
      config: {
        services: config.environment.services,
        flags: config.flags,
        environment: config.environment.environment,
        region: config.environment.region,
        usAppHost: config.header.usAppHost,
        // The portal's own pension logout pages unless the configuration names the product's (decision 100).
        pensionLogout: config.pensionLogout,
        clientId: config.environment.clientId,
        identityLogout: config.environment.identityLogout,
      },
      locale: () => locale,
      documentLanguage,
      mobileWebview,
      identify: (customerNumber) => ports.analytics.identify(customerNumber),
    },
    options.importCore,
  );
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
    core,
    botCheck:
      options.botCheck ??
      createBotCheckFactory(config, ports, (solver) =>
        createPortalBotCheck({ ports, flags: config.flags }, solver),
      ),
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
