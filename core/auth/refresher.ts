/**
 * Token refresh (§7, §8, design §6, security.md 6 and 11).
 *
 * - One refresh in flight per tab: concurrent callers share one promise.
 * - One across tabs (auth0-spa-js `lock.ts`): under the Locks port, storage is read again and the
 *   call made only if the stored refresh token is still the one this tab held; otherwise another
 *   tab has rotated it and this tab adopts the result. Two tabs never spend one refresh token twice,
 *   so a rotating, reuse-detecting server never sees a replay.
 * - The server's refusal (invalid_grant, invalid_client, …) ends the session; anything that is not a
 *   verdict (no answer, a timeout, a 5xx, a redirect, an HTML page, malformed JSON) keeps the
 *   tokens and is retried with backoff and jitter while the access token lives, never forever
 *   (refresh-retry.ts, refresh-answer.ts, docs/decisions/170).
 * - The rotated tokens are stored before anything else happens with the answer: after a rotation
 *   the server accepts only the new refresh token, so that write is what a crash must not lose.
 * - An answer that arrives after the session ended is discarded (the store's generation).
 * - After a refresh, the session probe (§7) checks the portal session; only its refusal (401, 403)
 *   logs out (session-probe.ts).
 */

import { DEFAULT_CLIENT_ID, PORTAL_CONSTANTS } from '../config';
import { ENDPOINTS } from '../contract';
import type { Clock, Fetch, Locks, Logger, Scheduler, Unsubscribe } from '../ports';
import { delay, isLockUnavailable } from '../ports';
import { createEmitter } from '../store';
import { AuthError, type AuthErrorCode, DEAD_TOKEN_CODES } from './errors';
import { classifyRefreshAnswer } from './refresh-answer';
import { DEFAULT_REFRESH_RETRY, type RefreshRetryPolicy, retryDelayMs } from './refresh-retry';
import { callUrl, type ServiceBase } from './service-url';
import { probeSession, type SessionProbeVerdict } from './session-probe';
import { timedFetch } from './timed-fetch';
import type { TokenStore } from './token-store';

/** Why the refresher ended a session; the logout sequence runs with it. */
export type SessionEndReason = 'refresh-token-expired' | 'refresh-failed' | 'session-probe-failed';

/** §8 "raises an event": what observers (analytics, the CLI) hear. */
export type RefreshEvent =
  | { readonly type: 'refreshed' }
  | { readonly type: 'adopted' }
  | { readonly type: 'refresh-token-expired'; readonly code: AuthErrorCode }
  | { readonly type: 'refresh-failed'; readonly code: AuthErrorCode }
  | { readonly type: 'refresh-unavailable'; readonly code: AuthErrorCode }
  | { readonly type: 'session-probe-failed' };

