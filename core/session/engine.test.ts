import { describe, expect, it } from 'vitest';
import { NO_REFRESH_RETRY } from '../auth';
import type { SessionSnapshot } from '.';
import { createSessionWorld, logIn, openSessionTab, type SessionTab, type SessionWorld } from './testing';

const TOKEN_PATH = '/protocol/openid-connect/token';
const IDP_LOGOUT = '/protocol/openid-connect/logout';
const S = 1000;

function loggedInTab(world: SessionWorld, options?: Parameters<typeof openSessionTab>[1]): SessionTab {
  const tab = openSessionTab(world, options);
  logIn(world, tab);
  return tab;
}

/** Every snapshot the tab publishes, in order. */
function record(tab: SessionTab): SessionSnapshot[] {
  const seen: SessionSnapshot[] = [];
  tab.session.subscribe(() => seen.push(tab.session.getSnapshot()));
  return seen;
}

const tokenCalls = (world: SessionWorld) => world.fetch.callsTo(TOKEN_PATH).length;

describe('session timer on and off (§4)', () => {
  it('is off without a token, and starts when a valid one is stored', () => {
    const world = createSessionWorld();
    const tab = openSessionTab(world);
    expect(tab.session.getSnapshot()).toEqual({ status: 'off', reason: 'no-token' });
    logIn(world, tab);
    expect(tab.session.getSnapshot()).toEqual({ status: 'active' });
  });

  it('stays off for a stale token found in storage', async () => {
    const world = createSessionWorld();
    const first = loggedInTab(world);
    first.dispose();
    world.time.sleep(3600 * S);
    const tab = openSessionTab(world);
    expect(tab.session.getSnapshot()).toEqual({ status: 'off', reason: 'no-token' });
    expect(world.time.pendingTimers()).toBe(0);
  });

  it('§4 local: off unless b2cEnableSessionTimerLocally', async () => {
    const world = createSessionWorld();
    const off = loggedInTab(world, { environment: 'local' });
    expect(off.session.getSnapshot()).toEqual({ status: 'off', reason: 'local-disabled' });
    await world.time.advance(600 * S);
    expect(world.fetch.calls).toHaveLength(0);
    expect(off.navigation.visits).toHaveLength(0);

    const enabledWorld = createSessionWorld();
    const on = loggedInTab(enabledWorld, {
      environment: 'local',
      flags: { b2cEnableSessionTimerLocally: true },
    });
    expect(on.session.getSnapshot()).toEqual({ status: 'active' });
    await enabledWorld.time.advance(180 * S);
    expect(on.session.getSnapshot()).toMatchObject({ status: 'countdown', secondsLeft: 120 });
  });

  it('§4 local with checks bypassed: the token is treated as living 220 s and never logs anyone out', async () => {
    const world = createSessionWorld();
    const tab = loggedInTab(world, { environment: 'local' });
    expect(tab.tokens.getSnapshot()).toMatchObject({
      timing: 'simulated',
      expiresAt: world.time.clock.now() + 220 * S,
    });
    await world.time.advance(3600 * S);
    expect(tab.tokens.isValid()).toBe(true);
  });
});

