/**
 * The portal of one browser tab, wired once at start-up (design §3): browser adapters, what every
 * page needs (configuration, consent, preferences, the page's locale) and the two parts a session
 * brings, each loaded when something needs it (web/pages.ts PARTS, docs/loading.md):
 * - `session`: core/portal's session (tokens, refresher, logout, identity, the login store), when
 *   the visitor starts on the login form or a session is stored;
 * - `core`: the signed-in world over that session (core/portal's assembly with the API client and
 *   the customer data), when a page needs a session, a session is stored, or a login succeeds.
 */
import type { PublicContent } from '../../core/api/public-content';
import { type ConnectionMonitor, createConnectionMonitor } from '../../core/connection';
import { type ConsentStore, createConsentStore } from '../../core/consent';
import type { Locale } from '../../core/locale';
import { DEFAULT_LOCALE } from '../../core/locale';
import {
  createPortalBotCheck,
  type PortalCore,
  type PortalSession,
  type PortalSessionOptions,
} from '../../core/portal';
import type { BrowserPorts } from '../adapters';
import type { PortalConfig } from '../config/portal-config';
import { PARTS } from '../pages';
import { definePart, type Part } from '../part';
import { nextTask } from './after-paint';
import { type BotCheckFactory, createBotCheckFactory } from './captcha';
import { warmUpIntl } from './intl-warm-up';
import { browserMobileWebview } from './mobile-webview';
import { createPreferences, type Preferences } from './preferences';

/** The signed-in world's module (web/signed-in/world.ts), as its part declares it. */
type SignedInWorld = Awaited<ReturnType<typeof PARTS.signedIn.load>>;

export interface Portal {
  readonly config: PortalConfig;
  readonly ports: BrowserPorts;
  /** The session of this tab (core/portal `createPortalSession`), loaded when needed. */
  readonly session: Part<PortalSession>;
  /** The signed-in world of this tab (core/portal's assembly over `session`), loaded when needed. */
  readonly core: Part<PortalCore>;
  /** The public CMS calls of this tab (footer, SEO settings, partner logo), cached for the tab. */
  readonly content: Part<PublicContent>;
  readonly preferences: Preferences;
  /** §2.6 the consent layer's decision (§9 defaults until the visitor decides). */
  readonly consent: ConsentStore;
  /**
   * Whether the back end answers (the outage banner); every call of the portal goes through its
   * fetch (`ports.fetch`), and what failed is asked again when the connection is back.
   */
  readonly connection: ConnectionMonitor;
  /** A fresh bot check for a login page. */
  readonly botCheck: BotCheckFactory;
  /** The locale of the page being shown; part of every API cache key. */
  currentLocale(): Locale;
  setCurrentLocale(locale: Locale): void;
  /** The `lang` of the document, for the logout destination (§2.1). */
  documentLanguage(): string;
  /** §4: the page runs in the mobile app's webview (decision 101): no idle end, no countdown. */
  readonly mobileWebview: boolean;
  /** Ends the session, the consent layer and the connection watch; a second call does nothing. */
  dispose(): void;
}

export interface PortalOptions {
  /** Where `lang` is read from; defaults to the document element. */
  readonly documentLanguage?: () => string;
  /** The bot check of login pages; tests hand in a fake. */
  readonly botCheck?: BotCheckFactory;
  /** §4 mobile webview; default detected from the browser (mobile-webview.ts). */
  readonly mobileWebview?: boolean;
  /** Fetches the signed-in world's code; tests hold it back to draw a page before it has arrived. */
  readonly loadSignedIn?: () => Promise<SignedInWorld>;
}

/**
 * @example const portal = createPortal(loadRuntimeConfig(), createBrowserPorts(analytics));
 */
export function createPortal(
  config: PortalConfig,
  browserPorts: BrowserPorts,
  options: PortalOptions = {},
): Portal {
  const connection = createConnectionMonitor({
    fetch: browserPorts.fetch,
    scheduler: browserPorts.scheduler,
    clock: browserPorts.clock,
    lifecycle: browserPorts.lifecycle,
    logger: browserPorts.logger,
  });
  const ports: BrowserPorts = { ...browserPorts, fetch: connection.fetch };
  let locale: Locale = DEFAULT_LOCALE;
  let disposed = false;
  const documentLanguage = options.documentLanguage ?? (() => document.documentElement.lang);
  const mobileWebview = options.mobileWebview ?? browserMobileWebview();
  const sessionOptions: PortalSessionOptions = {
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
  };
  const stillOpen = <T>(value: T): T => {
    if (disposed) throw new Error('The portal was disposed while a part of it was loading.');
    return value;
  };
  const session = definePart(async () => {
    const { createPortalSession } = stillOpen(await PARTS.session.load());
    return createPortalSession(sessionOptions);
  });
  const core = definePart(async () => {
    // The header's balance is the signed-in pages' first amount; its locale data loads meanwhile.
    warmUpIntl(locale);
    const [started, world] = await Promise.all([
      session.load(),
      (options.loadSignedIn ?? (() => PARTS.signedIn.load()))(),
    ]);
    // The world's code has just run in this task; building the core and starting its calls
    // is a task of its own, so the browser can handle input between the two.
    await nextTask();
    const signedIn = world.createSignedInCore({
      ...sessionOptions,
      session: stillOpen(started),
      identify: (customerNumber) => ports.analytics.identify(customerNumber),
    });
    return signedIn;
  });
  const content = definePart(async () => {
    const { createPublicContent } = stillOpen(await PARTS.content.load());
    return createPublicContent({
      services: config.environment.services,
      fetch: ports.fetch,
      scheduler: ports.scheduler,
      clock: ports.clock,
      logger: ports.logger,
    });
  });
  // Created here, in the start-up task that wrote the §9 defaults (web/main.tsx): a stored decision
  // is in the data layer before the tag manager's script can run, well within the 2000 ms wait.
  const consent = createConsentStore({
    storage: ports.storage,
    clock: ports.clock,
    sink: { update: (command) => ports.analytics.updateConsent(command) },
  });
  // Back after an outage: the customer data's failed parts are asked again (loaded ones come
  // from the cache); the parts of a page that load their own data listen themselves.
  connection.onRestored(() => void core.current()?.customerData.reloadFailed());
  return {
    config,
    ports,
    connection,
    session,
    core,
    content,
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
      if (disposed) return;
      disposed = true;
      consent.dispose();
      // The signed-in world ends its session with it.
      const loaded = core.current();
      if (loaded) loaded.dispose();
      else session.current()?.dispose();
      connection.dispose();
    },
  };
}
