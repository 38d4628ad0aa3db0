import { describe, expect, it } from 'vitest';
import { createTokenStore } from '../auth';
import { createSessionWorld, formPostTo, logIn, TEST_SERVICE_URLS } from '../auth/testing';
import { DEFAULT_FLAGS } from '../config';
import {
  createFakeNavigation,
  createMemoryStorageArea,
  createRecordingAnalytics,
  createRecordingLogger,
} from '../ports/testing';
import { createLogout, LogoutError, type LogoutOptions } from '.';

const NOW = Date.UTC(2025, 0, 1, 12);
const IDP_LOGOUT = '/protocol/openid-connect/logout';
const REVOKE = '/protocol/openid-connect/revoke';
const PORTAL_LOGOUT = '/open_api/v2/logout';

const world = () => createSessionWorld({ now: NOW });
type World = ReturnType<typeof world>;

function openTab(
  w: World,
  options: {
    flags?: Partial<LogoutOptions['flags']>;
    url?: string;
    destination?: LogoutOptions['destination'];
    identityLogout?: LogoutOptions['identityLogout'];
  } = {},
) {
  const tokens = createTokenStore({ storage: w.storage.tab(), clock: w.time.clock });
  const navigation = createFakeNavigation(options.url ?? 'https://portal.example/de-de/dashboard/');
  const logger = createRecordingLogger();
  const analytics = createRecordingAnalytics();
  const resets: string[] = [];
  const logout = createLogout({
    tokens,
    fetch: w.fetch.fetch,
    services: TEST_SERVICE_URLS,
    scheduler: w.time.scheduler,
    broadcast: w.broadcast.channel(),
    navigation,
    cookies: w.cookies,
    logger,
    analytics,
    flags: { ...DEFAULT_FLAGS, ...options.flags },
    identityLogout: options.identityLogout,
    destination:
      options.destination ??
      (({ reason }) => ({
        url: reason === 'user' ? '/de-de/login/' : '/de-de/login/?timeout',
        referrerPolicy: 'no-referrer',
        replace: true,
      })),
  });
  logout.onReset(() => void resets.push('api cache purged'));
  return { tokens, navigation, logger, analytics, resets, logout };
}

function loggedIn(w: World, options?: Parameters<typeof openTab>[1]) {
  const tab = openTab(w, options);
  logIn(w, tab);
  return tab;
}