describe('idle, countdown and expiry (§4, §9, design §6)', () => {
  it('does no per-second work while idle: one timer to the countdown, no snapshot until then', async () => {
    const world = createSessionWorld();
    const tab = loggedInTab(world);
    const seen = record(tab);
    const fired = world.time.firedTimers();
    await world.time.advance(179 * S);
    expect(world.time.firedTimers() - fired).toBe(0);
    expect(world.time.pendingTimers()).toBe(1);
    expect(seen).toEqual([]);
  });

  it('§4: shows the countdown at 120 s idle time left, ticking once a second only then', async () => {
    const world = createSessionWorld();
    const tab = loggedInTab(world);
    const seen = record(tab);
    await world.time.advance(180 * S);
    expect(tab.session.getSnapshot()).toMatchObject({
      status: 'countdown',
      secondsLeft: 120,
      extendable: true,
      endsBy: 'idle',
    });
    const fired = world.time.firedTimers();
    await world.time.advance(10 * S);
    expect(world.time.firedTimers() - fired).toBe(10);
    expect(
      seen.map((snapshot) => (snapshot.status === 'countdown' ? snapshot.secondsLeft : snapshot.status)),
    ).toEqual([120, 119, 118, 117, 116, 115, 114, 113, 112, 111, 110]);
  });

  it('§4 expiry: saves the deep link, calls the identity-provider logout, clears tokens, goes to login', async () => {
    const world = createSessionWorld();
    const tab = loggedInTab(world, { url: 'https://portal.example/de-de/documents' });
    await world.time.advance(300 * S - 1);
    expect(tab.session.getSnapshot().status).toBe('countdown');
    await world.time.advance(1);
    expect(tab.session.getSnapshot()).toEqual({ status: 'expired' });
    expect(world.cookies.get('obs-deepLink')).toBe('/de-de/documents');
    expect(world.fetch.callsTo(IDP_LOGOUT)).toHaveLength(1);
    expect(tab.tokens.getSnapshot()).toEqual({ status: 'none' });
    expect(tab.navigation.visits.map((visit) => visit.url)).toEqual(['/de-de/login/']);
    expect(world.time.pendingTimers()).toBe(0);
  });

  it('§4 the end tells how it came: inactivity (reason expired) or a limit it cannot be extended past', async () => {
    const reasons = (world: SessionWorld) =>
      world.broadcast.posted
        .filter((message) => (message as { type: string }).type === 'logout')
        .map((message) => (message as { reason: string }).reason);
    const idle = createSessionWorld();
    loggedInTab(idle);
    await idle.time.advance(300 * S);
    expect(reasons(idle)).toEqual(['expired']);

    // A maximum session of 4 minutes ends before the 5-minute idle timeout: not inactivity.
    const limited = createSessionWorld();
    loggedInTab(limited, { maxSessionMs: 240 * S });
    await limited.time.advance(240 * S);
    expect(reasons(limited)).toEqual(['session-ended']);
  });

  it('§4: activity, throttled to once a second, resets the idle time', async () => {
    const world = createSessionWorld();
    const tab = loggedInTab(world);
    await world.time.advance(100 * S);
    for (let i = 0; i < 10; i++) tab.activity.emit('mouseup');
    expect(
      world.broadcast.posted.filter((message) => (message as { type: string }).type === 'activity'),
    ).toHaveLength(1);
    await world.time.advance(179 * S);
    expect(tab.session.getSnapshot()).toEqual({ status: 'active' });
    await world.time.advance(1 * S);
    expect(tab.session.getSnapshot()).toMatchObject({ status: 'countdown', secondsLeft: 120 });
  });

  it('ignores activity while the countdown shows: only "Extend session" extends', async () => {
    const world = createSessionWorld();
    const tab = loggedInTab(world);
    await world.time.advance(200 * S);
    tab.activity.emit('keydown');
    await world.time.advance(100 * S);
    expect(tab.session.getSnapshot()).toEqual({ status: 'expired' });
  });

  it('§4: refreshes the token at 120 s of its life while the user is active', async () => {
    const world = createSessionWorld();
    const tab = loggedInTab(world);
    await world.time.advance(60 * S);
    tab.activity.emit('touchend');
    await world.time.advance(120 * S - 1);
    expect(tokenCalls(world)).toBe(0);
    await world.time.advance(1);
    expect(tokenCalls(world)).toBe(1);
    expect(tab.tokens.getSnapshot()).toMatchObject({ expiresAt: world.time.clock.now() + 300 * S });
  });
});

