/**
 * The public face of the session engine (§4 Session): what it publishes, what extending returns,
 * and what it needs. Kept apart from engine.ts so the web and the CLI can read the contract alone.
 */
import type { AuthErrorCode, Refresher, TokenStore } from '../auth';
import type { EnvironmentName, Flags } from '../config';
import type {
  ActivitySource,
  Broadcast,
  Clock,
  LifecycleSource,
  Logger,
  Scheduler,
  Unsubscribe,
} from '../ports';
import type { SessionPlan } from './deadlines';

export type SessionOffReason = 'no-token' | 'local-disabled' | 'disposed';

/** The deadline a session ends at (deadlines.ts): idle end, maximum-session end or token end. */
export type SessionEndCause = 'idle' | 'maximum' | 'token';

export type SessionSnapshot =
  | { readonly status: 'off'; readonly reason: SessionOffReason }
  | { readonly status: 'active' }
  | {
      readonly status: 'countdown';
      /** Whole seconds left, for the visible timer. */
      readonly secondsLeft: number;
      /** Local-clock instant the session ends. */
      readonly endsAt: number;
      /** Whether the "Extend session" button can work. */
      readonly extendable: boolean;
      /**
       * What ends it: inactivity, the maximum session length (§4: no longer extendable near it),
       * or a token that will not be refreshed.
       */
      readonly endsBy: SessionEndCause;
      /** An extension is in flight. */
      readonly extending: boolean;
    }
  /** §4: "Your session was successfully extended by {n} minutes." for 5 seconds. */
  | { readonly status: 'extended'; readonly minutes: number }
  | { readonly status: 'expired' };

export type ExtendFailureCode = 'SESSION_NOT_ACTIVE' | 'SESSION_NOT_EXTENDABLE' | AuthErrorCode;
export type ExtendResult =
  | { readonly ok: true; readonly minutes: number }
  | { readonly ok: false; readonly code: ExtendFailureCode };

/**
 * Default idle timeout: 5 minutes, the most PSD2 allows (RTS on SCA, Art. 4(3)(d)) for a payment
 * account session without activity, and the §9 default session estimate (decision 020).
 */
export const DEFAULT_IDLE_TIMEOUT_MS = 5 * 60 * 1000;
/** §4: activity counts at most once a second. */
export const ACTIVITY_THROTTLE_MS = 1000;

export interface SessionEngineOptions {
  readonly tokens: TokenStore;
  readonly refresher: Refresher;
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  readonly activity: ActivitySource;
  readonly lifecycle: LifecycleSource;
  readonly broadcast: Broadcast;
  readonly logger: Logger;
  readonly environment: EnvironmentName;
  readonly flags: Pick<
    Flags,
    'umtStopRefreshingTokenWhenAboutToReachMaxSession' | 'b2cEnableSessionTimerLocally'
  >;
  /** §4: in the mobile app's webview no countdown shows and the time left is the token life only. */
  readonly mobileWebview?: boolean;
  /**
   * Runs the logout sequence for a session at its end, told how it ended: `idle`, the customer was
   * inactive (reason 'expired'); `limit`, its maximum or a token that could not be renewed (reason
   * 'session-ended'). Both save the deep link.
   */
  readonly expire: (ending: SessionEnding) => void;
  readonly idleTimeoutMs?: number;
  /** A maximum session length from the login's start, on top of the refresh token's exp. */
  readonly maxSessionMs?: number;
}

/** How a session's timer ended: inactivity, or a limit the customer could not extend past. */
export type SessionEnding = 'idle' | 'limit';

export interface SessionEngine {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): Unsubscribe;
  /** §4: "Extend session" from the countdown. Resolves, never rejects. */
  extend(): Promise<ExtendResult>;
  /** Re-checks every deadline now (the drivers need not call it: lifecycle events do). */
  check(): void;
  /** Milliseconds until the session ends (webview: the token's life), or null when none runs. */
  timeLeftMs(): number | null;
  /** The current deadlines, for the CLI and diagnostics; not reactive. */
  deadlines(): SessionPlan | null;
  dispose(): void;
}
