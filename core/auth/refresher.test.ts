import { describe, expect, it } from 'vitest';
import { type KeyValueStorage, type Locks, LockUnavailableError } from '../ports';
import { createRecordingLogger, deferred } from '../ports/testing';
import {
  createRefresher,
  createTokenStore,
  NO_REFRESH_RETRY,
  REFRESH_LOCK_NAME,
  type RefreshEvent,
  type RefreshRetryPolicy,
  type SessionEndReason,
  TOKEN_STORAGE_KEYS,
} from '.';
import { createSessionWorld, formPostTo, logIn, type SessionWorld, TEST_SERVICE_URLS } from './testing';

const NOW = Date.UTC(2025, 0, 1, 12);
const TOKEN_PATH = '/protocol/openid-connect/token';
const PROBE_PATH = '/open_api/v2/customer';

type World = SessionWorld;

const world = (options: { clientAheadMs?: number } = {}): World =>
  createSessionWorld({ now: NOW, ...options });

interface TabOptions {
  readonly retry?: RefreshRetryPolicy;
  readonly random?: () => number;
  readonly settleMs?: number;
  readonly storage?: KeyValueStorage;
  readonly locks?: Locks;
}

/** Three attempts, waits of 500 and 1000 ms (the lowest jitter): short enough to read in a test. */
const THREE_ATTEMPTS: RefreshRetryPolicy = { maxAttempts: 3, baseDelayMs: 1000, maxDelayMs: 2000 };

/** One browser tab: its own token store and refresher over the shared storage, locks and network. */
function openTab(w: World, options: TabOptions = {}) {
  const { storage = w.storage.tab(), locks = w.locks, ...refresherOptions } = options;
  const tokens = createTokenStore({ storage, clock: w.time.clock });
  const logger = createRecordingLogger();
  const ended: SessionEndReason[] = [];
  const events: RefreshEvent[] = [];
  const refresher = createRefresher({
    tokens,
    fetch: w.fetch.fetch,
    services: TEST_SERVICE_URLS,
    clock: w.time.clock,
    scheduler: w.time.scheduler,
    locks,
    logger,
    // Stands in for the logout sequence, whose synchronous part clears the tokens.
    endSession: (reason) => {
      ended.push(reason);
      tokens.clear();
    },
    random: () => 0,
    ...refresherOptions,
  });
  refresher.subscribe((event) => events.push(event));
  return { tokens, refresher, logger, ended, events };
}

/** Moves the clock on by `ms`, then counts the token calls made so far. */
async function tokenCallsAfter(w: World, ms: number): Promise<number> {
  await w.time.advance(ms);
  return w.fetch.callsTo(TOKEN_PATH).length;
}

function loggedIn(w: World, options?: TabOptions) {
  const tab = openTab(w, options);
  logIn(w, tab);
  return tab;
}

