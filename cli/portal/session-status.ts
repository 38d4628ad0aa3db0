/**
 * `portal-cli session`: the session's timing as the portal's session engine sees it (§4, design
 * §6): token life, time difference, idle and maximum-session ends, and whether the automatic
 * refresh is due. The deadlines are core's `planSession` over the stored token's timing; the idle
 * end counts from the last command that used the session (session-meta.ts). No token is printed.
 */
import { bypassesSessionChecks, PORTAL_CONSTANTS } from '../../core/config';
import {
  DEFAULT_IDLE_TIMEOUT_MS,
  planSession,
  type SessionEndCause,
  sessionEndCause,
} from '../../core/session';
import type { Portal } from './portal';
import type { SessionMeta } from './session-meta';

export interface SessionStatus {
  readonly loggedIn: boolean;
  readonly environment: string;
  readonly region: string;
  readonly customerNumber: string | null;
  readonly locale: string | null;
  /** §4: how the session runs: as a browser tab, as the mobile app's webview, or locally simulated. */
  readonly mode: 'browser' | 'mobileWebview';
  /** §4 local development: session checks bypassed, the token simulated to live 220 s. */
  readonly sessionChecks: 'on' | 'bypassed';
  /** The time left as the portal reports it: the session's (webview: the token's life, §4). */
  readonly secondsLeft: number | null;
  readonly token: {
    readonly valid: boolean;
    readonly expiresAt: string;
    readonly secondsLeft: number;
    /** How the end was found: the token's claims, §9's estimate, or local development's simulation. */
    readonly timing: string;
    readonly clientId: string;
  } | null;
  /** §3 the time difference, local minus server, in seconds. */
  readonly skewSeconds: number | null;
  readonly refreshToken: {
    readonly present: boolean;
    readonly expiresAt: string | null;
    /**
     * Where its end comes from: the token's own `exp` (Keycloak's refresh tokens are JWTs), or
     * `unknown` for an opaque token (a standard server's): then only the server knows the end.
     */
    readonly expiry: 'claims' | 'unknown' | null;
  } | null;
  readonly sessionStartedAt: string | null;
  readonly idleEndsAt: string | null;
  readonly maxSessionEndsAt: string | null;
  /** When the session would end if nothing happened: the earliest of the ends that apply. */
  readonly sessionEndsAt: string | null;
  /** §4 which end comes first: idle, the maximum session, or the token (not refreshed). */
  readonly sessionEndsBy: SessionEndCause | null;
  readonly secondsToSessionEnd: number | null;
  readonly refresh: {
    /** The automatic refresh is due now (120 s or less of token life, §4). */
    readonly due: boolean;
    readonly dueAt: string | null;
    readonly extendable: boolean;
  } | null;
}

const iso = (ms: number | null | undefined): string | null =>
  ms === null || ms === undefined || !Number.isFinite(ms) ? null : new Date(ms).toISOString();
const seconds = (ms: number) => Math.round(ms / 1000);

/**
 * @example sessionStatus(portal, meta, Date.now()).refresh?.due // false right after a login
 */
export function sessionStatus(portal: Portal, meta: SessionMeta | undefined, now: number): SessionStatus {
  const { environment, runtime, identity } = portal;
  const token = runtime.tokens.getSnapshot();
  const webview = portal.mobileWebview;
  const bypassed = bypassesSessionChecks(environment.name, environment.flags);
  const base = {
    environment: environment.name,
    region: environment.region,
    customerNumber: identity.customerNumber(),
    locale: meta?.locale ?? null,
    mode: webview ? ('mobileWebview' as const) : ('browser' as const),
    sessionChecks: bypassed ? ('bypassed' as const) : ('on' as const),
  };
  if (token.status === 'none')
    return {
      ...base,
      loggedIn: false,
      secondsLeft: null,
      token: null,
      skewSeconds: null,
      refreshToken: null,
      sessionStartedAt: null,
      idleEndsAt: null,
      maxSessionEndsAt: null,
      sessionEndsAt: null,
      sessionEndsBy: null,
      secondsToSessionEnd: null,
      refresh: null,
    };
  const thresholdMs = PORTAL_CONSTANTS.session.countdownThresholdSeconds * 1000;
  const plan = planSession({
    now,
    tokenEnd: token.expiresAt,
    refreshEnd: token.refreshExpiresAt,
    sessionStartedAt: token.sessionStartedAt,
    hasRefreshToken: token.hasRefreshToken,
    lastActivityAt: meta?.lastActivityAt ?? now,
    idleTimeoutMs: DEFAULT_IDLE_TIMEOUT_MS,
    maxSessionMs: undefined,
    thresholdMs,
    mobileWebview: webview,
    stopRefreshingNearMaxSession: environment.flags.umtStopRefreshingTokenWhenAboutToReachMaxSession,
    tokenCapped: false,
    autoRefreshTried: false,
  });
  const secondsToSessionEnd =
    !bypassed && Number.isFinite(plan.sessionEnd) ? seconds(plan.sessionEnd - now) : null;
  return {
    ...base,
    loggedIn: true,
    // §4: in the webview the time left is the token life only; with checks bypassed nothing ends it.
    secondsLeft: webview ? seconds(token.expiresAt - now) : secondsToSessionEnd,
    token: {
      valid: runtime.tokens.isValid(),
      expiresAt: iso(token.expiresAt)!,
      secondsLeft: seconds(token.expiresAt - now),
      timing: token.timing,
      clientId: token.clientId,
    },
    skewSeconds: token.skewSeconds,
    refreshToken: {
      present: token.hasRefreshToken,
      expiresAt: iso(token.refreshExpiresAt),
      expiry: !token.hasRefreshToken ? null : token.refreshExpiresAt === null ? 'unknown' : 'claims',
    },
    sessionStartedAt: iso(token.sessionStartedAt),
    idleEndsAt: bypassed ? null : iso(plan.idleEnd),
    maxSessionEndsAt: bypassed ? null : iso(plan.maxEnd),
    sessionEndsAt: bypassed ? null : iso(plan.sessionEnd),
    sessionEndsBy: bypassed || !Number.isFinite(plan.sessionEnd) ? null : sessionEndCause(plan),
    secondsToSessionEnd,
    // §4 local development bypasses the automatic refresh along with the timer.
    refresh: bypassed
      ? null
      : {
          due: plan.refreshAt !== undefined && now >= plan.refreshAt,
          dueAt: iso(plan.refreshAt),
          extendable: plan.extendable,
        },
  };
}
