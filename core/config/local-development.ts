/**
 * §4 local development rules, for the session engine. Locally there is no real session to guard:
 * the session checks are bypassed and a token is treated as living 220 seconds. The
 * `b2cEnableSessionTimerLocally` flag switches the real session handling back on, so the sandbox's
 * idle and maximum-session enforcement can be exercised locally too.
 */
import type { EnvironmentName } from './environments';
import type { Flags } from './flags';

/** §4: the simulated token life in local development. */
export const LOCAL_SIMULATED_TOKEN_LIFETIME_SECONDS = 220;

type LocalSessionFlags = Pick<Flags, 'b2cEnableSessionTimerLocally'>;

/**
 * §4: whether session checks (the timer, auto-refresh, the session probe) are bypassed.
 * @example bypassesSessionChecks('local', DEFAULT_FLAGS) // true
 * @example bypassesSessionChecks('staging', DEFAULT_FLAGS) // false
 */
export function bypassesSessionChecks(environment: EnvironmentName, flags: LocalSessionFlags): boolean {
  return environment === 'local' && !flags.b2cEnableSessionTimerLocally;
}

/**
 * §4: whether the session timer runs (given a valid token): everywhere except locally, where the
 * flag enables it.
 * @example isSessionTimerEnabled('local', { b2cEnableSessionTimerLocally: true }) // true
 */
export function isSessionTimerEnabled(environment: EnvironmentName, flags: LocalSessionFlags): boolean {
  return !bypassesSessionChecks(environment, flags);
}

/**
 * §4: the token life the session engine assumes locally while checks are bypassed; undefined when
 * the real token life applies.
 * @example simulatedTokenLifetimeSeconds('local', DEFAULT_FLAGS) // 220
 */
export function simulatedTokenLifetimeSeconds(
  environment: EnvironmentName,
  flags: LocalSessionFlags,
): number | undefined {
  return bypassesSessionChecks(environment, flags) ? LOCAL_SIMULATED_TOKEN_LIFETIME_SECONDS : undefined;
}
