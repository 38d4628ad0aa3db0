/**
 * Selectors over a portal's stores: what a driver shows, read the same way in the browser
 * and the terminal. Plain functions of snapshots, so React's `useSyncExternalStore` and a CLI
 * command both call them.
 */
import type { TokenSnapshot } from '../auth';
import type { SessionSnapshot } from '../session';

export { headerInputOf } from '../customer-data';

/** §4 the session as a customer meets it: no session, or the session engine's state. */
export type PortalSessionStatus = 'signedOut' | SessionSnapshot['status'];

/**
 * No tokens is signed out whatever the engine last said; with tokens, the engine's state
 * (active, countdown, extended, expired, or off where the timer does not run).
 * @example sessionStatusOf({ status: 'none' }, { status: 'active' }) // 'signedOut'
 */
export function sessionStatusOf(
  tokens: Pick<TokenSnapshot, 'status'>,
  session: Pick<SessionSnapshot, 'status'>,
): PortalSessionStatus {
  return tokens.status === 'present' ? session.status : 'signedOut';
}