describe('token refresh (§7, §8, design §6, security.md 6 and 11)', () => {
  it('§7: posts grant_type, client_id from azp and refresh_token form-encoded, stores the rotation, then probes the session', async () => {
    const w = world();
    const tab = loggedIn(w);
    const oldRefresh = tab.tokens.refreshToken();
    const outcome = await tab.refresher.refresh();
    expect(outcome).toEqual({
      ok: true,
      via: 'refreshed',
      probe: {
        kind: 'accepted',
        status: 200,
        customer: expect.objectContaining({ customerId: '0047110001' }),
      },
    });
    expect(formPostTo(w, TOKEN_PATH)).toEqual({
      url: 'https://identity.example/auth/realms/global/protocol/openid-connect/token',
      method: 'POST',
      contentType: 'application/x-www-form-urlencoded',
      fields: {
        grant_type: 'refresh_token',
        client_id: 'portal-web',
        refresh_token: oldRefresh,
      },
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

  it('network error: keeps the tokens, retries with backoff and jitter, then stops (never forever)', async () => {
    const w = world();
    const tab = loggedIn(w, { retry: THREE_ATTEMPTS });
    const before = { access: tab.tokens.accessToken(), refresh: tab.tokens.refreshToken() };
    w.idp.failNextRefresh('network-error', 'network-error', 'network-error', 'network-error');
    const pending = tab.refresher.refresh();
    expect(await tokenCallsAfter(w, 499)).toBe(1);
    expect(await tokenCallsAfter(w, 1)).toBe(2);
    await w.time.advance(1000);
    const outcome = await pending;
    expect(outcome).toMatchObject({ ok: false, error: { code: 'AUTH_REFRESH_NETWORK' }, attempts: 3 });
    expect(w.fetch.callsTo(TOKEN_PATH)).toHaveLength(3);
    expect({ access: tab.tokens.accessToken(), refresh: tab.tokens.refreshToken() }).toEqual(before);
    expect(tab.ended).toEqual([]);
    expect(tab.events).toEqual([{ type: 'refresh-unavailable', code: 'AUTH_REFRESH_NETWORK' }]);
    expect(w.time.pendingTimers()).toBe(0);
  });

  it('the jitter spreads the waits between half and all of each backoff step', async () => {
    const w = world();
    const tab = loggedIn(w, { retry: THREE_ATTEMPTS, random: () => 0.99 });
    w.idp.failNextRefresh('network-error', 'network-error');
    const pending = tab.refresher.refresh();
    expect(await tokenCallsAfter(w, 994)).toBe(1);
    expect(await tokenCallsAfter(w, 1)).toBe(2);
    expect(await tokenCallsAfter(w, 1989)).toBe(2);
    await w.time.advance(1);
    expect(await pending).toMatchObject({ ok: true, via: 'refreshed' });
    expect(w.fetch.callsTo(TOKEN_PATH)).toHaveLength(3);
  });

  it.each([
    ['HTTP 500', () => Response.json({ error: 'server_error' }, { status: 500 }), 'AUTH_REFRESH_UNAVAILABLE'],
    [
      'a 502 HTML page',
      () =>
        new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
      'AUTH_REFRESH_UNAVAILABLE',
    ],
    [
      'a 302 redirect',
      () => new Response(null, { status: 302, headers: { location: '/login' } }),
      'AUTH_REFRESH_UNAVAILABLE',
    ],
    [
      'a 200 HTML page',
      () =>
        new Response('<!DOCTYPE html><html></html>', {
          status: 200,
          headers: { 'content-type': 'text/html' },
        }),
      'AUTH_REFRESH_INVALID_ANSWER',
    ],
    [
      'a 200 with malformed JSON',
      () =>
        new Response('{"access_token": "a", ', {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      'AUTH_REFRESH_INVALID_ANSWER',
    ],
  ] as const)(
    'security.md 11: %s is transient: the tokens are kept, the refresh retried, and it succeeds once the server answers',
    async (_, answer, code) => {
      const w = world();
      const tab = loggedIn(w, { retry: THREE_ATTEMPTS });
      const before = tab.tokens.refreshToken();
      w.idp.failNextRefresh(answer());
      const pending = tab.refresher.refresh();
      await w.time.flush();
      expect(tab.tokens.refreshToken()).toBe(before);
      expect(tab.ended).toEqual([]);
      await w.time.advance(500);
      expect(await pending).toMatchObject({ ok: true, via: 'refreshed' });
      expect(w.fetch.callsTo(TOKEN_PATH)).toHaveLength(2);
      expect(tab.logger.entries).toContainEqual(
        expect.objectContaining({
          message: 'Token refresh failed; retrying',
          data: expect.objectContaining({ code }),
        }),
      );
    },
  );

  it('stops retrying before a wait that would end after the access token (the session then ends with it)', async () => {
    const w = world();
    const tab = loggedIn(w, { retry: { maxAttempts: 10, baseDelayMs: 1000, maxDelayMs: 30_000 } });
    await w.time.advance(296_000); // 4 s of token life left
    w.idp.failNextRefresh(...Array.from({ length: 10 }, () => 'network-error' as const));
    const pending = tab.refresher.refresh();
    await w.time.advance(4000);
    const outcome = await pending;
    // Waits of 0.5, 1 and 2 s fit into the 4 s; the next one (4 s) would end after the token.
    expect(outcome).toMatchObject({ ok: false, error: { code: 'AUTH_REFRESH_NETWORK' }, attempts: 4 });
    expect(tab.tokens.refreshToken()).not.toBeNull();
    expect(w.time.pendingTimers()).toBe(0);
  });

  it('crash safety: the rotated refresh token is the first thing written after the answer', async () => {
    const w = world();
    const writes: string[] = [];
    const inner = w.storage.tab();
    const storage: KeyValueStorage = {
      get: (key) => inner.get(key),
      set: (key, value) => {
        writes.push(key);
        inner.set(key, value);
      },
      remove: (key) => inner.remove(key),
      subscribe: (listener) => inner.subscribe(listener),
    };
    const tab = loggedIn(w, { storage });
    writes.length = 0;
    await tab.refresher.refresh();
    expect(writes[0]).toBe(TOKEN_STORAGE_KEYS.refreshToken);
    expect(writes.at(-1)).toBe(TOKEN_STORAGE_KEYS.accessToken);
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

  it.each([
    ['Token is not active', 'AUTH_REFRESH_TOKEN_EXPIRED'],
    ['Maximum allowed refresh token reuse exceeded', 'AUTH_REFRESH_TOKEN_REUSED'],
    ["Invalid refresh token. Token client and authorized client don't match", 'AUTH_REFRESH_CLIENT_MISMATCH'],
    ['grant request is invalid', 'AUTH_REFRESH_GRANT_INVALID'],
  ] as const)(
    '§8 invalid_grant "%s": %s, logs "Refresh token expired!", raises the event, logs out, no retry',
    async (description, code) => {
      const w = world();
      const tab = loggedIn(w);
      w.idp.failNextRefresh(
        Response.json({ error: 'invalid_grant', error_description: description }, { status: 400 }),
      );
      const outcome = await tab.refresher.refresh();
      expect(outcome).toMatchObject({
        ok: false,
        error: { code, status: 400, refusal: { error: 'invalid_grant', description } },
        attempts: 1,
      });
      expect(tab.logger.messages('error')).toEqual(['Refresh token expired!']);
      expect(tab.events).toEqual([{ type: 'refresh-token-expired', code }]);
      expect(tab.ended).toEqual(['refresh-token-expired']);
      expect(w.fetch.callsTo(TOKEN_PATH)).toHaveLength(1);
      expect(w.fetch.callsTo(PROBE_PATH)).toHaveLength(0);
    },
  );

  it('§8 an unknown client or another refusal: logs "Refresh token failed!" and logs out, no retry', async () => {
    for (const [answer, code] of [
      [Response.json({ error: 'invalid_client' }, { status: 401 }), 'AUTH_REFRESH_CLIENT_UNKNOWN'],
      [Response.json({ error: 'unauthorized_client' }, { status: 400 }), 'AUTH_REFRESH_REFUSED'],
    ] as const) {
      const w = world();
      const tab = loggedIn(w);
      w.idp.failNextRefresh(answer);
      const outcome = await tab.refresher.refresh();
      expect(outcome.ok ? 'ok' : outcome.error.code).toBe(code);
      expect(tab.logger.messages('error')).toEqual(['Refresh token failed!']);
      expect(tab.events).toEqual([{ type: 'refresh-failed', code }]);
      expect(tab.ended).toEqual(['refresh-failed']);
      expect(w.fetch.callsTo(TOKEN_PATH)).toHaveLength(1);
    }
  });

  it('§9: gives up on an answer after 3 s (AbortController on the injected scheduler)', async () => {
    const w = world();
    const tab = loggedIn(w, { retry: NO_REFRESH_RETRY });
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
    expect(new Set(outcomes)).toEqual(new Set([outcomes[0]]));
    expect(outcomes[0]).toMatchObject({ ok: true, via: 'refreshed' });
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
    expect(a).toMatchObject({ ok: true, via: 'refreshed' });
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
    expect(await outcome).toMatchObject({ ok: true, via: 'refreshed' });
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
    w.idp.failNextRefresh(
      Response.json({ error: 'invalid_grant', error_description: 'Session not active' }, { status: 400 }),
    );
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

  it('§7, §8: a session probe the portal refuses (401, 403) after the refresh logs out', async () => {
    for (const status of [401, 403]) {
      const w = world();
      const tab = loggedIn(w);
      w.idp.status.probe = status;
      const outcome = await tab.refresher.refresh();
      expect(outcome.ok ? 'ok' : outcome.error.code).toBe('AUTH_SESSION_PROBE_FAILED');
      expect(tab.ended).toEqual(['session-probe-failed']);
      expect(tab.events.at(-1)).toEqual({ type: 'session-probe-failed' });
    }
  });

  it.each([
    ['gets no answer', () => Promise.reject(new TypeError('fetch failed')), 'no answer (network error)'],
    [
      'answers 500',
      () => Promise.resolve(new Response('oops', { status: 500 })),
      'HTTP 500 with a body that is not JSON',
    ],
    [
      'answers 200 with an HTML page',
      () => Promise.resolve(new Response('<html>Login</html>', { headers: { 'content-type': 'text/html' } })),
      'HTTP 200 with an HTML page, not the customer',
    ],
    [
      'answers 200 with other JSON',
      () => Promise.resolve(Response.json({})),
      'HTTP 200 with JSON of another shape, not the customer',
    ],
  ] as const)(
    'a session probe that %s is no verdict: the session stays, and the outcome says so',
    async (_, answer, reason) => {
      const w = world();
      const tab = loggedIn(w);
      w.fetch.respondWith((request) =>
        request.url.endsWith(PROBE_PATH) ? answer() : w.idp.handler(request),
      );
      expect(await tab.refresher.refresh()).toMatchObject({
        ok: true,
        via: 'refreshed',
        probe: { kind: 'no-verdict', reason },
      });
      expect(tab.ended).toEqual([]);
      expect(tab.tokens.getSnapshot().status).toBe('present');
    },
  );

  it('a lock that cannot be taken in time (another process stuck) keeps the tokens and sends nothing', async () => {
    const w = world();
    const tab = loggedIn(w);
    const before = tab.tokens.refreshToken();
    const stuck = openTab(w, {
      locks: {
        request: () => Promise.reject(new LockUnavailableError('portal-auth-refresh', 'held for 30 s')),
      },
    });
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