describe('the logout sequence (§4, §7, security.md 6)', () => {
  it('§4: calls the identity provider, clears the session, resets state, then leaves without a referer', async () => {
    const w = world();
    const tab = loggedIn(w);
    const refreshToken = tab.tokens.refreshToken();
    w.cookies.set('obs-deepLink', '/de-de/documents');
    const done = tab.logout.logout();
    // Cleared before any network wait.
    expect(w.storage.tab().entries()).toEqual({});
    await done;
    expect(formPostTo(w, IDP_LOGOUT)).toEqual({
      url: 'https://identity.example/auth/realms/global/protocol/openid-connect/logout',
      method: 'POST',
      contentType: 'application/x-www-form-urlencoded',
      fields: {
        refresh_token: refreshToken,
        client_id: 'portal-web',
      },
    });
    expect(w.fetch.callsTo(PORTAL_LOGOUT)).toHaveLength(0);
    expect(w.cookies.get('obs-deepLink')).toBeNull();
    expect(tab.resets).toEqual(['api cache purged']);
    expect(tab.navigation.visits).toEqual([
      { url: '/de-de/login/', options: { replace: true, referrerPolicy: 'no-referrer', force: true } },
    ]);
    expect(tab.analytics.events).toEqual([{ event: 'logout-succeeded', data: { reason: 'user' } }]);
  });

  it('§6 flag userManagementCallObsLogout: also ends the portal session', async () => {
    const w = world();
    const tab = loggedIn(w, { flags: { userManagementCallObsLogout: true } });
    const accessToken = tab.tokens.accessToken();
    await tab.logout.logout();
    expect(w.fetch.callsTo(PORTAL_LOGOUT)).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: 'https://portal.example/savingglobal/rest/open_api/v2/logout',
        credentials: 'include',
        body: null,
        headers: expect.objectContaining({ authorization: `Bearer ${accessToken}` }),
      }),
    ]);
  });

  it('§8, security.md 6: with the server unreachable, clears and leaves anyway, then rethrows with the message', async () => {
    const w = world();
    const tab = loggedIn(w);
    w.fetch.respondWith(() => {
      throw new TypeError('fetch failed');
    });
    const error = await tab.logout.logout().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LogoutError);
    expect(error).toMatchObject({
      code: 'LOGOUT_IDP_UNREACHABLE',
      message: 'The identity provider could not be reached to log out.',
    });
    expect(tab.tokens.getSnapshot()).toEqual({ status: 'none' });
    expect(tab.resets).toEqual(['api cache purged']);
    expect(tab.navigation.visits).toHaveLength(1);
    expect(tab.analytics.events).toEqual([]);
  });

  it('§9: does not wait more than 3 s for a hanging identity provider', async () => {
    const w = world();
    const tab = loggedIn(w);
    w.fetch.respondWith(() => new Promise<Response>(() => {}));
    const done = tab.logout.logout().catch((caught: unknown) => caught);
    await w.time.advance(2999);
    expect(tab.navigation.visits).toHaveLength(0);
    await w.time.advance(1);
    expect(await done).toMatchObject({ code: 'LOGOUT_IDP_UNREACHABLE' });
    expect(tab.navigation.visits).toHaveLength(1);
  });

  it('§7: an error status from the identity provider is a logout error carrying the status', async () => {
    const w = world();
    const tab = loggedIn(w);
    w.idp.status.idpLogout = 500;
    await expect(tab.logout.logout()).rejects.toMatchObject({
      code: 'LOGOUT_IDP_FAILED',
      status: 500,
      message: 'The identity provider answered 500 to the logout.',
    });
  });

  it('§7: any 2xx from the Keycloak call ends the grant, 204 or 200', async () => {
    for (const status of [204, 200]) {
      const w = world();
      const tab = loggedIn(w);
      const refreshToken = tab.tokens.refreshToken() ?? '';
      w.idp.status.idpLogout = status;
      await expect(tab.logout.logout()).resolves.toBeUndefined();
      expect(w.idp.isLive(refreshToken)).toBe(false);
    }
  });

  it('a 200 HTML page (a standard server’s end-session page) is no logout: it ends no grant', async () => {
    const w = world();
    const tab = loggedIn(w);
    w.fetch.respondWith((request) =>
      request.url.endsWith(IDP_LOGOUT)
        ? new Response('<!DOCTYPE html><form>Do you want to sign out?</form>', {
            headers: { 'content-type': 'text/html' },
          })
        : w.idp.handler(request),
    );
    await expect(tab.logout.logout()).rejects.toMatchObject({
      code: 'LOGOUT_IDP_FAILED',
      status: 200,
      message: expect.stringContaining('a standard server wants the revocation logout'),
    });
  });

  it('revocation mode (RFC 7009): revokes the refresh token with token and token_type_hint; the grant is dead', async () => {
    const w = world();
    const tab = loggedIn(w, { identityLogout: 'revocation' });
    const refreshToken = tab.tokens.refreshToken() ?? '';
    await tab.logout.logout();
    expect(w.fetch.callsTo(IDP_LOGOUT)).toHaveLength(0);
    expect(formPostTo(w, REVOKE)).toEqual({
      url: 'https://identity.example/auth/realms/global/protocol/openid-connect/revoke',
      method: 'POST',
      contentType: 'application/x-www-form-urlencoded',
      fields: {
        token: refreshToken,
        token_type_hint: 'refresh_token',
        client_id: 'portal-web',
      },
    });
    expect(w.idp.isLive(refreshToken)).toBe(false);
    expect(tab.analytics.events).toEqual([{ event: 'logout-succeeded', data: { reason: 'user' } }]);
  });

  it('§4 expiry: saves the current path as the obs-deepLink cookie', async () => {
    const w = world();
    const tab = loggedIn(w, { url: 'https://portal.example/de-de/documents?page=2' });
    await tab.logout.logout({ reason: 'expired' });
    expect(w.cookies.get('obs-deepLink')).toBe('/de-de/documents?page=2');
    expect(w.cookies.options('obs-deepLink')).toMatchObject({ path: '/', sameSite: 'Lax', secure: true });
    expect(tab.navigation.visits[0]?.url).toBe('/de-de/login/?timeout');
  });

  it('§3 flag umtFECallIdpLogoutOnSessionTimeout: decides whether expiry calls the identity provider', async () => {
    const on = world();
    await loggedIn(on, { flags: { umtFECallIdpLogoutOnSessionTimeout: true } }).logout.logout({
      reason: 'expired',
    });
    expect(on.fetch.callsTo(IDP_LOGOUT)).toHaveLength(1);
    const off = world();
    await loggedIn(off, { flags: { umtFECallIdpLogoutOnSessionTimeout: false } }).logout.logout({
      reason: 'expired',
    });
    expect(off.fetch.callsTo(IDP_LOGOUT)).toHaveLength(0);
  });

  it('§8: after invalid_grant the dead refresh token is not sent to the identity provider', async () => {
    const w = world();
    const tab = loggedIn(w);
    await tab.logout.logout({ reason: 'refresh-token-expired' });
    expect(w.fetch.callsTo(IDP_LOGOUT)).toHaveLength(0);
    expect(tab.navigation.visits).toHaveLength(1);
  });

  it('joins a logout already running: one identity-provider call', async () => {
    const w = world();
    const tab = loggedIn(w);
    await Promise.all([tab.logout.logout(), tab.logout.logout(), tab.logout.clearSessionEverywhere()]);
    expect(w.fetch.callsTo(IDP_LOGOUT)).toHaveLength(1);
    expect(tab.navigation.visits).toHaveLength(1);
  });
});

