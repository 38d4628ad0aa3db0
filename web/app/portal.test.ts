import { describe, expect, it } from 'vitest';
import { createTestPortal, SANDBOX_ORIGIN, signIn } from '../test/harness';

describe('the web portal wiring (web/app/portal.ts)', () => {
  it('§8 "Refresh token expired" reaches the data layer, and the session ends', async () => {
    const test = await createTestPortal();
    const { runtime } = await signIn(test, 'demo@sandbox.local');
    // The identity provider forgets every session: the next refresh is answered invalid_grant.
    await test.sandbox.handle(new Request(`${SANDBOX_ORIGIN}/__sandbox/reset`, { method: 'POST' }));
    const outcome = await runtime.refresher.refresh();
    expect(outcome.ok).toBe(false);
    expect(test.analytics.events.map((event) => event.event)).toContain('refresh-token-expired');
    expect(runtime.tokens.getSnapshot().status).toBe('none');
  });

  it('security.md 11: a 500 and an HTML page from the identity provider log no one out; the retry refreshes', async () => {
    const test = await createTestPortal();
    const { runtime } = await signIn(test, 'demo@sandbox.local');
    const before = runtime.tokens.refreshToken();
    test.sandbox.state.faults.add({ endpoint: 'token', status: 500, times: 1 });
    test.sandbox.state.faults.add({ endpoint: 'token', status: 200, body: 'html', times: 1 });
    const outcome = await runtime.refresher.refresh();
    expect(outcome).toMatchObject({ ok: true, via: 'refreshed' });
    expect(runtime.tokens.refreshToken()).not.toBe(before);
    expect(test.analytics.events.map((event) => event.event)).not.toContain('refresh-failed');
    expect(runtime.tokens.getSnapshot().status).toBe('present');
  });

  it('decision 103: warns once, when its core loads, for each flag that is on but has no effect', async () => {
    const test = await createTestPortal({ flags: { b2cEnableMultiContext: true } });
    await test.portal.core.load();
    await test.portal.core.load(); // one core: the second call loads and warns nothing more
    expect(test.logger.entries.filter((entry) => entry.level === 'warn')).toEqual([
      expect.objectContaining({
        message: 'Flag b2cEnableMultiContext is on but has no effect in the portal',
      }),
    ]);
  });
});
