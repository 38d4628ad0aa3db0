import { describe, expect, it } from 'vitest';
import { NO_REFRESH_RETRY } from '../auth';
import { deferred } from '../ports/testing';
import { createSessionWorld, logIn, openSessionTab, type SessionWorld } from './testing';

const TOKEN_PATH = '/protocol/openid-connect/token';
const IDP_LOGOUT = '/protocol/openid-connect/logout';
const PROBE_PATH = '/open_api/v2/customer';
const S = 1000;
const tokenCalls = (world: SessionWorld) => world.fetch.callsTo(TOKEN_PATH).length;

/** Two tabs open, logged in from the first; the second has heard of it (storage event). */
async function twoTabs(world: SessionWorld, options?: Parameters<typeof openSessionTab>[1]) {
  const a = openSessionTab(world, options);
  const b = openSessionTab(world, options);
  logIn(world, a);
  await world.time.flush();
  return { a, b };
}

/** Two tabs, active a minute in, whose automatic refresh (at two minutes) gets `answer`. */
async function automaticRefreshAnswered(world: SessionWorld, answer: Response) {
  const tabs = await twoTabs(world);
  await world.time.advance(60 * S);
  tabs.a.activity.emit('mouseup');
  world.idp.failNextRefresh(answer);
  await world.time.advance(120 * S);
  return tabs;
}

describe('tabs share one session (§4, design §6, security.md 6)', () => {
  it('two active tabs reaching the refresh moment together: one token call, no invalid_grant', async () => {
    const world = createSessionWorld();
    const { a, b } = await twoTabs(world);
    expect(b.session.getSnapshot()).toEqual({ status: 'active' });
    await world.time.advance(60 * S);
    a.activity.emit('mouseup');
    await world.time.advance(120 * S);
    expect(tokenCalls(world)).toBe(1);
    expect(world.idp.reuses()).toBe(0);
    expect(b.tokens.accessToken()).toBe(a.tokens.accessToken());
    expect([a.navigation.visits, b.navigation.visits]).toEqual([[], []]);
  });

  it('activity in one tab keeps the other tab from counting down', async () => {
    const world = createSessionWorld();
    const { a, b } = await twoTabs(world);
    await world.time.advance(170 * S);
    a.activity.emit('keydown');
    await world.time.advance(100 * S);
    expect(b.session.getSnapshot()).toEqual({ status: 'active' });
  });

  it('extending in one tab closes the countdown in the other', async () => {
    const world = createSessionWorld();
    const { a, b } = await twoTabs(world);
    await world.time.advance(200 * S);
    expect(b.session.getSnapshot()).toMatchObject({ status: 'countdown' });
    await a.session.extend();
    await world.time.flush();
    expect(a.session.getSnapshot()).toEqual({ status: 'extended', minutes: 5 });
    expect(b.session.getSnapshot()).toEqual({ status: 'active' });
  });

  it('§8 invalid_grant during the automatic refresh logs out every tab', async () => {
    const world = createSessionWorld();
    const { a, b } = await automaticRefreshAnswered(
      world,
      Response.json({ error: 'invalid_grant' }, { status: 400 }),
    );
    expect(tokenCalls(world)).toBe(1);
    for (const tab of [a, b]) {
      expect(tab.tokens.getSnapshot()).toEqual({ status: 'none' });
      expect(tab.navigation.visits).toHaveLength(1);
    }
    expect(world.fetch.callsTo(IDP_LOGOUT)).toHaveLength(0);
    expect(world.time.pendingTimers()).toBe(0);
    // §8 "raises an event": the tab that refreshed tells analytics; the other one only follows.
    expect(a.analytics.events.map((event) => event.event)).toEqual([
      'refresh-token-expired',
      'logout-succeeded',
    ]);
    expect(b.analytics.events).toEqual([]);
  });

  it('§8 a refresh refused otherwise reaches analytics as refresh-failed with its code', async () => {
    const world = createSessionWorld();
    const { a } = await automaticRefreshAnswered(
      world,
      Response.json({ error: 'invalid_client' }, { status: 401 }),
    );
    expect(a.tokens.getSnapshot()).toEqual({ status: 'none' });
    expect(a.analytics.events[0]).toEqual({
      event: 'refresh-failed',
      data: { code: 'AUTH_REFRESH_CLIENT_UNKNOWN' },
    });
  });

  it('security.md 11: a 500 from the identity provider logs no tab out; the retry succeeds', async () => {
    const world = createSessionWorld();
    const { a, b } = await automaticRefreshAnswered(
      world,
      Response.json({ error: 'server_error' }, { status: 500 }),
    );
    await world.time.advance(2 * S);
    expect(tokenCalls(world)).toBe(2);
    for (const tab of [a, b]) {
      expect(tab.tokens.getSnapshot().status).toBe('present');
      expect(tab.navigation.visits).toEqual([]);
      expect(tab.session.getSnapshot()).toEqual({ status: 'active' });
    }
    expect(a.analytics.events).toEqual([]);
  });

  it('two idle tabs expiring together: every tab leaves, the identity provider hears one logout', async () => {
    const world = createSessionWorld();
    const { a, b } = await twoTabs(world);
    await world.time.advance(300 * S);
    expect(world.fetch.callsTo(IDP_LOGOUT)).toHaveLength(1);
    expect(a.navigation.visits).toHaveLength(1);
    expect(b.navigation.visits).toHaveLength(1);
    expect(world.time.pendingTimers()).toBe(0);
  });

  it('a 403 clears the session in every tab, stops their timers, even with the server down', async () => {
    const world = createSessionWorld();
    const { a, b } = await twoTabs(world);
    world.fetch.respondWith(() => {
      throw new TypeError('fetch failed');
    });
    await a.clearSessionEverywhere();
    await world.time.flush();
    for (const tab of [a, b]) {
      expect(tab.tokens.getSnapshot()).toEqual({ status: 'none' });
      expect(tab.session.getSnapshot()).toEqual({ status: 'off', reason: 'no-token' });
      expect(tab.navigation.visits).toHaveLength(1);
    }
    expect(world.time.pendingTimers()).toBe(0);
  });
});