describe('sleeping machines and wrong clocks (design §6)', () => {
  it('a machine that slept past the end logs out on resume, before any stale timer', async () => {
    const world = createSessionWorld();
    const tab = loggedInTab(world);
    world.time.sleep(3600 * S);
    const fired = world.time.firedTimers();
    tab.lifecycle.emit('resume');
    expect(tab.session.getSnapshot()).toEqual({ status: 'expired' });
    expect(world.time.firedTimers()).toBe(fired);
    await world.time.flush();
    expect(tab.navigation.visits).toHaveLength(1);
  });

  it('a click after the sleep does not revive the session, though the refresh token would still work', async () => {
    const world = createSessionWorld({ refreshSeconds: 1800 });
    const tab = loggedInTab(world);
    world.time.sleep(400 * S);
    tab.activity.emit('mouseup');
    expect(tab.session.getSnapshot()).toEqual({ status: 'expired' });
    await world.time.flush();
    expect(tokenCalls(world)).toBe(0);
  });

  it('also checks on visibility, focus and online', () => {
    for (const event of ['visible', 'focus', 'online'] as const) {
      const world = createSessionWorld();
      const tab = loggedInTab(world);
      world.time.sleep(400 * S);
      tab.lifecycle.emit(event);
      expect(tab.session.getSnapshot()).toEqual({ status: 'expired' });
    }
  });

  it('a clock an hour off either way: no instant expiry, no endless session', async () => {
    for (const clientAheadMs of [3600 * S, -3600 * S]) {
      const world = createSessionWorld({ clientAheadMs });
      const tab = loggedInTab(world);
      await world.time.advance(60 * S);
      tab.activity.emit('mouseup');
      await world.time.advance(120 * S);
      expect(tokenCalls(world)).toBe(1);
      expect(tab.session.getSnapshot()).toEqual({ status: 'active' });
      await world.time.advance(179 * S);
      expect(tab.session.getSnapshot()).toMatchObject({ status: 'countdown' });
      await world.time.advance(121 * S);
      expect(tab.session.getSnapshot()).toEqual({ status: 'expired' });
    }
  });
});

