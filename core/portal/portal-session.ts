/**
 * A portal's session (§4, §5, §6): the session runtime (tokens, refresher, logout, session engine),
 * the identity a login records, and the login store over them. The rest of the portal
 * (portal-core.ts: the API client, the customer data, the active customer) builds on it.
 *
 * Its own assembly because a login needs only this: the browser's login page starts the session
 * when the visitor starts on the form, without the API client and the customer data, and the
 * signed-in pages continue the same session when they load (docs/loading.md). portal-cli and the
 * tests get it inside `createPortalCore`.
 */
import type { ApiClient } from '../api';
import type { CaptchaError, CaptchaPort, CaptchaSolver } from '../captcha';
import { type Flags, inertFlagsSwitchedOn, type Region } from '../config';
import type { Locale } from '../locale';
import { createIdentityStore, createLoginStore, type IdentityStore, type LoginStore } from '../login';
import type { LogoutDestinationFn } from '../logout';
import { definePensionLogout, logoutDestination, type PensionLogoutPaths } from '../redirects';
import { DEFAULT_PENSION_LOGOUT_PATHS } from '../routes';
import {
  createSessionRuntime,
  type SessionPorts,
  type SessionRuntime,
  type SessionRuntimeOptions,
} from '../session';
import { createPortalBotCheck } from './bot-check';

/**
 * What every driver's configuration says about the portal (web: PortalConfig; portal-cli: its
 * environment): the session runtime's hosts, environment, client id and identity logout mode, and
 * what the rest of the portal needs besides.
 */
export interface PortalCoreConfig
  extends Pick<SessionRuntimeOptions, 'services' | 'environment' | 'clientId' | 'identityLogout'> {
  readonly flags: Flags;
  readonly region: Region;
  /** §2.1 the US app's host for the logout destination of en-US customers. */
  readonly usAppHost?: string | undefined;
  /** Decision 100: the product's pension logout pages; default the portal's own. */
  readonly pensionLogout?: PensionLogoutPaths | undefined;
}

/** The session runtime's webview mode, idle timeout and refresh retries, and the portal's own. */
export interface PortalSessionOptions
  extends Pick<SessionRuntimeOptions, 'mobileWebview' | 'idleTimeoutMs' | 'refreshRetry'> {
  readonly ports: SessionPorts;
  readonly config: PortalCoreConfig;
  /** The locale of the page (or command): part of every API cache key and of the customer data. */
  readonly locale: () => Locale;
  /** The document's `lang` for the logout destination (§2.1); default the locale. */
  readonly documentLanguage?: () => string;
  /** Where a logout goes; default core/redirects `logoutDestination` over the configuration. */
  readonly logoutDestination?: LogoutDestinationFn | undefined;
}

/** What a login needs beyond the portal: its bot check, the page's locale and client, a timeout. */
export interface PortalLoginOptions {
  readonly captcha: CaptchaPort;
  readonly locale: Locale;
  readonly clientId: string;
  readonly timeoutMs?: number | undefined;
  /** Navigate after a successful login (the web); portal-cli and tests only read the destination. */
  readonly navigate?: boolean | undefined;
  /** Told when the bot check fails during the login (the web logs it, portal-cli reports its code). */
  readonly onCaptchaError?: ((error: CaptchaError) => void) | undefined;
  /** The device fingerprinting's session key (flag b2cEnableDeviceFingerprinting); default one per login. */
  readonly deviceSessionKey?: (() => string | undefined) | undefined;
}

export interface PortalSession {
  readonly config: PortalCoreConfig;
  readonly ports: SessionPorts;
  readonly runtime: SessionRuntime;
  readonly identity: IdentityStore;
  /**
   * A login store over this session (§4 Login). `api` loads the customer after the login (the
   * customer redirects decide the destination); its answers stay cached for the next page.
   */
  createLogin(options: PortalLoginOptions & { readonly api: Pick<ApiClient, 'get'> }): LoginStore;
  /**
   * A bot check (§4 Captcha states) over the driver's solver (the browser's or core's own proof of
   * work), with the settings the flags give (§9) and this portal's clock and analytics.
   */
  createBotCheck(solver: CaptchaSolver): CaptchaPort;
  dispose(): void;
}

/**
 * @example
 * const session = createPortalSession({ ports, config, locale: () => 'de-DE' });
 * const login = session.createLogin({ captcha, locale: 'de-DE', clientId, api });
 */
export function createPortalSession(options: PortalSessionOptions): PortalSession {
  const { ports, config, locale } = options;
  const documentLanguage = options.documentLanguage ?? locale;
  const pensionLogout = config.pensionLogout ?? definePensionLogout(DEFAULT_PENSION_LOGOUT_PATHS);
  const runtime = createSessionRuntime({
    ports,
    services: config.services,
    flags: config.flags,
    environment: config.environment,
    mobileWebview: options.mobileWebview === true,
    ...(options.idleTimeoutMs !== undefined ? { idleTimeoutMs: options.idleTimeoutMs } : {}),
    clientId: config.clientId,
    identityLogout: config.identityLogout,
    refreshRetry: options.refreshRetry,
    logoutDestination:
      options.logoutDestination ??
      (({ currentUrl, reason }) =>
        logoutDestination({
          flags: config.flags,
          documentLanguage: documentLanguage(),
          hostname: new URL(currentUrl).hostname,
          // §2.1/§6: the page the logout starts on and why: the pension page asks for its flow (decision 100).
          currentUrl,
          reason,
          pensionLogout,
          usAppHost: config.usAppHost,
        })),
  });
  // Decision 103: a flag switched on that changes nothing must not look like it works.
  for (const { flag, reason } of inertFlagsSwitchedOn(config.flags))
    ports.logger.warn(`Flag ${flag} is on but has no effect in the portal`, { reason });
  const identity = createIdentityStore({ storage: ports.storage, session: runtime.logout });
  const logins = new Set<LoginStore>();
  return {
    config,
    ports,
    runtime,
    identity,
    createBotCheck: (solver) => createPortalBotCheck({ ports, flags: config.flags }, solver),
    createLogin(login) {
      const store = createLoginStore({
        services: config.services,
        fetch: ports.fetch,
        clock: ports.clock,
        scheduler: ports.scheduler,
        tokens: runtime.tokens,
        identity,
        api: login.api,
        navigation: ports.navigation,
        cookies: ports.cookies,
        flags: config.flags,
        region: config.region,
        analytics: ports.analytics,
        logger: ports.logger,
        captcha: login.captcha,
        locale: login.locale,
        clientId: login.clientId,
        timeoutMs: login.timeoutMs,
        ...(login.navigate !== undefined ? { navigate: login.navigate } : {}),
        ...(login.onCaptchaError ? { onCaptchaError: login.onCaptchaError } : {}),
        ...(login.deviceSessionKey ? { deviceSessionKey: login.deviceSessionKey } : {}),
      });
      logins.add(store);
      // A page that goes away disposes its store; the session forgets it then, not only at its own end.
      const dispose = store.dispose.bind(store);
      return Object.assign(store, {
        dispose() {
          logins.delete(store);
          dispose();
        },
      });
    },
    dispose() {
      for (const login of logins) login.dispose();
      identity.dispose();
      runtime.dispose();
    },
  };
}
