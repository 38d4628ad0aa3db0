/**
 * The session engine (§4 Session): a store with `subscribe`/`getSnapshot` (design §3) that turns
 * tokens, user activity and time into "active", "countdown", "extended" and "expired".
 *
 * No intervals (design §6): one timer is armed for the next deadline (deadlines.ts) and every event
 * re-plans from the clock. Only while the countdown shows does a one-second tick run, and only then
 * does the snapshot change every second; an idle session does no per-second work and causes no
 * re-render (design §8). Visibility, resume, focus and online re-check every deadline at once, so
 * a laptop that slept past the end logs out on wake.
 */
import type { TokenSnapshot } from '../auth';
import { isSessionTimerEnabled, PORTAL_CONSTANTS } from '../config';
import type { LifecycleEventType, TimerHandle, Unsubscribe } from '../ports';
import { createStore } from '../store';
import { nextTickIn, planSession, type SessionPlan, secondsShown, sessionEndCause } from './deadlines';
import { type ActivityMessage, readActivityMessage } from './messages';
import {
  ACTIVITY_THROTTLE_MS,
  DEFAULT_IDLE_TIMEOUT_MS,
  type ExtendResult,
  type SessionEnding,
  type SessionEngine,
  type SessionEngineOptions,
  type SessionOffReason,
  type SessionSnapshot,
} from './types';

const ACTIVE: SessionSnapshot = Object.freeze({ status: 'active' });
const EXPIRED: SessionSnapshot = Object.freeze({ status: 'expired' });
const offFor = (reason: SessionOffReason): SessionSnapshot => Object.freeze({ status: 'off', reason });

function sameSnapshot(a: SessionSnapshot, b: SessionSnapshot): boolean {
  const keys = Object.keys(a) as Array<keyof typeof a>;
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key as keyof typeof b]);
}

type PresentToken = Extract<TokenSnapshot, { status: 'present' }>;

/**
 * @example
 * const session = createSessionEngine({ tokens, refresher, clock, scheduler, activity, lifecycle,
 *   broadcast, logger, environment: 'production', flags, expire: () => void logout.logout({ reason: 'expired' }) });
 * session.subscribe(() => render(session.getSnapshot()));
 */
