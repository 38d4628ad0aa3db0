/**
 * The logout sequence (§4): identity-provider logout, clear the local session, the optional portal
 * logout (flag userManagementCallObsLogout), reset stored state (hooks others register, such as the
 * API cache purge), then the pension logout flow or the login page, without a referer.
 *
 * Two rules shape it beyond the spec's order (security.md 6):
 * - The local session is cleared synchronously, before any network wait, so an unreachable or slow
 *   server cannot keep a session alive, and a refresh answer arriving later is discarded (the token
 *   store's generation). The identity-provider call still goes out first, with the refresh token
 *   captured beforehand.
 * - Every tab logs out: the cleared storage and a broadcast both reach the others, which reset
 *   their state and leave the private page without calling any server again.
 */

import type { ServiceBase, TokenStore } from '../auth';
import type { Flags, IdentityLogoutMode } from '../config';
import { PORTAL_CONSTANTS } from '../config';
import { DEFAULT_LOCALE } from '../locale';
import type {
  AnalyticsSink,
  Broadcast,
  Cookies,
  Fetch,
  Logger,
  Navigation,
  Scheduler,
  Unsubscribe,
} from '../ports';
import { NO_ANALYTICS } from '../ports';
import { DEEP_LINK_NAME, deepLinkCookieFor } from '../redirects';
import { loginPath } from '../routes';
import { identityProviderLogout, type LogoutCallDeps, portalLogout } from './calls';
import type { LogoutError } from './errors';
import { isLogoutMessage, type LogoutMessage, type LogoutReason } from './messages';

/** Where the browser goes (core/redirects `logoutDestination` returns this shape). */
export interface LogoutTarget {
  readonly url: string;
  /** Default true: Back must not return to a private page. */
  readonly replace?: boolean;
  /** Default 'no-referrer' (§4 "without a referer"). */
  readonly referrerPolicy?: 'no-referrer';
}

export interface LogoutContext {
  readonly reason: LogoutReason;
  readonly currentUrl: string;
}

export type LogoutDestinationFn = (context: LogoutContext) => LogoutTarget | string;

/** What the API client takes to handle a 403 (§7, §8): `runtime.clearSessionEverywhere`. */
export type ClearSessionEverywhere = () => Promise<void>;

/** A "reset stored state" step, e.g. purging the API cache. Runs in every tab on every logout. */
export type ResetHook = () => void | Promise<void>;

export interface LogoutOptions {
  readonly tokens: TokenStore;
  readonly fetch: Fetch;
  readonly services: ServiceBase;
  readonly scheduler: Scheduler;
  readonly broadcast: Broadcast;
  readonly navigation: Navigation;
  readonly cookies: Cookies;
  readonly logger: Logger;
  readonly analytics?: AnalyticsSink;
  readonly flags: Pick<Flags, 'userManagementCallObsLogout' | 'umtFECallIdpLogoutOnSessionTimeout'>;
  /** The pension logout flow or the login page; core/redirects `logoutDestination` is the usual one. */
  readonly destination: LogoutDestinationFn;
  /** §9 auth request timeout for the two calls; default 3000 ms. */
  readonly timeoutMs?: number;
  /** How the identity provider's half ends the grant (calls.ts); default the §7 Keycloak call. */
  readonly identityLogout?: IdentityLogoutMode | undefined;
}

export interface Logout {
  /**
   * Runs the sequence; concurrent calls join the one running. Rejects with a LogoutError carrying
   * the server's failure only after the local session is cleared and the browser sent on.
   */
  logout(request?: { readonly reason?: LogoutReason }): Promise<void>;
  /**
   * §7, §8: HTTP 403 on any call clears the session, in every tab, even when no server answers.
   * For the API client; never rejects.
   */
  clearSessionEverywhere: ClearSessionEverywhere;
  /** Registers a "reset stored state" step. */
  onReset(hook: ResetHook): Unsubscribe;
  isLoggingOut(): boolean;
  dispose(): void;
}

/** §4: which reasons call the identity provider. */
function callsIdentityProvider(reason: LogoutReason, flags: LogoutOptions['flags']): boolean {
  if (reason === 'expired' || reason === 'session-ended') return flags.umtFECallIdpLogoutOnSessionTimeout;
  // invalid_grant means the server has already ended the session; its refresh token is dead.
  return reason !== 'refresh-token-expired' && reason !== 'remote';
}

/**
 * @example
 * const logout = createLogout({ tokens, fetch, services, scheduler, broadcast, navigation, cookies,
 *   logger, flags, destination: ({ currentUrl }) => logoutDestination({ ... }) });
 * logout.onReset(() => queryClient.clear());
 * await logout.logout(); // user pressed "log out"
 */
