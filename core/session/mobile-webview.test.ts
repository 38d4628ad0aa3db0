import { describe, expect, it } from 'vitest';
import { detectMobileWebview } from '.';

const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1';

describe('§4 mobile webview detection (decision 101)', () => {
  it("the app's user-agent token marks the webview", () => {
    expect(detectMobileWebview({ userAgent: `${SAFARI} PortalApp/4.2.0` })).toEqual({
      mobileWebview: true,
      source: 'userAgent',
      remember: undefined,
    });
  });

  it('the entry parameter switches it on or off for the tab, and is to be remembered', () => {
    expect(detectMobileWebview({ userAgent: SAFARI, search: '?webview=1' })).toEqual({
      mobileWebview: true,
      source: 'parameter',
      remember: true,
    });
    expect(detectMobileWebview({ search: new URLSearchParams('webview=TRUE') }).mobileWebview).toBe(true);
    expect(detectMobileWebview({ search: '?webview=0', remembered: true })).toEqual({
      mobileWebview: false,
      source: 'parameter',
      remember: false,
    });
  });

  it('a remembered entry keeps the mode on later pages', () => {
    expect(detectMobileWebview({ userAgent: SAFARI, search: '', remembered: true })).toMatchObject({
      mobileWebview: true,
      source: 'remembered',
    });
    expect(detectMobileWebview({ remembered: false }).mobileWebview).toBe(false);
  });

  it('other webviews and in-app browsers are not the mobile app: the idle timeout stays', () => {
    for (const userAgent of [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UD1A; wv) AppleWebKit/537.36 Version/4.0 Chrome/120 Mobile Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 [FBAN/FBIOS]',
      'Mozilla/5.0 (iPhone) Instagram 300.0',
      SAFARI,
      '',
    ])
      expect(detectMobileWebview({ userAgent, search: '?webview=maybe' }).mobileWebview, userAgent).toBe(
        false,
      );
  });
});
