import { describe, expect, it } from 'vitest';
import { DEFAULT_PENSION_LOGOUT_PATHS, matchRoute, pensionPath, requiresAuth } from '.';

describe('the pension ETF pages (§2.1, decision 100)', () => {
  it('the pension page is private; the two ends of the pension flow are public', () => {
    expect(matchRoute(pensionPath('de-DE'))).toEqual({ name: 'pension', locale: 'de-DE' });
    expect(requiresAuth(matchRoute('/de-de/pension/'))).toBe(true);
    for (const path of DEFAULT_PENSION_LOGOUT_PATHS) {
      const route = matchRoute(path);
      expect(route.name, path).toBe('pensionLoggedOut');
      expect(requiresAuth(route)).toBe(false);
    }
    expect(matchRoute('/de-de/pension/logout/').param).toBe('logout');
    expect(matchRoute('/de-de/pension/other/').name).toBe('other');
  });
});
