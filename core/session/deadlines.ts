/**
 * The session's deadlines as plain data (§4, design §6 "deadlines, not intervals"): absolute
 * instants on the local wall clock, computed afresh from the inputs whenever anything happens, so
 * a machine that slept past an end finds it passed on wake instead of counting down stale ticks.
 *
 * - idle end: last activity + idle timeout (not in the mobile webview, where the time left is the
 *   token life only).
 * - token end: the access token's end (skew-corrected, token-store.ts).
 * - maximum-session end: the refresh token's exp when it is a JWT, and/or a configured maximum
 *   from the login's start; whichever is earlier (decision 020).
 * The session ends at the earliest of idle and maximum end, and at the token end when the token
 * will not be refreshed.
 */

export interface PlanInputs {
  readonly now: number;
  readonly tokenEnd: number;
  readonly refreshEnd: number | null;
  readonly sessionStartedAt: number | null;
  readonly hasRefreshToken: boolean;
  readonly lastActivityAt: number;
  readonly idleTimeoutMs: number;
  readonly maxSessionMs: number | undefined;
  /** §4, §9: 120 s; both the countdown and the auto-refresh threshold. */
  readonly thresholdMs: number;
  readonly mobileWebview: boolean;
  /** Flag umtStopRefreshingTokenWhenAboutToReachMaxSession. */
  readonly stopRefreshingNearMaxSession: boolean;
  /** The server capped this token at the session's end: refreshing it again would only loop. */
  readonly tokenCapped: boolean;
  /** An automatic refresh of this token was already tried (and is not in flight). */
  readonly autoRefreshTried: boolean;
}

export interface SessionPlan {
  readonly idleEnd: number;
  readonly maxEnd: number;
  readonly tokenEnd: number;
  /** When the session ends and the logout sequence runs. */
  readonly sessionEnd: number;
  /** When the automatic refresh is due; undefined when this token will not be refreshed automatically. */
  readonly refreshAt: number | undefined;
  /** When the countdown appears; undefined in the mobile webview or for an endless plan. */
  readonly countdownFrom: number | undefined;
  /** Whether "Extend session" can work (§4: not when the stop-refreshing rule holds). */
  readonly extendable: boolean;
}

/**
 * @example
 * planSession({ now: 0, tokenEnd: 300_000, lastActivityAt: 0, idleTimeoutMs: 300_000, … })
 * // { sessionEnd: 300_000, countdownFrom: 180_000, refreshAt: undefined, … }
 */
export function planSession(inputs: PlanInputs): SessionPlan {
  const { now, tokenEnd, thresholdMs } = inputs;
  const idleEnd = inputs.mobileWebview
    ? Number.POSITIVE_INFINITY
    : inputs.lastActivityAt + inputs.idleTimeoutMs;
  const configuredMaxEnd =
    inputs.maxSessionMs !== undefined && inputs.sessionStartedAt !== null
      ? inputs.sessionStartedAt + inputs.maxSessionMs
      : Number.POSITIVE_INFINITY;
  const maxEnd = Math.min(inputs.refreshEnd ?? Number.POSITIVE_INFINITY, configuredMaxEnd);
  // §4: with the flag, a session with 120 s or less in total left is no longer extendable.
  const nearMaxStop = inputs.stopRefreshingNearMaxSession && maxEnd - now <= thresholdMs;
  const extendable = inputs.hasRefreshToken && !nearMaxStop && !inputs.tokenCapped;
  const autoRefreshable = extendable && !inputs.autoRefreshTried;
  const sessionEnd = Math.min(idleEnd, maxEnd, autoRefreshable ? Number.POSITIVE_INFINITY : tokenEnd);
  // Refresh only a token the session would outlive: an idle session ending first needs no new token.
  const refreshAt =
    autoRefreshable && Math.min(idleEnd, maxEnd) > tokenEnd ? tokenEnd - thresholdMs : undefined;
  const countdownFrom =
    inputs.mobileWebview || !Number.isFinite(sessionEnd) ? undefined : sessionEnd - thresholdMs;
  return { idleEnd, maxEnd, tokenEnd, sessionEnd, refreshAt, countdownFrom, extendable };
}

/**
 * Which deadline the session ends at; the maximum wins a tie, since no activity can move it.
 * @example sessionEndCause({ idleEnd: 300_000, maxEnd: 240_000, tokenEnd: 240_000, sessionEnd: 240_000, … }) // 'maximum'
 */
export function sessionEndCause(plan: SessionPlan): 'idle' | 'maximum' | 'token' {
  if (plan.sessionEnd === plan.maxEnd) return 'maximum';
  return plan.sessionEnd === plan.idleEnd ? 'idle' : 'token';
}

/**
 * When the countdown's whole-second display next changes: the one-second tick, aligned to the end
 * so "1:59" follows "2:00" exactly one second later.
 * @example nextTickIn(119_500) // 500
 */
export function nextTickIn(msLeft: number): number {
  if (msLeft <= 0) return 0;
  return msLeft - Math.floor((msLeft - 1) / 1000) * 1000;
}

/**
 * The whole seconds shown for a remaining time (rounded up: "0:01" until the very end).
 * @example secondsShown(119_500) // 120
 */
export function secondsShown(msLeft: number): number {
  return Math.max(0, Math.ceil(msLeft / 1000));
}