export function createLogout(options: LogoutOptions): Logout {
  const { tokens, broadcast, navigation, cookies, logger, flags } = options;
  const analytics = options.analytics ?? NO_ANALYTICS;
  const calls: LogoutCallDeps = {
    fetch: options.fetch,
    scheduler: options.scheduler,
    services: options.services,
    timeoutMs: options.timeoutMs ?? PORTAL_CONSTANTS.session.authRequestTimeoutMs,
  };
  const hooks = new Set<ResetHook>();
  let running: Promise<void> | null = null;
  let clearingHere = false;
  let hadSession = tokens.getSnapshot().status === 'present';

  async function resetStoredState() {
    for (const hook of [...hooks]) {
      try {
        await hook();
      } catch (cause) {
        logger.warn('A logout reset step failed', {
          name: cause instanceof Error ? cause.name : typeof cause,
        });
      }
    }
  }

  function leave(reason: LogoutReason, currentUrl: string) {
    let target: LogoutTarget;
    try {
      const chosen = options.destination({ reason, currentUrl });
      target = typeof chosen === 'string' ? { url: chosen } : chosen;
    } catch {
      logger.error('Logout destination failed; going to the default login page', { reason });
      target = { url: loginPath(DEFAULT_LOCALE) };
    }
    navigation.go(target.url, {
      replace: target.replace ?? true,
      referrerPolicy: target.referrerPolicy ?? 'no-referrer',
      // Signed out regardless: unsaved input on the page cannot hold the customer there.
      force: true,
    });
  }

  /** §4 "current path saved as deep link" on expiry; otherwise an old deep link is cleared. */
  function handleDeepLink(reason: LogoutReason, currentUrl: string) {
    if (reason !== 'expired' && reason !== 'session-ended') {
      cookies.delete(DEEP_LINK_NAME, { path: '/' });
      return;
    }
    try {
      const cookie = deepLinkCookieFor(currentUrl);
      if (cookie) cookies.set(cookie.name, cookie.value, cookie);
      else cookies.delete(DEEP_LINK_NAME, { path: '/' });
    } catch {
      cookies.delete(DEEP_LINK_NAME, { path: '/' });
    }
  }

  function clearLocally() {
    clearingHere = true;
    try {
      tokens.clear();
    } finally {
      clearingHere = false;
      hadSession = false;
    }
  }

  /** The synchronous part runs inside the call: tokens are gone before it returns its promise. */
  function sequence(reason: LogoutReason): Promise<void> {
    const refreshToken = tokens.refreshToken();
    const accessToken = tokens.accessToken();
    const snapshot = tokens.getSnapshot();
    const clientId = snapshot.status === 'present' ? snapshot.clientId : undefined;
    const currentUrl = navigation.currentUrl();

    handleDeepLink(reason, currentUrl);
    clearLocally();
    broadcast.post({ type: 'logout', reason } satisfies LogoutMessage);

    return (async () => {
      const errors: LogoutError[] = [];
      if (refreshToken && clientId && callsIdentityProvider(reason, flags)) {
        const error = await identityProviderLogout(
          calls,
          options.identityLogout ?? 'keycloak',
          refreshToken,
          clientId,
        );
        if (error) errors.push(error);
      }
      if (flags.userManagementCallObsLogout) {
        const error = await portalLogout(calls, accessToken);
        if (error) errors.push(error);
      }
      await resetStoredState();
      for (const error of errors)
        logger.error('Logout call failed', { code: error.code, status: error.status });
      if (errors.length === 0) analytics.track('logout-succeeded', { reason });
      leave(reason, currentUrl);
      const [first] = errors;
      if (first) throw first;
    })();
  }

  function logout(request: { readonly reason?: LogoutReason } = {}): Promise<void> {
    running ??= sequence(request.reason ?? 'user').finally(() => {
      running = null;
    });
    return running;
  }

  /** Another tab ended the session: reset here and leave the page, calling no server. */
  async function followOtherTab() {
    await resetStoredState();
    leave('remote', navigation.currentUrl());
  }

  function checkForRemoteLogout() {
    const hasSession = tokens.getSnapshot().status === 'present';
    if (hadSession && !hasSession && !clearingHere && running === null) void followOtherTab();
    hadSession = hasSession;
  }

  const stopTokens = tokens.subscribe(checkForRemoteLogout);
  const stopBroadcast = broadcast.subscribe((message) => {
    if (!isLogoutMessage(message)) return;
    // Storage may not be shared (or its event not yet here): clearing triggers the check above.
    if (tokens.getSnapshot().status === 'present') tokens.clear();
    else checkForRemoteLogout();
  });

  return {
    logout,
    async clearSessionEverywhere() {
      // A 403 on a call made without a session (a public page) leaves nothing to clear.
      if (running === null && tokens.getSnapshot().status === 'none') return;
      await logout({ reason: 'forbidden' }).catch((cause: unknown) => {
        logger.warn('Logout after 403 met a server error', { code: (cause as LogoutError).code });
      });
    },
    onReset(hook) {
      hooks.add(hook);
      return () => hooks.delete(hook);
    },
    isLoggingOut: () => running !== null,
    dispose() {
      stopTokens();
      stopBroadcast();
    },
  };
}
