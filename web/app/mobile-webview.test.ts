import { afterEach, describe, expect, it } from 'vitest';
import { createTestPortal, signIn } from '../test/harness';
import { browserMobileWebview, MOBILE_WEBVIEW_STORAGE_KEY } from './mobile-webview';

function fakeWindow(userAgent: string, search: string, stored: Record<string, string> = {}) {
  const storage = new Map(Object.entries(stored));
  return {
    navigator: { userAgent } as Navigator,
    location: { search } as Location,
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    } as Storage,
    storage,
  };
}

afterEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('§4 mobile webview in the browser (decision 101)', () => {
  it("detects the app's user agent", () => {
    expect(browserMobileWebview(fakeWindow('Mozilla/5.0 (iPhone) PortalApp/4.2', ''))).toBe(true);
    expect(browserMobileWebview(fakeWindow('Mozilla/5.0 (Linux; Android 14; wv)', ''))).toBe(false);
  });

  it('remembers ?webview=1 for the tab, so later pages without it stay in the mode, until ?webview=0', () => {
    const entry = fakeWindow('Mozilla/5.0', '?webview=1');
    expect(browserMobileWebview(entry)).toBe(true);
    expect(entry.storage.get(MOBILE_WEBVIEW_STORAGE_KEY)).toBe('1');
    const later = fakeWindow('Mozilla/5.0', '', Object.fromEntries(entry.storage));
    expect(browserMobileWebview(later)).toBe(true);
    const off = fakeWindow('Mozilla/5.0', '?webview=0', Object.fromEntries(entry.storage));
    expect(browserMobileWebview(off)).toBe(false);
    expect(off.storage.get(MOBILE_WEBVIEW_STORAGE_KEY)).toBe('0');
  });

  it('the portal opened with ?webview=1 runs the session without idle end or countdown; time left is the token life', async () => {
    window.history.replaceState(null, '', '/de-de/dashboard/?webview=1');
    const test = await createTestPortal();
    expect(test.portal.mobileWebview).toBe(true);
    const { runtime } = await signIn(test, 'demo@sandbox.local');
    const plan = runtime.session.deadlines();
    expect(plan?.idleEnd).toBe(Number.POSITIVE_INFINITY);
    expect(plan?.countdownFrom).toBeUndefined();
    const token = runtime.tokens.getSnapshot();
    const left = runtime.session.timeLeftMs() ?? 0;
    expect(token.status === 'present' ? token.expiresAt - Date.now() - left : NaN).toBeLessThan(1000);
  });

  it('an ordinary browser tab keeps the idle timeout and the countdown', async () => {
    const test = await createTestPortal();
    expect(test.portal.mobileWebview).toBe(false);
    const { runtime } = await signIn(test, 'demo@sandbox.local');
    expect(runtime.session.deadlines()?.countdownFrom).toBeTypeOf('number');
  });
});