export type RefreshOutcome =
  | {
      readonly ok: true;
      readonly via: 'refreshed' | 'adopted';
      /** The §7 probe after a rotation; absent where it did not run (adopted, or checks bypassed). */
      readonly probe?: SessionProbeVerdict;
    }
  | {
      readonly ok: false;
      readonly error: AuthError;
      /** Token calls made: more than one when transient failures were retried. */
      readonly attempts: number;
    };

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
  /** How transient failures are retried; default DEFAULT_REFRESH_RETRY (refresh-retry.ts). */
  readonly retry?: RefreshRetryPolicy | undefined;
  /** The jitter's random source, in [0, 1); default Math.random. */
  readonly random?: () => number;
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
  const retry = options.retry ?? DEFAULT_REFRESH_RETRY;
  const random = options.random ?? Math.random;
  const events = createEmitter<RefreshEvent>();
  let inFlight: Promise<RefreshOutcome> | null = null;

  const emit = events.emit;
  const failure = (error: AuthError, attempts = 0): RefreshOutcome => ({ ok: false, error, attempts });
  const superseded = (attempts = 0) =>
    failure(new AuthError('AUTH_SUPERSEDED', 'The session ended while the refresh was in flight.'), attempts);

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
        // A redirect is an answer about the route, not the token: never followed with the form.
        redirect: 'manual',
      },
      timeoutMs,
    );
    return { result: classifyRefreshAnswer(answer), timing: { requestStart, responseEnd: clock.now() } };
  }

  /** §8: log, raise the event, log out. */
  function terminal(error: AuthError, attempts: number): RefreshOutcome {
    const fields = { code: error.code, status: error.status };
    if (DEAD_TOKEN_CODES.has(error.code)) {
      logger.error('Refresh token expired!', fields);
      emit({ type: 'refresh-token-expired', code: error.code });
      endSession('refresh-token-expired');
    } else {
      logger.error('Refresh token failed!', fields);
      emit({ type: 'refresh-failed', code: error.code });
      endSession('refresh-failed');
    }
    return failure(error, attempts);
  }

  function unavailable(error: AuthError, attempts: number): RefreshOutcome {
    logger.warn('Token refresh unavailable; tokens kept', {
      code: error.code,
      status: error.status,
      attempts,
    });
    emit({ type: 'refresh-unavailable', code: error.code });
    return failure(error, attempts);
  }

  /** A retry is worth its wait only if the access token still lives when the wait is over. */
  function outlivesWait(waitMs: number): boolean {
    const snapshot = tokens.getSnapshot();
    if (snapshot.status === 'none' || !tokens.isValid()) return false;
    return snapshot.timing === 'simulated' || clock.now() + waitMs < snapshot.expiresAt;
  }

  async function underLock(generation: number, held: string): Promise<RefreshOutcome> {
    for (let attempts = 0; ; ) {
      if (tokens.generation() !== generation) return superseded(attempts);
      const stored = tokens.refreshToken();
      if (stored === null) return superseded(attempts);
      if (stored !== held) {
        // Another tab rotated the token while this one waited: use theirs, spend nothing.
        emit({ type: 'adopted' });
        return { ok: true, via: 'adopted' };
      }
      attempts += 1;
      const { result, timing } = await attempt(held);
      if (tokens.generation() !== generation) return superseded(attempts); // a late answer after logout
      if (result.ok) {
        tokens.save(result.tokens, timing);
        emit({ type: 'refreshed' });
        return { ok: true, via: 'refreshed' };
      }
      if (!result.error.transient) return terminal(result.error, attempts);
      const wait = retryDelayMs(retry, attempts, random);
      if (wait === undefined || !outlivesWait(wait)) return unavailable(result.error, attempts);
      logger.info('Token refresh failed; retrying', { code: result.error.code, attempts, waitMs: wait });
      await delay(scheduler, wait);
    }
  }

  async function probe(generation: number): Promise<RefreshOutcome> {
    const verdict = await probeSession({ fetch, scheduler, services, timeoutMs }, tokens.accessToken());
    if (tokens.generation() !== generation) return superseded(1);
    if (verdict.kind === 'refused') {
      logger.error('Session probe failed', { status: verdict.status });
      emit({ type: 'session-probe-failed' });
      endSession('session-probe-failed');
      return failure(
        new AuthError('AUTH_SESSION_PROBE_FAILED', 'The portal session is gone.', verdict.status),
        1,
      );
    }
    // No verdict is no verdict: the refresh itself succeeded, so the session stands.
    if (verdict.kind === 'no-verdict')
      logger.warn('Session probe gave no verdict', { reason: verdict.reason });
    return { ok: true, via: 'refreshed', probe: verdict };
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
        return unavailable(new AuthError('AUTH_REFRESH_LOCK_TIMEOUT', error.message), 0);
      throw error;
    }
    if (outcome.ok && outcome.via === 'refreshed' && options.sessionProbe !== false) return probe(generation);
    return outcome;
  }

  /** Never rejects: an unexpected failure (storage full, a bug) ends the session like a refusal. */
  const guarded = () =>
    run().catch((cause: unknown) => {
      logger.error('Token refresh crashed', { name: cause instanceof Error ? cause.name : typeof cause });
      return terminal(new AuthError('AUTH_REFRESH_FAILED', 'The refresh could not be completed.'), 0);
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
