/**
 * Token refresh (§7, §8, design §6, security.md 6).
 *
 * - One refresh in flight per tab: concurrent callers share one promise.
 * - One across tabs (auth0-spa-js `lock.ts`): under the Locks port, storage is read again and the
 *   call made only if the stored refresh token is still the one this tab held; otherwise another
 *   tab has rotated it and this tab adopts the result. Two tabs never spend one refresh token twice,
 *   so a rotating, reuse-detecting server never sees a replay.
 * - invalid_grant ends the session; network errors and timeouts keep the tokens and retry a bounded
 *   number of times while the access token is still valid, never forever (oidc-client-ts #1542).
 * - An answer that arrives after the session ended is discarded (the store's generation).
 * - After a refresh, the session probe (§7) checks the portal session; a refusal logs out.
 */

import { DEFAULT_CLIENT_ID, PORTAL_CONSTANTS } from '../config';
import { ENDPOINTS } from '../contract';
import type { Clock, Fetch, Locks, Logger, Scheduler, Unsubscribe } from '../ports';
import { delay, isLockUnavailable } from '../ports';
import { createEmitter } from '../store';
import { AuthError, type AuthErrorCode } from './errors';
import { classifyRefreshAnswer } from './refresh-answer';
import { callUrl, type ServiceBase } from './service-url';
import { timedFetch } from './timed-fetch';
import type { TokenStore } from './token-store';

/** Why the refresher ended a session; the logout sequence runs with it. */
export type SessionEndReason = 'refresh-token-expired' | 'refresh-failed' | 'session-probe-failed';

/** §8 "raises an event": what observers (analytics, the CLI) hear. */
export type RefreshEvent =
  | { readonly type: 'refreshed' }
  | { readonly type: 'adopted' }
  | { readonly type: 'refresh-token-expired' }
  | { readonly type: 'refresh-failed'; readonly code: AuthErrorCode }
  | { readonly type: 'refresh-unavailable'; readonly code: AuthErrorCode }
  | { readonly type: 'session-probe-failed' };

export type RefreshOutcome =
  | { readonly ok: true; readonly via: 'refreshed' | 'adopted' }
  | { readonly ok: false; readonly error: AuthError };

export interface Refresher {
  /** Refreshes now, or joins the refresh already in flight. Never rejects. */
  refresh(): Promise<RefreshOutcome>;
  isRefreshing(): boolean;
  subscribe(listener: (event: RefreshEvent) => void): Unsubscribe;
}

export interface RefresherOptions {
  readonly tokens: TokenStore;
  readonly fetch: Fetch;
  readonly services: ServiceBase;
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  readonly locks: Locks;
  readonly logger: Logger;
  /**
   * Runs the logout sequence. Called synchronously while the refresh lock is still held, so the
   * sequence's synchronous part (clearing the tokens) happens before another tab can take the lock.
   */
  readonly endSession: (reason: SessionEndReason) => void;
  /** §9 auth request timeout; default 3000 ms. */
  readonly timeoutMs?: number;
  /** Waits before each retry of a transient failure; default [1000, 2000]: three attempts at most. */
  readonly retryDelaysMs?: readonly number[];
  /** §7 session probe after a refresh; off only where §4 bypasses session checks. Default true. */
  readonly sessionProbe?: boolean;
  /**
   * How long the lock is kept after this tab rotated the refresh token (the storage port's
   * `settleMs`), so the next tab to take it reads the new token, not the old one it would spend a
   * second time: the identity provider's reuse detection would then end the session in every tab.
   * This tab's caller is answered at once. Default 0.
   */
  readonly settleMs?: number | undefined;
}

/** The Web Lock (or in-process lock) every tab takes to refresh. */
export const REFRESH_LOCK_NAME = 'portal-auth-refresh';
export const DEFAULT_REFRESH_RETRY_DELAYS_MS: readonly number[] = [1000, 2000];

/**
 * @example
 * const refresher = createRefresher({ tokens, fetch, services, clock, scheduler, locks, logger,
 *   endSession: (reason) => void logout.logout({ reason }) });
 * const outcome = await refresher.refresh(); // { ok: true, via: 'refreshed' }
 */