describe('faults during the automatic refresh (§8, design §6)', () => {
  it('a late refresh answer after the user logged out is ignored', async () => {
    const world = createSessionWorld();
    const tab = openSessionTab(world);
    logIn(world, tab);
    const answer = deferred<Response>();
    await world.time.advance(60 * S);
    tab.activity.emit('mouseup');
    world.idp.failNextRefresh(answer.promise);
    await world.time.advance(120 * S);
    expect(tokenCalls(world)).toBe(1);
    await tab.logout.logout();
    answer.resolve(Response.json({ access_token: 'late', refresh_token: 'late' }));
    await world.time.flush();
    expect(tab.tokens.getSnapshot()).toEqual({ status: 'none' });
    expect(world.fetch.callsTo(PROBE_PATH)).toHaveLength(0);
    expect(tab.session.getSnapshot()).toEqual({ status: 'off', reason: 'no-token' });
  });

  it('network down: tokens are kept and the refresh retried with backoff, the session ends at the token end, not later', async () => {
    const world = createSessionWorld();
    const tab = openSessionTab(world);
    logIn(world, tab);
    const loginTime = world.time.clock.now();
    world.fetch.respondWith((request) => {
      if (request.url.endsWith(TOKEN_PATH)) throw new TypeError('fetch failed');
      return world.idp.handler(request);
    });
    for (let second = 0; second < 290; second += 10) {
      tab.activity.emit('mouseup');
      await world.time.advance(10 * S);
    }
    // From 120 s before the end: 8 attempts, waits of 0.5–1, 1–2, 4, 8, 16, 30 and 30 s at most.
    expect(tokenCalls(world)).toBe(8);
    expect(tab.tokens.refreshToken()).not.toBeNull();
    expect(tab.session.getSnapshot()).toMatchObject({ status: 'countdown', extendable: true });
    await world.time.advance(10 * S);
    expect(tab.session.getSnapshot()).toEqual({ status: 'expired' });
    expect(world.time.clock.now() - loginTime).toBe(300 * S);
  });

  it('back online: the refresh given up for lack of network is tried again', async () => {
    const world = createSessionWorld();
    const tab = openSessionTab(world, { refreshRetry: NO_REFRESH_RETRY });
    logIn(world, tab);
    world.idp.failNextRefresh('network-error');
    await world.time.advance(60 * S);
    tab.activity.emit('mouseup');
    await world.time.advance(125 * S);
    expect(tokenCalls(world)).toBe(1);
    tab.lifecycle.emit('online');
    await world.time.flush();
    expect(tokenCalls(world)).toBe(2);
    expect(tab.session.getSnapshot()).toEqual({ status: 'active' });
    expect(tab.tokens.getSnapshot()).toMatchObject({ expiresAt: world.time.clock.now() + 300 * S });
  });
});
