/**
 * Flags the specification names but gives no front-end behaviour that could be built from it
 * (decision 103). They are accepted, because the flag service sends them and an unknown key is
 * rejected (decision 001), but switching one on changes nothing here; the drivers say so once at
 * start-up, so nobody believes a flag is doing something it is not.
 */
import type { FlagName, Flags } from './flags';

/** Each inert flag with the one-line reason, for the drivers' warning. */
export const INERT_FLAGS = {
  b2cEnableMultiContext:
    'the specification names it only; what a "context" is and what switching it changes is not given (decision 103)',
  umtEnablePerDeviceIdentityControl:
    'per-device identity control is decided by the identity provider; the front end already follows its answers (one-time code, device trust) (decision 103)',
  umtEnablePerCustomerIdentityControl:
    'per-customer identity control is decided by the identity provider; the front end already follows its answers (one-time code) (decision 103)',
} as const satisfies Partial<Record<FlagName, string>>;

export type InertFlagName = keyof typeof INERT_FLAGS;

/**
 * The inert flags that are switched on, with their reasons.
 * @example inertFlagsSwitchedOn({ ...DEFAULT_FLAGS, b2cEnableMultiContext: true })
 * // [{ flag: 'b2cEnableMultiContext', reason: 'the specification names it only; …' }]
 */
export function inertFlagsSwitchedOn(
  flags: Pick<Flags, InertFlagName>,
): Array<{ readonly flag: InertFlagName; readonly reason: string }> {
  return (Object.keys(INERT_FLAGS) as InertFlagName[])
    .filter((flag) => flags[flag])
    .map((flag) => ({ flag, reason: INERT_FLAGS[flag] }));
}
