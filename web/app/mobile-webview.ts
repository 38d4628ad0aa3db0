/**
 * §4 mobile webview in the browser (decision 101): core's `detectMobileWebview` over the user
 * agent, the page's `?webview=` parameter and what this tab remembered in sessionStorage (the
 * parameter is on the app's first page only; sessionStorage is per tab, so another tab of a desktop
 * browser used for QA is not affected).
 */
import { detectMobileWebview } from '../../core/session';

export const MOBILE_WEBVIEW_STORAGE_KEY = 'portal-mobile-webview';

type WebviewWindow = Pick<Window, 'navigator' | 'location' | 'sessionStorage'>;

/**
 * Whether this page runs in the mobile app's webview; remembers an entry parameter for the tab.
 * @example createPortal(config, ports, { mobileWebview: browserMobileWebview(window) })
 */
export function browserMobileWebview(win: WebviewWindow = window): boolean {
  let remembered: boolean | undefined;
  try {
    const stored = win.sessionStorage.getItem(MOBILE_WEBVIEW_STORAGE_KEY);
    remembered = stored === null ? undefined : stored === '1';
  } catch {
    // Storage blocked: only the user agent and the parameter of this page count.
  }
  const decision = detectMobileWebview({
    userAgent: win.navigator.userAgent,
    search: win.location.search,
    remembered,
  });
  if (decision.remember !== undefined) {
    try {
      win.sessionStorage.setItem(MOBILE_WEBVIEW_STORAGE_KEY, decision.remember ? '1' : '0');
    } catch {
      // As above.
    }
  }
  return decision.mobileWebview;
}
