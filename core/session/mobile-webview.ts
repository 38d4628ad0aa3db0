/**
 * §4 "not in the mobile webview": how the portal knows it runs inside the bank's mobile app
 * (decision 101). Only the app can say so; a generic webview test (Android's `; wv)`, an iOS user
 * agent without "Safari") would also match the in-app browsers of social and mail apps, where a
 * customer on a shared device still needs the idle timeout. Two signals, both sent by the app:
 *
 * - its user-agent token `PortalApp/<version>` (every request of the webview carries it);
 * - the entry parameter `?webview=1` on the first page it opens, for apps that cannot change the
 *   user agent and for QA in a desktop browser. The driver remembers it for the tab (the parameter
 *   is gone after the first navigation) and removes it with `?webview=0`.
 *
 * In the webview the session has no idle end and no countdown, and the time left is the token's
 * life (core/session deadlines.ts); the app's own lock screen guards the device.
 */

/** The user-agent product token the mobile app adds to its webview. */
export const MOBILE_APP_USER_AGENT_TOKEN = 'PortalApp/';
/** The entry parameter: `webview=1` (or `true`) switches the mode on for the tab, `webview=0` off. */
export const MOBILE_WEBVIEW_PARAMETER = 'webview';

export interface MobileWebviewSignals {
  readonly userAgent?: string | null | undefined;
  /** The page's query string (`?webview=1`) or its parameters. */
  readonly search?: string | URLSearchParams | null | undefined;
  /** What the tab remembered from an earlier page; undefined when nothing was remembered. */
  readonly remembered?: boolean | undefined;
}

export interface MobileWebviewDecision {
  readonly mobileWebview: boolean;
  /** How it was decided, for diagnostics. */
  readonly source: 'userAgent' | 'parameter' | 'remembered' | 'none';
  /** What the driver should remember for the tab now; undefined: leave it as it is. */
  readonly remember: boolean | undefined;
}

function parameterValue(search: MobileWebviewSignals['search']): boolean | undefined {
  if (!search) return undefined;
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get(MOBILE_WEBVIEW_PARAMETER)?.trim().toLowerCase();
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return undefined;
}

/**
 * @example detectMobileWebview({ userAgent: 'Mozilla/5.0 (iPhone) PortalApp/4.2' }).mobileWebview // true
 * @example detectMobileWebview({ search: '?webview=1' }) // { mobileWebview: true, source: 'parameter', remember: true }
 * @example detectMobileWebview({ userAgent: 'Mozilla/5.0 (Linux; Android 14; wv)' }).mobileWebview // false
 */
export function detectMobileWebview(signals: MobileWebviewSignals): MobileWebviewDecision {
  const parameter = parameterValue(signals.search);
  if (signals.userAgent?.includes(MOBILE_APP_USER_AGENT_TOKEN))
    return { mobileWebview: true, source: 'userAgent', remember: parameter };
  if (parameter !== undefined) return { mobileWebview: parameter, source: 'parameter', remember: parameter };
  if (signals.remembered === true) return { mobileWebview: true, source: 'remembered', remember: undefined };
  return { mobileWebview: false, source: 'none', remember: undefined };
}
