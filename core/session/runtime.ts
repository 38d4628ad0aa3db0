/**
 * The session side (§4, §7) wired together once: token store, refresher, logout and
 * session engine over one set of ports. The web and the CLI call this at start-up and hand the
 * pieces on (the API client takes `tokens` and `clearSessionEverywhere`, the shell `session`).
 */
import {
  createRefresher,
  createTokenStore,
  type Refresher,
  type RefreshRetryPolicy,
  type ServiceBase,
  type TokenStore,
} from '../auth';
import type { EnvironmentName, Flags, IdentityLogoutMode } from '../config';
import { bypassesSessionChecks, simulatedTokenLifetimeSeconds } from '../config';
import { type ClearSessionEverywhere, createLogout, type Logout, type LogoutDestinationFn } from '../logout';
import type {
  ActivitySource,
  AnalyticsSink,
  Broadcast,
  Clock,
  Cookies,
  Fetch,
  KeyValueStorage,
  LifecycleSource,
  Locks,
  Logger,
  Navigation,
  Scheduler,
} from '../ports';
import { createSessionEngine } from './engine';
import { refreshAnalyticsEvent } from './refresh-analytics';
import type { SessionEngine } from './types';

export interface SessionPorts {
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  readonly storage: KeyValueStorage;
  readonly fetch: Fetch;
  readonly navigation: Navigation;
  readonly activity: ActivitySource;
  readonly lifecycle: LifecycleSource;
  readonly broadcast: Broadcast;
  readonly locks: Locks;
  readonly cookies: Cookies;
  readonly logger: Logger;
  readonly analytics?: AnalyticsSink;
}

export type SessionFlags = Pick<
  Flags,
  | 'userManagementCallObsLogout'
  | 'umtFECallIdpLogoutOnSessionTimeout'
  | 'umtStopRefreshingTokenWhenAboutToReachMaxSession'
  | 'b2cEnableSessionTimerLocally'
>;

export interface SessionRuntimeOptions {
  readonly ports: SessionPorts;
  readonly services: ServiceBase;
  readonly flags: SessionFlags;
  readonly environment: EnvironmentName;
  /** §4 the mobile app's webview (decision 101). */
  readonly mobileWebview?: boolean | undefined;
  /** Where the logout goes; usually core/redirects `logoutDestination`. */
  readonly logoutDestination: LogoutDestinationFn;
  /** The portal's idle timeout; default core's (5 minutes). */
  readonly idleTimeoutMs?: number | undefined;
  readonly maxSessionMs?: number;
  /**
   * How a refresh retries transient failures; default core/auth's DEFAULT_REFRESH_RETRY (a
   * browser tab has the token's remaining life to wait; a one-shot command has less).
   */
  readonly refreshRetry?: RefreshRetryPolicy | undefined;
  /** §9 the configured client id: the refresh's and logout's client when the token names none. */
  readonly clientId?: string | undefined;
  /** How the logout ends the grant at the identity provider (core/logout calls.ts). */
  readonly identityLogout?: IdentityLogoutMode | undefined;
}

export interface SessionRuntime {
  readonly tokens: TokenStore;
  readonly refresher: Refresher;
  readonly logout: Logout;
  readonly session: SessionEngine;
  /** §7, §8: for the API client's 403 handling. Never rejects. */
  readonly clearSessionEverywhere: ClearSessionEverywhere;
  dispose(): void;
}

/**
 * @example
 * const runtime = createSessionRuntime({ ports, services: config.services, flags, environment: config.environment,
 *   logoutDestination: ({ currentUrl }) => logoutDestination({ flags, documentLanguage, hostname: new URL(currentUrl).hostname }) });
 * runtime.logout.onReset(() => queryClient.clear());
 */
export function createSessionRuntime(options: SessionRuntimeOptions): SessionRuntime {
  const { ports, flags, environment } = options;
  const { logger } = ports;
  const tokens = createTokenStore({
    storage: ports.storage,
    clock: ports.clock,
    simulatedLifetimeSeconds: simulatedTokenLifetimeSeconds(environment, flags),
    clientId: options.clientId,
  });
  const logout = createLogout({
    tokens,
    fetch: ports.fetch,
    services: options.services,
    scheduler: ports.scheduler,
    broadcast: ports.broadcast,
    navigation: ports.navigation,
    cookies: ports.cookies,
    logger,
    analytics: ports.analytics,
    flags,
    destination: options.logoutDestination,
    identityLogout: options.identityLogout,
  });
  // Failures of an automatic logout are logged inside the sequence; nobody else awaits it.
  const endWith = (reason: Parameters<Logout['logout']>[0]) => void logout.logout(reason).catch(() => {});
  const refresher = createRefresher({
    tokens,
    fetch: ports.fetch,
    services: options.services,
    clock: ports.clock,
    scheduler: ports.scheduler,
    locks: ports.locks,
    settleMs: ports.storage.settleMs,
    logger,
    endSession: (reason) => endWith({ reason }),
    sessionProbe: !bypassesSessionChecks(environment, flags),
    retry: options.refreshRetry,
  });
  // §8 "raises an event": the terminal refresh failures reach analytics (refresh-analytics.ts).
  const stopRefreshAnalytics = refresher.subscribe((event) => {
    const tracked = refreshAnalyticsEvent(event);
    if (tracked) ports.analytics?.track(tracked.event, tracked.data);
  });
  const session = createSessionEngine({
    tokens,
    refresher,
    clock: ports.clock,
    scheduler: ports.scheduler,
    activity: ports.activity,
    lifecycle: ports.lifecycle,
    broadcast: ports.broadcast,
    logger,
    environment,
    flags,
    mobileWebview: options.mobileWebview ?? false,
    expire: (ending) => endWith({ reason: ending === 'idle' ? 'expired' : 'session-ended' }),
    idleTimeoutMs: options.idleTimeoutMs,
    maxSessionMs: options.maxSessionMs,
  });
  return {
    tokens,
    refresher,
    logout,
    session,
    clearSessionEverywhere: () => logout.clearSessionEverywhere(),
    dispose() {
      stopRefreshAnalytics();
      session.dispose();
      logout.dispose();
      tokens.dispose();
    },
  };
}