export function createSessionEngine(options: SessionEngineOptions): SessionEngine {
  const { tokens, refresher, clock, scheduler, broadcast, logger } = options;
  const thresholdMs = PORTAL_CONSTANTS.session.countdownThresholdSeconds * 1000;
  const confirmationMs = PORTAL_CONSTANTS.session.extensionConfirmationMs;
  const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  const webview = options.mobileWebview ?? false;
  const enabled = isSessionTimerEnabled(options.environment, options.flags);
  // Equal snapshots are not published: the countdown's per-second ticks publish only what changed.
  const store = createStore<SessionSnapshot>(offFor(enabled ? 'no-token' : 'local-disabled'), {
    equals: sameSnapshot,
  });
  let disposed = false;
  let running = false;
  let expired = false;
  let lastActivityAt = 0;
  let lastAcceptedActivity = Number.NEGATIVE_INFINITY;
  /** Token versions (token-store.ts) the markers below apply to. */
  let autoTriedVersion: number | null = null;
  let cappedVersion: number | null = null;
  let hiddenVersion: number | null = null;
  let refreshing = false;
  let extending: Promise<ExtendResult> | null = null;
  let confirmation: { until: number; minutes: number } | null = null;
  let timer: TimerHandle | undefined;
  let timerAt = Number.POSITIVE_INFINITY;

  function publish(next: SessionSnapshot) {
    store.publish(next);
  }

  function cancelTimer() {
    if (timer !== undefined) scheduler.clearTimeout(timer);
    timer = undefined;
    timerAt = Number.POSITIVE_INFINITY;
  }

  /** One timer for the next deadline; an earlier one already armed is kept and re-plans when it fires. */
  function wakeAt(at: number) {
    if (!Number.isFinite(at)) {
      cancelTimer();
      return;
    }
    if (timer !== undefined && timerAt <= at) return;
    cancelTimer();
    timerAt = at;
    timer = scheduler.setTimeout(
      () => {
        timer = undefined;
        timerAt = Number.POSITIVE_INFINITY;
        evaluate();
      },
      Math.max(0, at - clock.now()),
    );
  }

  function plan(token: PresentToken): SessionPlan {
    return planSession({
      now: clock.now(),
      tokenEnd: token.expiresAt,
      refreshEnd: token.refreshExpiresAt,
      sessionStartedAt: token.sessionStartedAt,
      hasRefreshToken: token.hasRefreshToken,
      lastActivityAt,
      idleTimeoutMs,
      maxSessionMs: options.maxSessionMs,
      thresholdMs,
      mobileWebview: webview,
      stopRefreshingNearMaxSession: options.flags.umtStopRefreshingTokenWhenAboutToReachMaxSession,
      tokenCapped: cappedVersion === token.version,
      autoRefreshTried: !refreshing && extending === null && autoTriedVersion === token.version,
    });
  }

  /** A token that arrives already within the threshold was capped at the session end by the server. */
  function noteFreshToken() {
    const token = tokens.getSnapshot();
    if (token.status === 'present' && token.expiresAt - clock.now() <= thresholdMs)
      cappedVersion = token.version;
  }

  function startAutoRefresh(version: number) {
    refreshing = true;
    autoTriedVersion = version;
    void refresher.refresh().then((outcome) => {
      refreshing = false;
      if (outcome.ok) noteFreshToken();
      evaluate();
    });
  }

  function expire(ending: SessionEnding) {
    cancelTimer();
    running = false;
    expired = true;
    confirmation = null;
    publish(EXPIRED);
    logger.info('Session expired');
    try {
      options.expire(ending);
    } catch (cause) {
      logger.error('Logout after expiry failed to start', {
        name: cause instanceof Error ? cause.name : typeof cause,
      });
    }
  }

  function evaluate(): void {
    if (disposed) return;
    const next = replan();
    if (next) publish(next);
  }

  /** Re-plans from the clock: the snapshot to publish, or null when expiry has published its own. */
  function replan(): SessionSnapshot | null {
    if (!enabled) return offFor('local-disabled');
    const token = tokens.getSnapshot();
    const now = clock.now();
    if (token.status === 'none') {
      running = false;
      confirmation = null;
      cancelTimer();
      return expired ? EXPIRED : offFor('no-token');
    }
    if (!running) {
      // §4: off without a valid token; a stale token from yesterday starts nothing.
      if (!tokens.isValid()) {
        cancelTimer();
        return offFor('no-token');
      }
      running = true;
      expired = false;
      lastActivityAt = now;
      autoTriedVersion = cappedVersion = hiddenVersion = null;
      confirmation = null;
    }
    const deadlines = plan(token);
    if (now >= deadlines.sessionEnd) {
      expire(deadlines.idleEnd <= deadlines.sessionEnd ? 'idle' : 'limit');
      return null;
    }
    if (deadlines.refreshAt !== undefined && now >= deadlines.refreshAt && !refreshing && extending === null)
      startAutoRefresh(token.version);
    if (confirmation && confirmation.until <= now) confirmation = null;
    const counting =
      deadlines.countdownFrom !== undefined &&
      now >= deadlines.countdownFrom &&
      hiddenVersion !== token.version;
    const msLeft = deadlines.sessionEnd - now;
    let next: SessionSnapshot = ACTIVE;
    if (confirmation) next = { status: 'extended', minutes: confirmation.minutes };
    else if (counting)
      next = {
        status: 'countdown',
        secondsLeft: secondsShown(msLeft),
        endsAt: deadlines.sessionEnd,
        extendable: deadlines.extendable,
        extending: extending !== null,
        endsBy: sessionEndCause(deadlines),
      };
    const later = (at: number | undefined) => (at !== undefined && at > now ? at : Number.POSITIVE_INFINITY);
    wakeAt(
      Math.min(
        deadlines.sessionEnd,
        later(deadlines.refreshAt),
        later(deadlines.countdownFrom),
        later(confirmation?.until),
        next.status === 'countdown' ? now + nextTickIn(msLeft) : Number.POSITIVE_INFINITY,
      ),
    );
    return next;
  }

  function acceptActivity(at: number) {
    lastActivityAt = Math.max(lastActivityAt, Math.min(at, clock.now()));
  }

  function onActivity() {
    // Deadlines first: a click after a long sleep must not revive a session that has ended.
    evaluate();
    // While the countdown shows, only "Extend session" extends (WCAG 2.2.1, HMRC timeout dialog).
    if (!running || store.getSnapshot().status === 'countdown') return;
    const mono = clock.monotonic();
    if (mono - lastAcceptedActivity < ACTIVITY_THROTTLE_MS) return;
    lastAcceptedActivity = mono;
    acceptActivity(clock.now());
    broadcast.post({ type: 'activity', at: lastActivityAt } satisfies ActivityMessage);
    evaluate();
  }

  function onMessage(message: unknown) {
    const parsed = readActivityMessage(message);
    if (!parsed) return;
    evaluate();
    if (!running) return;
    if (parsed.extended) hiddenVersion = null;
    else if (store.getSnapshot().status === 'countdown') return;
    acceptActivity(parsed.at);
    evaluate();
  }

  function onLifecycle(type: LifecycleEventType) {
    // Back online: a refresh given up for lack of network may be tried again.
    if (type === 'online') autoTriedVersion = null;
    if (type !== 'hidden' && type !== 'offline') evaluate();
  }

  function extend(): Promise<ExtendResult> {
    evaluate();
    if (extending) return extending;
    const token = tokens.getSnapshot();
    if (!running || token.status === 'none')
      return Promise.resolve({ ok: false, code: 'SESSION_NOT_ACTIVE' });
    if (!plan(token).extendable) return Promise.resolve({ ok: false, code: 'SESSION_NOT_EXTENDABLE' });
    const version = token.version;
    extending = refresher.refresh().then((outcome): ExtendResult => {
      extending = null;
      if (!outcome.ok) {
        // §8: a failed extension hides the countdown; the session still ends at its deadline.
        hiddenVersion = version;
        autoTriedVersion = version;
        evaluate();
        return { ok: false, code: outcome.error.code };
      }
      const now = clock.now();
      lastActivityAt = now;
      hiddenVersion = null;
      noteFreshToken();
      broadcast.post({ type: 'activity', at: now, extended: true } satisfies ActivityMessage);
      const fresh = tokens.getSnapshot();
      const deadlines = fresh.status === 'present' ? plan(fresh) : null;
      // "extended by {n} minutes": until the session's new end, or the token's where no end applies.
      const end = !deadlines
        ? now
        : Number.isFinite(deadlines.sessionEnd)
          ? deadlines.sessionEnd
          : deadlines.tokenEnd;
      const minutes = Math.max(1, Math.round((end - now) / 60_000));
      confirmation = { until: now + confirmationMs, minutes };
      evaluate();
      return { ok: true, minutes };
    });
    evaluate();
    return extending;
  }

  const stops: Unsubscribe[] = [
    tokens.subscribe(evaluate),
    options.activity.subscribe(onActivity),
    options.lifecycle.subscribe(onLifecycle),
    broadcast.subscribe(onMessage),
  ];
  evaluate();

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    extend,
    check: evaluate,
    timeLeftMs() {
      const token = tokens.getSnapshot();
      if (!running || token.status === 'none') return null;
      const now = clock.now();
      if (webview) return token.expiresAt - now;
      const end = plan(token).sessionEnd;
      return Number.isFinite(end) ? end - now : null;
    },
    deadlines() {
      const token = tokens.getSnapshot();
      return running && token.status === 'present' ? plan(token) : null;
    },
    dispose() {
      disposed = true;
      cancelTimer();
      for (const stop of stops) stop();
      publish(offFor('disposed'));
    },
  };
}