export function createRefresher(options: RefresherOptions): Refresher {
  const { tokens, fetch, services, clock, scheduler, locks, logger, endSession } = options;
  const settleMs = options.settleMs ?? 0;
  const timeoutMs = options.timeoutMs ?? PORTAL_CONSTANTS.session.authRequestTimeoutMs;
  const retryDelays = options.retryDelaysMs ?? DEFAULT_REFRESH_RETRY_DELAYS_MS;
  const events = createEmitter<RefreshEvent>();
  let inFlight: Promise<RefreshOutcome> | null = null;

  const emit = events.emit;
  const failure = (error: AuthError): RefreshOutcome => ({ ok: false, error });
  const superseded = () =>
    failure(new AuthError('AUTH_SUPERSEDED', 'The session ended while the refresh was in flight.'));

  async function attempt(refreshToken: string) {
    const snapshot = tokens.getSnapshot();
    const clientId = snapshot.status === 'present' ? snapshot.clientId : DEFAULT_CLIENT_ID;
    const requestStart = clock.now();
    const answer = await timedFetch(
      { fetch, scheduler },
      callUrl(services, ENDPOINTS.token),
      {
        method: ENDPOINTS.token.method,
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          client_id: clientId,
          refresh_token: refreshToken,
        }).toString(),
      },
      timeoutMs,
    );
    return { result: classifyRefreshAnswer(answer), timing: { requestStart, responseEnd: clock.now() } };
  }

  /** §8: log, raise the event, log out. */
  function terminal(error: AuthError): RefreshOutcome {
    if (error.code === 'AUTH_REFRESH_TOKEN_EXPIRED') {
      logger.error('Refresh token expired!', { status: error.status });
      emit({ type: 'refresh-token-expired' });
      endSession('refresh-token-expired');
    } else {
      logger.error('Refresh token failed!', { code: error.code, status: error.status });
      emit({ type: 'refresh-failed', code: error.code });
      endSession('refresh-failed');
    }
    return failure(error);
  }

  function unavailable(error: AuthError): RefreshOutcome {
    logger.warn('Token refresh unavailable; tokens kept', { code: error.code, status: error.status });
    emit({ type: 'refresh-unavailable', code: error.code });
    return failure(error);
  }

  async function underLock(generation: number, held: string): Promise<RefreshOutcome> {
    for (let retry = 0; ; retry++) {
      if (tokens.generation() !== generation) return superseded();
      const stored = tokens.refreshToken();
      if (stored === null) return superseded();
      if (stored !== held) {
        // Another tab rotated the token while this one waited: use theirs, spend nothing.
        emit({ type: 'adopted' });
        return { ok: true, via: 'adopted' };
      }
      const { result, timing } = await attempt(held);
      if (tokens.generation() !== generation) return superseded(); // a late answer after logout
      if (result.ok) {
        tokens.save(result.tokens, timing);
        emit({ type: 'refreshed' });
        return { ok: true, via: 'refreshed' };
      }
      if (!result.error.transient) return terminal(result.error);
      const wait = retryDelays[retry];
      if (wait === undefined || !tokens.isValid()) return unavailable(result.error);
      await delay(scheduler, wait);
      if (tokens.generation() === generation && !tokens.isValid()) return unavailable(result.error);
    }
  }

  async function probe(generation: number): Promise<RefreshOutcome> {
    const answer = await timedFetch(
      { fetch, scheduler },
      callUrl(services, ENDPOINTS.sessionProbe),
      {
        method: ENDPOINTS.sessionProbe.method,
        headers: { authorization: `Bearer ${tokens.accessToken() ?? ''}`, accept: 'application/json' },
        credentials: 'include',
      },
      timeoutMs,
    );
    if (tokens.generation() !== generation) return superseded();
    if (answer.kind !== 'answer') {
      // No answer is no verdict: the refresh itself succeeded, so the session stands (decision 020).
      logger.warn('Session probe unanswered', { reason: answer.kind });
      return { ok: true, via: 'refreshed' };
    }
    if (answer.status >= 200 && answer.status < 300) return { ok: true, via: 'refreshed' };
    logger.error('Session probe failed', { status: answer.status });
    emit({ type: 'session-probe-failed' });
    endSession('session-probe-failed');
    return failure(new AuthError('AUTH_SESSION_PROBE_FAILED', 'The portal session is gone.', answer.status));
  }

  async function run(): Promise<RefreshOutcome> {
    const generation = tokens.generation();
    const held = tokens.refreshToken();
    if (held === null) return failure(new AuthError('AUTH_NO_REFRESH_TOKEN', 'No refresh token is stored.'));
    let outcome: RefreshOutcome;
    try {
      outcome = await new Promise<RefreshOutcome>((resolve, reject) => {
        locks
          .request(REFRESH_LOCK_NAME, async () => {
            const result = await underLock(generation, held);
            resolve(result);
            // Still holding the lock: other tabs' copies of storage catch up with the rotation.
            if (settleMs > 0 && result.ok && result.via === 'refreshed') await delay(scheduler, settleMs);
          })
          .catch(reject);
      });
    } catch (error) {
      // Waiting for another process's refresh timed out: nothing was spent, the tokens stay.
      if (isLockUnavailable(error))
        return unavailable(new AuthError('AUTH_REFRESH_LOCK_TIMEOUT', error.message));
      throw error;
    }
    if (outcome.ok && outcome.via === 'refreshed' && options.sessionProbe !== false) return probe(generation);
    return outcome;
  }

  /** Never rejects: an unexpected failure (storage full, a bug) ends the session like a refusal. */
  const guarded = () =>
    run().catch((cause: unknown) => {
      logger.error('Token refresh crashed', { name: cause instanceof Error ? cause.name : typeof cause });
      return terminal(new AuthError('AUTH_REFRESH_FAILED', 'The refresh could not be completed.'));
    });

  return {
    refresh() {
      inFlight ??= guarded().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    isRefreshing: () => inFlight !== null,
    subscribe: events.subscribe,
  };
}
