/**
 * Asks the portal whether it still accepts the session (§7 session probe,
 * GET {origin}/savingglobal/rest/open_api/v2/customer), with core's reading of the answer
 * (core/auth session-probe.ts): accepted only with the contract's customer, refused on 401 or 403,
 * no verdict otherwise. The refresher runs the same probe after a refresh; `session` and `check`
 * run it on their own to tell a live session from one the server has ended (logout elsewhere,
 * idle or maximum session, a sandbox that restarted).
 */
import { probeSession as probeWithCore, type SessionProbeVerdict } from '../../core/auth';
import { PORTAL_CONSTANTS } from '../../core/config';
import type { Portal } from './portal';

export type ProbeResult = SessionProbeVerdict;

/** Probes with the given access token (default: the stored one). */
export function probeSession(portal: Portal, accessToken?: string | null): Promise<ProbeResult> {
  return probeWithCore(
    {
      fetch: portal.ports.fetch,
      scheduler: portal.ports.scheduler,
      services: portal.environment.config.services,
      timeoutMs: PORTAL_CONSTANTS.session.authRequestTimeoutMs,
    },
    accessToken ?? portal.runtime.tokens.accessToken(),
  );
}
