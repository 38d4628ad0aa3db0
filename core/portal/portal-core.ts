/**
 * One portal, assembled once (decision 140): its session (portal-session.ts: tokens,
 * refresher, logout, session engine, the identity the login recorded, the login), the API client
 * with its refresher and lifecycle, the active customer of the minor-account switch, the customer
 * data and the §7 identifier event. The web portal, portal-cli and the sandbox's integration client
 * used to wire these by hand, each a little differently (the API client's refresher was wired by
 * none, its lifecycle only in the browser); now each driver hands in its ports and configuration,
 * and the parts that are really its own (a test's login destination, a session already started).
 */
import type { ApiClient, ApiClientOptions } from '../api';
import type { CaptchaPort, CaptchaSolver } from '../captcha';
import {
  type ActiveCustomerStore,
  type CustomerDataStore,
  createActiveCustomerStore,
  createCustomerDataStore,
} from '../customer-data';
import type { IdentityStore, LoginStore } from '../login';
import type { SessionPorts, SessionRuntime } from '../session';
import {
  createPortalSession,
  type PortalCoreConfig,
  type PortalLoginOptions,
  type PortalSession,
  type PortalSessionOptions,
} from './portal-session';

export type { PortalCoreConfig, PortalLoginOptions } from './portal-session';

export interface PortalCoreOptions<Api extends ApiClient = ApiClient> extends PortalSessionOptions {
  /**
   * Builds the API client from core's options: core/api `createApiClient` (portal-cli, the
   * browser's signed-in pages) or a test's own.
   */
  readonly createApiClient: (options: ApiClientOptions) => Api;
  /**
   * The session this portal continues: a browser's login page starts it before the rest of the
   * portal is loaded (docs/loading.md). Default: a new one over the same ports.
   */
  readonly session?: PortalSession | undefined;
  /**
   * §7 the identifier event: called with the customer number once per customer and session, and
   * with null when the session ends. The web's tag manager takes it; portal-cli has none.
   */
  readonly identify?: ((customerNumber: string | null) => void) | undefined;
}

export interface PortalCore<Api extends ApiClient = ApiClient> {
  readonly config: PortalCoreConfig;
  readonly ports: SessionPorts;
  readonly runtime: SessionRuntime;
  readonly identity: IdentityStore;
  readonly api: Api;
  /** §3/§6 whose accounts are shown (the minor-account switch). */
  readonly activeCustomer: ActiveCustomerStore;
  readonly customerData: CustomerDataStore;
  /** A login store over this portal's session and API client (§4 Login). */
  createLogin(options: PortalLoginOptions): LoginStore;
  /**
   * A bot check (§4 Captcha states) over the driver's solver (the browser's widget or core's own
   * proof of work), with the settings the flags give (§9) and this portal's clock and analytics.
   */
  createBotCheck(solver: CaptchaSolver): CaptchaPort;
  dispose(): void;
}

/**
 * @example
 * const core = createPortalCore({ ports, config, locale: () => 'de-DE', createApiClient });
 * await core.customerData.load(); // after a login
 */
export function createPortalCore<Api extends ApiClient = ApiClient>(
  options: PortalCoreOptions<Api>,
): PortalCore<Api> {
  const { ports, config, locale } = options;
  // A browser's login page may have started the session before the rest of the portal loaded.
  const session = options.session ?? createPortalSession(options);
  const { runtime, identity } = session;
  const api = options.createApiClient({
    services: config.services,
    fetch: ports.fetch,
    scheduler: ports.scheduler,
    clock: ports.clock,
    tokens: runtime.tokens,
    session: runtime.logout,
    // A call that finds the access token expired waits for one refresh instead of failing.
    refresher: runtime.refresher,
    scope: () => ({ customerNumber: identity.customerNumber(), locale: locale() }),
    logger: ports.logger,
    lifecycle: ports.lifecycle,
  });
  const activeCustomer = createActiveCustomerStore({
    identity,
    storage: ports.storage,
    logout: runtime.logout,
  });
  /** §7: the identifier event once per customer and session, not on every reload. */
  let identified: string | null = null;
  const customerData = createCustomerDataStore({
    api,
    activeCustomer,
    identity,
    tokens: runtime.tokens,
    flags: config.flags,
    region: config.region,
    locale,
    logger: ports.logger,
    onIdentified(customerNumber) {
      if (identified === customerNumber) return;
      identified = customerNumber;
      options.identify?.(customerNumber);
    },
  });
  const stopIdentifying = runtime.tokens.subscribe(() => {
    if (runtime.tokens.getSnapshot().status !== 'none' || identified === null) return;
    identified = null;
    options.identify?.(null);
  });
  return {
    config,
    ports,
    runtime,
    identity,
    api,
    activeCustomer,
    customerData,
    createBotCheck: session.createBotCheck,
    createLogin: (login) => session.createLogin({ ...login, api }),
    dispose() {
      stopIdentifying();
      activeCustomer.dispose();
      customerData.dispose();
      api.dispose();
      session.dispose();
    },
  };
}
