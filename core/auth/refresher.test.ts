import { describe, expect, it } from 'vitest';
import type { ServiceUrls } from '../contract';
import { SERVICES } from '../contract';
import { createInProcessLocks, type Locks, LockUnavailableError } from '../ports';
import {
  createFakeFetch,
  createFakeTime,
  createMemoryStorageArea,
  createRecordingLogger,
  deferred,
  type FakeFetch,
  type FakeTime,
} from '../ports/testing';
import {
  createRefresher,
  createTokenStore,
  REFRESH_LOCK_NAME,
  type RefreshEvent,
  type SessionEndReason,
} from '.';
import { createFakeIdentityProvider, type FakeIdentityProvider } from './testing';

const NOW = Date.UTC(2025, 0, 1, 12);
const SERVICE_URLS = Object.fromEntries(
  SERVICES.map((name) => [name, `https://${name}.example`]),
) as ServiceUrls;
const TOKEN_PATH = '/protocol/openid-connect/token';
const PROBE_PATH = '/open_api/v2/customer';

interface World {
  time: FakeTime;
  fetch: FakeFetch;
  idp: FakeIdentityProvider;
  area: ReturnType<typeof createMemoryStorageArea>;
  locks: Locks;
}

function world(options: { clientAheadMs?: number } = {}): World {
  const time = createFakeTime({ now: NOW });
  const idp = createFakeIdentityProvider({ clock: time.clock, ...options });
  return {
    time,
    idp,
    fetch: createFakeFetch(idp.handler),
    area: createMemoryStorageArea(),
    locks: createInProcessLocks(),
  };
}

/** One browser tab: its own token store and refresher over the shared storage, locks and network. */
function openTab(w: World, options: { retryDelaysMs?: number[]; settleMs?: number } = {}) {
  const tokens = createTokenStore({ storage: w.area.tab(), clock: w.time.clock });
  const logger = createRecordingLogger();
  const ended: SessionEndReason[] = [];
  const events: RefreshEvent[] = [];
  const refresher = createRefresher({
    tokens,
    fetch: w.fetch.fetch,
    services: SERVICE_URLS,
    clock: w.time.clock,
    scheduler: w.time.scheduler,
    locks: w.locks,
    logger,
    // Stands in for the logout sequence, whose synchronous part clears the tokens.
    endSession: (reason) => {
      ended.push(reason);
      tokens.clear();
    },
    ...options,
  });
  refresher.subscribe((event) => events.push(event));
  return { tokens, refresher, logger, ended, events };
}

function loggedIn(w: World, options?: { retryDelaysMs?: number[]; settleMs?: number }) {
  const tab = openTab(w, options);
  tab.tokens.save(w.idp.login(), { requestStart: w.time.clock.now(), responseEnd: w.time.clock.now() });
  return tab;
}