describe('extending the session (§4, §8, §9)', () => {
  it('extends from the countdown and confirms for 5 s', async () => {
    const world = createSessionWorld();
    const tab = loggedInTab(world);
    await world.time.advance(200 * S);
    const result = tab.session.extend();
    expect(tab.session.getSnapshot()).toMatchObject({ status: 'countdown', extending: true });
    expect(await result).toEqual({ ok: true, minutes: 5 });
    expect(tokenCalls(world)).toBe(1);
    expect(tab.session.getSnapshot()).toEqual({ status: 'extended', minutes: 5 });
    await world.time.advance(5 * S - 1);
    expect(tab.session.getSnapshot()).toEqual({ status: 'extended', minutes: 5 });
    await world.time.advance(1);
    expect(tab.session.getSnapshot()).toEqual({ status: 'active' });
    await world.time.advance(175 * S);
    expect(tab.session.getSnapshot()).toMatchObject({ status: 'countdown', secondsLeft: 120 });
  });

  it('§8: a failed extension hides the countdown; the session still ends at its deadline', async () => {
    const world = createSessionWorld();
    const tab = loggedInTab(world, { refreshRetry: NO_REFRESH_RETRY });
    await world.time.advance(200 * S);
    world.idp.failNextRefresh(new Response('', { status: 503 }));
    expect(await tab.session.extend()).toEqual({ ok: false, code: 'AUTH_REFRESH_UNAVAILABLE' });
    expect(tab.session.getSnapshot()).toEqual({ status: 'active' });
    await world.time.advance(100 * S);
    expect(tab.session.getSnapshot()).toEqual({ status: 'expired' });
    expect(tab.navigation.visits).toHaveLength(1);
  });

  it('§8: an extension refused with invalid_grant logs out', async () => {
    const world = createSessionWorld();
    const tab = loggedInTab(world);
    await world.time.advance(200 * S);
    world.idp.failNextRefresh(
      Response.json({ error: 'invalid_grant', error_description: 'Token is not active' }, { status: 400 }),
    );
    expect(await tab.session.extend()).toEqual({ ok: false, code: 'AUTH_REFRESH_TOKEN_EXPIRED' });
    expect(tab.logger.messages('error')).toContain('Refresh token expired!');
    expect(tab.tokens.getSnapshot()).toEqual({ status: 'none' });
    await world.time.flush();
    expect(tab.navigation.visits).toHaveLength(1);
  });

  it('§4 stop-refreshing flag: with 120 s or less of the whole session left, the token is not refreshed', async () => {
    const calls: Record<string, number> = {};
    for (const flag of [true, false]) {
      const world = createSessionWorld({ maxSessionSeconds: 330 });
      const tab = loggedInTab(world, {
        idleTimeoutMs: 600 * S,
        flags: { umtStopRefreshingTokenWhenAboutToReachMaxSession: flag },
      });
      await world.time.advance(100 * S);
      world.time.sleep(115 * S); // wakes 115 s before the maximum session, past the refresh moment
      tab.lifecycle.emit('resume');
      await world.time.flush();
      calls[String(flag)] = tokenCalls(world);
      await world.time.advance(400 * S);
      expect(tab.session.getSnapshot()).toEqual({ status: 'expired' });
    }
    expect(calls).toEqual({ true: 0, false: 1 });
  });

  it('§4 stop-refreshing flag: the countdown in the last 120 s is not extendable', async () => {
    const world = createSessionWorld({ maxSessionSeconds: 250, accessSeconds: 300 });
    const flagged = loggedInTab(world, { flags: { umtStopRefreshingTokenWhenAboutToReachMaxSession: true } });
    await world.time.advance(130 * S);
    expect(flagged.session.getSnapshot()).toMatchObject({
      status: 'countdown',
      extendable: false,
      endsBy: 'maximum',
    });
    expect(await flagged.session.extend()).toEqual({ ok: false, code: 'SESSION_NOT_EXTENDABLE' });
    expect(tokenCalls(world)).toBe(0);

    const other = createSessionWorld({ maxSessionSeconds: 250, accessSeconds: 300 });
    const unflagged = loggedInTab(other);
    await other.time.advance(130 * S);
    expect(unflagged.session.getSnapshot()).toMatchObject({ status: 'countdown', extendable: true });
  });

  it('§4 a session that reaches its maximum says so, and ends there however active the user is', async () => {
    const world = createSessionWorld({ maxSessionSeconds: 250, accessSeconds: 300 });
    const tab = loggedInTab(world, { flags: { umtStopRefreshingTokenWhenAboutToReachMaxSession: true } });
    for (let second = 0; second < 130; second += 10) {
      tab.activity.emit('mouseup');
      await world.time.advance(10 * S);
    }
    expect(tab.session.getSnapshot()).toMatchObject({
      status: 'countdown',
      endsBy: 'maximum',
      secondsLeft: 120,
    });
    await world.time.advance(120 * S);
    expect(tab.session.getSnapshot()).toEqual({ status: 'expired' });
    expect(tokenCalls(world)).toBe(0);
  });

  it('never loops when the server caps each new token at the session end (oidc-client-ts #644)', async () => {
    const world = createSessionWorld();
    const tab = loggedInTab(world);
    world.fetch.respondWith((request) => {
      if (!request.url.endsWith(TOKEN_PATH)) return world.idp.handler(request);
      const iat = Math.floor(world.time.clock.now() / 1000);
      const token = (exp: number) =>
        `${btoa('{"alg":"none"}')}.${btoa(JSON.stringify({ iat, exp, azp: 'x' })).replace(/=+$/, '')}.`;
      // An opaque refresh token: the client cannot see the maximum session coming.
      return Response.json({ access_token: token(iat + 60), refresh_token: `opaque-${iat}` });
    });
    for (let second = 0; second < 300; second += 10) {
      tab.activity.emit('mouseup');
      await world.time.advance(10 * S);
    }
    expect(tokenCalls(world)).toBe(1);
    expect(tab.session.getSnapshot()).toEqual({ status: 'expired' });
  });
});

describe('§4 mobile webview', () => {
  it('shows no countdown, ignores idle time and reports the token life as the time left', async () => {
    const world = createSessionWorld();
    const tab = loggedInTab(world, { mobileWebview: true });
    const seen = record(tab);
    expect(tab.session.timeLeftMs()).toBe(300 * S);
    await world.time.advance(250 * S);
    expect(seen).toEqual([]);
    expect(tab.session.getSnapshot()).toEqual({ status: 'active' });
    expect(tokenCalls(world)).toBe(1);
    expect(tab.session.timeLeftMs()).toBe(230 * S);
  });
});