describe('every tab logs out (security.md 6)', () => {
  it('the other tab resets its state and leaves its private page, calling no server', async () => {
    const w = world();
    const tabA = loggedIn(w);
    const tabB = openTab(w);
    await w.time.flush();
    await tabA.logout.logout();
    await w.time.flush();
    expect(tabB.tokens.getSnapshot()).toEqual({ status: 'none' });
    expect(tabB.resets).toEqual(['api cache purged']);
    expect(tabB.navigation.visits).toEqual([
      {
        url: '/de-de/login/?timeout',
        options: { replace: true, referrerPolicy: 'no-referrer', force: true },
      },
    ]);
    expect(w.fetch.calls).toHaveLength(1);
  });

  it('the broadcast alone is enough where storage is not shared', async () => {
    const w = world();
    const tabA = loggedIn(w);
    const separate = { ...w, area: createMemoryStorageArea() };
    const tabB = loggedIn(separate);
    await tabA.logout.logout();
    await w.time.flush();
    expect(tabB.tokens.getSnapshot()).toEqual({ status: 'none' });
    expect(tabB.navigation.visits).toHaveLength(1);
  });

  it('ignores a malformed message on the channel', async () => {
    const w = world();
    const tab = loggedIn(w);
    const intruder = w.broadcast.channel();
    intruder.post({ type: 'logout', reason: 'because' });
    intruder.post('logout');
    await w.time.flush();
    expect(tab.tokens.getSnapshot().status).toBe('present');
  });
});

describe('clearSessionEverywhere (§7, §8: HTTP 403 on any call clears the session)', () => {
  it('clears every tab even with the server down, and never rejects', async () => {
    const w = world();
    const tabA = loggedIn(w);
    const tabB = openTab(w);
    w.fetch.respondWith(() => {
      throw new TypeError('fetch failed');
    });
    await expect(tabA.logout.clearSessionEverywhere()).resolves.toBeUndefined();
    await w.time.flush();
    for (const tab of [tabA, tabB]) {
      expect(tab.tokens.getSnapshot()).toEqual({ status: 'none' });
      expect(tab.resets).toEqual(['api cache purged']);
      expect(tab.navigation.visits).toHaveLength(1);
    }
  });

  it('does nothing without a session (a 403 on a public call)', async () => {
    const w = world();
    const tab = openTab(w);
    await tab.logout.clearSessionEverywhere();
    expect(tab.navigation.visits).toEqual([]);
    expect(w.broadcast.posted).toEqual([]);
  });

  it('falls back to the default login page when the destination rule fails', async () => {
    const w = world();
    const { logout, navigation } = loggedIn(w, {
      destination: () => {
        throw new Error('bad config');
      },
    });
    await logout.clearSessionEverywhere();
    expect(navigation.visits[0]?.url).toBe('/de-de/login/');
  });
});