describe('token refresh (§7, §8, design §6, security.md 6)', () => {
  it('§7: posts grant_type, client_id from azp and refresh_token form-encoded, stores the rotation, then probes the session', async () => {
    const w = world();
    const tab = loggedIn(w);
    const oldRefresh = tab.tokens.refreshToken();
    const outcome = await tab.refresher.refresh();
    expect(outcome).toEqual({ ok: true, via: 'refreshed' });
    const [call] = w.fetch.callsTo(TOKEN_PATH);
    expect(call).toMatchObject({
      url: 'https://identity.example/auth/realms/global/protocol/openid-connect/token',
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(Object.fromEntries(new URLSearchParams(call?.body ?? ''))).toEqual({
      grant_type: 'refresh_token',
      client_id: 'portal-web',
      refresh_token: oldRefresh,
    });
    expect(tab.tokens.refreshToken()).not.toBe(oldRefresh);
    const [probe] = w.fetch.callsTo(PROBE_PATH);
    expect(probe).toMatchObject({
      url: 'https://portal.example/savingglobal/rest/open_api/v2/customer',
      method: 'GET',
      headers: { authorization: `Bearer ${tab.tokens.accessToken()}` },
      credentials: 'include',
    });
    expect(tab.events).toEqual([{ type: 'refreshed' }]);
  });

  it('measures the time difference on every refresh (keycloak-js), so a clock an hour ahead is followed', async () => {
    const w = world({ clientAheadMs: 3_600_000 });
    const tab = loggedIn(w);
    await tab.refresher.refresh();
    const snapshot = tab.tokens.getSnapshot();
    expect(snapshot).toMatchObject({ skewSeconds: 3600, expiresAt: NOW + 300_000 });
    expect(tab.tokens.isValid()).toBe(true);
  });

  it('network error: keeps the tokens, retries twice with backoff, then stops (never forever)', async () => {
    const w = world();
    const tab = loggedIn(w);
    const before = { access: tab.tokens.accessToken(), refresh: tab.tokens.refreshToken() };
    w.idp.failNextRefresh('network-error', 'network-error', 'network-error', 'network-error');
    const pending = tab.refresher.refresh();
    await w.time.advance(999);
    expect(w.fetch.callsTo(TOKEN_PATH)).toHaveLength(1);
    await w.time.advance(1);
    expect(w.fetch.callsTo(TOKEN_PATH)).toHaveLength(2);
    await w.time.advance(2000);
    const outcome = await pending;
    expect(outcome.ok ? 'ok' : outcome.error.code).toBe('AUTH_REFRESH_NETWORK');
    expect(w.fetch.callsTo(TOKEN_PATH)).toHaveLength(3);
    expect({ access: tab.tokens.accessToken(), refresh: tab.tokens.refreshToken() }).toEqual(before);
    expect(tab.ended).toEqual([]);
    expect(tab.events).toEqual([{ type: 'refresh-unavailable', code: 'AUTH_REFRESH_NETWORK' }]);
    expect(w.time.pendingTimers()).toBe(0);
  });

  it('network error: does not retry once the access token is no longer valid', async () => {
    const w = world();
    const tab = loggedIn(w);
    await w.time.advance(301_000);
    w.idp.failNextRefresh('network-error', 'network-error');
    const outcome = await tab.refresher.refresh();
    expect(outcome.ok ? 'ok' : outcome.error.code).toBe('AUTH_REFRESH_NETWORK');
    expect(w.fetch.callsTo(TOKEN_PATH)).toHaveLength(1);
    expect(tab.tokens.refreshToken()).not.toBeNull();
  });

  it('§8 invalid_grant: logs "Refresh token expired!", raises the event, logs out, no retry', async () => {
    const w = world();
    const tab = loggedIn(w);
    w.idp.failNextRefresh(Response.json({ error: 'invalid_grant' }, { status: 400 }));
    const outcome = await tab.refresher.refresh();
    expect(outcome.ok ? 'ok' : outcome.error.code).toBe('AUTH_REFRESH_TOKEN_EXPIRED');
    expect(tab.logger.messages('error')).toEqual(['Refresh token expired!']);
    expect(tab.events).toEqual([{ type: 'refresh-token-expired' }]);
    expect(tab.ended).toEqual(['refresh-token-expired']);
    expect(w.fetch.callsTo(TOKEN_PATH)).toHaveLength(1);
    expect(w.fetch.callsTo(PROBE_PATH)).toHaveLength(0);
  });

  it('§8 any other refusal: logs "Refresh token failed!" and logs out', async () => {
    const w = world();
    const tab = loggedIn(w);
    w.idp.failNextRefresh(new Response('boom', { status: 500 }));
    const outcome = await tab.refresher.refresh();
    expect(outcome.ok ? 'ok' : outcome.error.code).toBe('AUTH_REFRESH_FAILED');
    expect(tab.logger.messages('error')).toEqual(['Refresh token failed!']);
    expect(tab.ended).toEqual(['refresh-failed']);
  });

  it('§9: gives up on an answer after 3 s (AbortController on the injected scheduler)', async () => {
    const w = world();
    const tab = loggedIn(w, { retryDelaysMs: [] });
    w.idp.failNextRefresh(new Promise<Response>(() => {}));
    let settled = false;
    const pending = tab.refresher.refresh().then((outcome) => {
      settled = true;
      return outcome;
    });
    await w.time.advance(2999);
    expect(settled).toBe(false);
    await w.time.advance(1);
    const outcome = await pending;
    expect(outcome.ok ? 'ok' : outcome.error.code).toBe('AUTH_REFRESH_TIMEOUT');
    expect(tab.tokens.refreshToken()).not.toBeNull();
    expect(tab.ended).toEqual([]);
  });

  it('ten concurrent callers in one tab share one token call', async () => {
    const w = world();
    const tab = loggedIn(w);
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => tab.refresher.refresh()));
    expect(w.fetch.callsTo(TOKEN_PATH)).toHaveLength(1);
    expect(new Set(outcomes.map((outcome) => JSON.stringify(outcome)))).toEqual(
      new Set([JSON.stringify({ ok: true, via: 'refreshed' })]),
    );
  });

  it('two tabs refreshing at once: one token call, the other tab adopts the rotated token, no invalid_grant', async () => {
    const w = world();
    const tabA = loggedIn(w);
    const tabB = openTab(w);
    const gate = deferred<void>();
    w.fetch.respondWith(async (request) => {
      await gate.promise;
      return w.idp.handler(request);
    });
    const both = Promise.all([tabA.refresher.refresh(), tabB.refresher.refresh()]);
    await w.time.flush();
    gate.resolve();
    const [a, b] = await both;
    expect(a).toEqual({ ok: true, via: 'refreshed' });
    expect(b).toEqual({ ok: true, via: 'adopted' });
    expect(w.fetch.callsTo(TOKEN_PATH)).toHaveLength(1);
    expect(w.idp.reuses()).toBe(0);
    expect(tabB.tokens.accessToken()).toBe(tabA.tokens.accessToken());
    expect(tabB.ended).toEqual([]);
  });

  it("keeps the lock for the storage's settle time after a rotation, and answers its caller at once", async () => {
    // A browser's localStorage reaches tabs in other processes a few milliseconds late: the next
    // tab to take the lock must not read (and spend) the refresh token this tab just rotated out.
    const w = world();
    const tab = loggedIn(w, { settleMs: 250 });
    const outcome = tab.refresher.refresh();
    await w.time.flush();
    expect(await outcome).toEqual({ ok: true, via: 'refreshed' });
    let next = false;
    const queued = w.locks.request(REFRESH_LOCK_NAME, async () => {
      next = true;
    });
    await w.time.advance(249);
    expect(next).toBe(false);
    await w.time.advance(1);
    await queued;
    expect(next).toBe(true);
  });

  it('without a settle time the lock is free once the caller is answered', async () => {
    const w = world();
    const tab = loggedIn(w);
    await Promise.all([tab.refresher.refresh(), w.time.flush()]);
    let next = false;
    await w.locks.request(REFRESH_LOCK_NAME, async () => {
      next = true;
    });
    expect(next).toBe(true);
  });

  it('invalid_grant in one tab: the other tab, waiting for the lock, makes no call of its own', async () => {
    const w = world();
    const tabA = loggedIn(w);
    const tabB = openTab(w);
    w.idp.failNextRefresh(Response.json({ error: 'invalid_grant' }, { status: 400 }));
    const [, b] = await Promise.all([tabA.refresher.refresh(), tabB.refresher.refresh()]);
    expect(b.ok ? 'ok' : b.error.code).toBe('AUTH_SUPERSEDED');
    expect(w.fetch.callsTo(TOKEN_PATH)).toHaveLength(1);
  });

  it('a refresh answer that arrives after logout is discarded', async () => {
    const w = world();
    const tab = loggedIn(w);
    const answer = deferred<Response>();
    w.idp.failNextRefresh(answer.promise);
    const pending = tab.refresher.refresh();
    await w.time.flush();
    tab.tokens.clear(); // the user logged out meanwhile
    answer.resolve(Response.json({ access_token: 'late-access', refresh_token: 'late-refresh' }));
    const outcome = await pending;
    expect(outcome.ok ? 'ok' : outcome.error.code).toBe('AUTH_SUPERSEDED');
    expect(tab.tokens.getSnapshot()).toEqual({ status: 'none' });
    expect(w.fetch.callsTo(PROBE_PATH)).toHaveLength(0);
    expect(tab.ended).toEqual([]);
  });

  it('§7, §8: a failing session probe after the refresh logs out', async () => {
    const w = world();
    const tab = loggedIn(w);
    w.idp.status.probe = 401;
    const outcome = await tab.refresher.refresh();
    expect(outcome.ok ? 'ok' : outcome.error.code).toBe('AUTH_SESSION_PROBE_FAILED');
    expect(tab.ended).toEqual(['session-probe-failed']);
    expect(tab.events.at(-1)).toEqual({ type: 'session-probe-failed' });
  });

  it('a session probe that gets no answer is no verdict: the session stays', async () => {
    const w = world();
    const tab = loggedIn(w);
    w.fetch.respondWith((request) => {
      if (request.url.endsWith(PROBE_PATH)) throw new TypeError('fetch failed');
      return w.idp.handler(request);
    });
    expect(await tab.refresher.refresh()).toEqual({ ok: true, via: 'refreshed' });
    expect(tab.ended).toEqual([]);
  });

  it('a lock that cannot be taken in time (another process stuck) keeps the tokens and sends nothing', async () => {
    const w = world();
    const tab = loggedIn(w);
    const before = tab.tokens.refreshToken();
    w.locks = {
      request: () => Promise.reject(new LockUnavailableError('portal-auth-refresh', 'held for 30 s')),
    };
    const stuck = openTab(w);
    const outcome = await stuck.refresher.refresh();
    expect(outcome.ok ? 'ok' : [outcome.error.code, outcome.error.transient]).toEqual([
      'AUTH_REFRESH_LOCK_TIMEOUT',
      true,
    ]);
    expect(stuck.events).toEqual([{ type: 'refresh-unavailable', code: 'AUTH_REFRESH_LOCK_TIMEOUT' }]);
    expect(stuck.ended).toEqual([]);
    expect(stuck.tokens.refreshToken()).toBe(before);
    expect(w.fetch.callsTo(TOKEN_PATH)).toHaveLength(0);
  });

  it('makes no call without a refresh token', async () => {
    const w = world();
    const tab = openTab(w);
    const outcome = await tab.refresher.refresh();
    expect(outcome.ok ? 'ok' : outcome.error.code).toBe('AUTH_NO_REFRESH_TOKEN');
    expect(w.fetch.calls).toHaveLength(0);
  });

  it('security.md 7: never logs a token', async () => {
    const w = world();
    const tab = loggedIn(w);
    const secrets = [tab.tokens.accessToken(), tab.tokens.refreshToken()];
    w.idp.failNextRefresh('network-error', new Response('', { status: 503 }));
    const first = tab.refresher.refresh();
    await w.time.advance(5000);
    await first;
    w.idp.failNextRefresh(Response.json({ error: 'invalid_grant' }, { status: 400 }));
    await tab.refresher.refresh();
    const logged = JSON.stringify(tab.logger.entries);
    for (const secret of secrets) expect(logged).not.toContain(secret);
    expect(tab.logger.entries.length).toBeGreaterThan(0);
  });
});
