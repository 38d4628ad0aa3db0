/**
 * `session --watch` drives core's session engine as a tab would (§4): the watch only listens. On a
 * simulated browser (core/session testing: fake time, a strict fake identity provider) its log
 * shows the automatic refresh, the countdown spoken rarely, the extension and the expiry.
 */
import { describe, expect, it } from 'vitest';
import { createSessionWorld, logIn, openSessionTab } from '../../core/session/testing';
import type { Portal } from './portal';
import { createSessionWatch } from './session-watch';

function watchedTab(idleTimeoutMs: number) {
  const world = createSessionWorld({ accessSeconds: 300 });
  const tab = openSessionTab(world, { idleTimeoutMs });
  logIn(world, tab);
  const portal = { runtime: tab, ports: { clock: world.time.clock } } as unknown as Portal;
  const watch = createSessionWatch(portal, { onActivity: () => tab.activity.emit('keydown') });
  const types = () =>
    watch
      .getState()
      .events.map((event) => (event.value === undefined ? event.type : `${event.type}:${event.value}`));
  return { world, tab, watch, types };
}

describe('the session watch (§4 Session, design §6)', () => {
  it('logs the automatic refresh at 120 s of token life, as the portal does it', async () => {
    const { world, types } = watchedTab(60 * 60 * 1000);
    await world.time.advance(179_000);
    expect(types()).toEqual(['started']);
    await world.time.advance(2000);
    expect(types()).toEqual(['started', 'refreshed']);
  });

  it('counts down from 120 s before the idle end, speaking each minute then 60, 40, 20 s; expires and logs out', async () => {
    const { world, watch, types, tab } = watchedTab(200_000);
    await world.time.advance(80_000);
    expect(watch.getState().session.status).toBe('countdown');
    await world.time.advance(120_000);
    expect(types()).toEqual([
      'started',
      'countdown:120',
      'countdown:60',
      'countdown:40',
      'countdown:20',
      'expired',
    ]);
    await expect(watch.done).resolves.toBe('expired');
    expect(tab.tokens.getSnapshot().status).toBe('none');
    expect(tab.navigation.visits.at(-1)?.url).toBe('/de-de/login/');
  });

  it('a key press during the countdown does not extend; "Extend session" does, and says by how much', async () => {
    const { world, watch, types } = watchedTab(200_000);
    await world.time.advance(100_000);
    watch.activity();
    expect(watch.getState().session.status).toBe('countdown');
    const result = await watch.extend();
    expect(result).toEqual({ ok: true, minutes: 3 });
    expect(types()).toContain('extended:3');
    expect(watch.getState().session).toEqual({ status: 'extended', minutes: 3 });
    watch.stop();
    await expect(watch.done).resolves.toBe('stopped');
  });

  it('ends as logged out when the session is cleared elsewhere', async () => {
    const { tab, watch } = watchedTab(200_000);
    tab.tokens.clear();
    await expect(watch.done).resolves.toBe('logged-out');
  });
});
