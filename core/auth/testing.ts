/**
 * Test helpers (`core/auth/testing`): real JWTs made with jose, signed or unsigned (only decoding
 * matters to core, claims.ts), a strict fake identity provider for `core/ports/testing`'s fake
 * fetch, and the world of a simulated browser around it (time, storage, broadcast, locks,
 * cookies) that the refresher's, logout's and session's tests share. Kept apart from `core/auth` so production bundles never carry them.
 */
import { generateKeyPair, type JWTPayload, SignJWT, UnsecuredJWT } from 'jose';
import type { ServiceUrls } from '../contract';
import { SERVICES } from '../contract';
import { type Clock, createInProcessLocks, type Locks } from '../ports';
import {
  type BroadcastHub,
  createBroadcastHub,
  createFakeFetch,
  createFakeTime,
  createMemoryCookies,
  createMemoryStorageArea,
  type FakeFetch,
  type FakeFetchHandler,
  type FakeTime,
  type MemoryCookies,
  type MemoryStorageArea,
} from '../ports/testing';
import { readExpiry } from './claims';
import type { TokenStore } from './token-store';

export interface TestClaims extends JWTPayload {
  readonly exp: number;
  readonly iat: number;
  readonly azp?: string;
}

/**
 * An unsigned JWT (`alg: none`) with the given claims.
 * @example unsignedJwt({ iat: 1000, exp: 1300, azp: 'login' })
 */
export function unsignedJwt(claims: TestClaims): string {
  return new UnsecuredJWT({ ...claims }).encode();
}

let keyPair: ReturnType<typeof generateKeyPair> | undefined;

/**
 * An RS256-signed JWT with the given claims, from a key pair made once per test run.
 * @example await signedJwt({ iat: 1000, exp: 1300 })
 */
export async function signedJwt(claims: TestClaims): Promise<string> {
  keyPair ??= generateKeyPair('RS256');
  const { privateKey } = await keyPair;
  return new SignJWT({ ...claims }).setProtectedHeader({ alg: 'RS256', typ: 'JWT' }).sign(privateKey);
}

/**
 * Access and refresh token as the identity provider would issue them at `nowMs` on its own clock:
 * the access token lives `accessSeconds`, the refresh token `refreshSeconds`.
 * @example issueTokens(Date.UTC(2025, 0, 1), { accessSeconds: 300, refreshSeconds: 1800 })
 */
export function issueTokens(
  serverNowMs: number,
  options: { accessSeconds?: number; refreshSeconds?: number; azp?: string; serial?: number } = {},
): { access_token: string; refresh_token: string } {
  const iat = Math.floor(serverNowMs / 1000);
  const { accessSeconds = 300, refreshSeconds = 1800, azp = 'login', serial = 0 } = options;
  return {
    access_token: unsignedJwt({ iat, exp: iat + accessSeconds, azp, jti: `access-${serial}` }),
    refresh_token: unsignedJwt({ iat, exp: iat + refreshSeconds, azp, jti: `refresh-${serial}` }),
  };
}

/** An answer the fake identity provider gives instead of its normal one. */
export type FakeAnswer = Response | 'network-error' | Promise<Response>;

export interface FakeIdentityProviderOptions {
  readonly clock: Clock;
  /** Access token life; default 300 s. */
  readonly accessSeconds?: number;
  /** Refresh token life (the server's idle timeout); default 1800 s. */
  readonly refreshSeconds?: number;
  /** The server's maximum session; tokens never outlive it. Default none. */
  readonly maxSessionSeconds?: number;
  /** How far the client's clock runs ahead of the server's (negative: behind). */
  readonly clientAheadMs?: number;
}

export interface FakeIdentityProvider {
  /** Answers the token, logout, revocation and session-probe calls like a strict server (security.md 9). */
  readonly handler: FakeFetchHandler;
  /** A completed login: a fresh session's tokens. */
  login(): { access_token: string; refresh_token: string };
  /** Answers the next token calls with these instead. */
  failNextRefresh(...answers: FakeAnswer[]): void;
  /** Status of the session probe, the identity-provider logout and the portal logout. */
  status: { probe: number; idpLogout: number; portalLogout: number };
  /** Refresh tokens presented again after rotation (reuse detection). */
  readonly reuses: () => number;
  /** Whether a refresh token would still be accepted (not rotated, logged out or revoked). */
  readonly isLive: (refreshToken: string) => boolean;
}

/**
 * A strict fake identity provider: refresh tokens rotate and a reused one is refused with
 * invalid_grant, as the sandbox and Keycloak do.
 * @example const idp = createFakeIdentityProvider({ clock: time.clock }); fetch.respondWith(idp.handler);
 */
export function createFakeIdentityProvider(options: FakeIdentityProviderOptions): FakeIdentityProvider {
  const { clock, accessSeconds = 300, refreshSeconds = 1800, maxSessionSeconds } = options;
  const serverNow = () => clock.now() - (options.clientAheadMs ?? 0);
  const live = new Map<string, { sessionStart: number }>();
  const spent = new Set<string>();
  const queued: FakeAnswer[] = [];
  let serial = 0;
  let reuses = 0;

  function issue(sessionStart: number) {
    const now = serverNow();
    const iat = Math.floor(now / 1000);
    const maxEnd =
      maxSessionSeconds === undefined ? Number.POSITIVE_INFINITY : sessionStart + maxSessionSeconds;
    serial++;
    const tokens = {
      access_token: unsignedJwt({
        iat,
        exp: Math.min(iat + accessSeconds, maxEnd),
        azp: 'portal-web',
        jti: `a${serial}`,
      }),
      refresh_token: unsignedJwt({ iat, exp: Math.min(iat + refreshSeconds, maxEnd), jti: `r${serial}` }),
    };
    live.set(tokens.refresh_token, { sessionStart });
    return tokens;
  }

  const invalidGrant = (description: string) =>
    Response.json({ error: 'invalid_grant', error_description: description }, { status: 400 });

  const handler: FakeFetchHandler = async (request) => {
    const path = new URL(request.url).pathname;
    // Like a real identity provider, its endpoints answer their own method only.
    if (request.method !== 'POST' && !path.endsWith('/open_api/v2/customer'))
      return new Response(null, { status: 405 });
    if (path.endsWith('/protocol/openid-connect/token')) {
      const answer = queued.shift();
      if (answer === 'network-error') throw new TypeError('fetch failed');
      if (answer) return answer;
      const token = new URLSearchParams(request.body ?? '').get('refresh_token') ?? '';
      const session = live.get(token);
      if (!session) {
        if (!spent.has(token)) return invalidGrant('Invalid refresh token');
        reuses++;
        return invalidGrant('Maximum allowed refresh token reuse exceeded');
      }
      live.delete(token);
      spent.add(token);
      const exp = readExpiry(token) ?? 0;
      if (exp * 1000 <= serverNow()) return invalidGrant('Token is not active');
      return Response.json({ ...issue(session.sessionStart), token_type: 'Bearer' });
    }
    if (path.endsWith('/protocol/openid-connect/logout')) {
      live.delete(new URLSearchParams(request.body ?? '').get('refresh_token') ?? '');
      return new Response(null, { status: provider.status.idpLogout });
    }
    if (path.endsWith('/protocol/openid-connect/revoke')) {
      // RFC 7009: 200 whether or not the token was known.
      live.delete(new URLSearchParams(request.body ?? '').get('token') ?? '');
      return new Response(null, { status: 200 });
    }
    if (path.endsWith('/open_api/v2/customer'))
      return Response.json(
        { customerId: '0047110001', userId: 'user-1', fullName: 'Dr. Erika Mustermann', status: 'Active' },
        { status: provider.status.probe },
      );
    if (path.endsWith('/open_api/v2/logout'))
      return new Response(null, { status: provider.status.portalLogout });
    return new Response(null, { status: 404 });
  };

  const provider: FakeIdentityProvider = {
    handler,
    login: () => issue(Math.floor(serverNow() / 1000)),
    failNextRefresh: (...answers) => void queued.push(...answers),
    status: { probe: 200, idpLogout: 204, portalLogout: 200 },
    reuses: () => reuses,
    isLive: (refreshToken) => live.has(refreshToken),
  };
  return provider;
}

/** Every service on its own example host: `https://identity.example`, `https://portal.example`, … */
export const TEST_SERVICE_URLS = Object.fromEntries(
  SERVICES.map((name) => [name, `https://${name}.example`]),
) as ServiceUrls;

export interface SessionWorld {
  readonly time: FakeTime;
  readonly idp: FakeIdentityProvider;
  readonly fetch: FakeFetch;
  readonly storage: MemoryStorageArea;
  readonly broadcast: BroadcastHub;
  readonly locks: Locks;
  readonly cookies: MemoryCookies;
}

/**
 * @example const world = createSessionWorld({ now: Date.UTC(2025, 0, 1) });
 */
export function createSessionWorld(
  options: { now?: number } & Omit<FakeIdentityProviderOptions, 'clock'> = {},
): SessionWorld {
  const time = createFakeTime({ now: options.now ?? Date.UTC(2025, 0, 1, 12) });
  const idp = createFakeIdentityProvider({ ...options, clock: time.clock });
  return {
    time,
    idp,
    fetch: createFakeFetch(idp.handler),
    storage: createMemoryStorageArea(),
    broadcast: createBroadcastHub(),
    locks: createInProcessLocks(),
    cookies: createMemoryCookies(),
  };
}

/**
 * Logs a tab in, as the login flow does: tokens stored with the request's timing.
 * @example logIn(world, tab); tab.session.getSnapshot() // { status: 'active' }
 */
export function logIn(world: SessionWorld, tab: { readonly tokens: Pick<TokenStore, 'save'> }): void {
  const now = world.time.clock.now();
  tab.tokens.save(world.idp.login(), { requestStart: now, responseEnd: now });
}

/**
 * The first call the world's network carried to a path ending in `path`, as a form post is
 * checked: its URL, method and content type, and its form fields.
 * @example expect(formPostTo(world, '/protocol/openid-connect/token').fields).toEqual({ grant_type: 'refresh_token', … })
 */
export function formPostTo(world: SessionWorld, path: string) {
  const [call] = world.fetch.callsTo(path);
  return {
    url: call?.url,
    method: call?.method,
    contentType: call?.headers['content-type'],
    fields: Object.fromEntries(new URLSearchParams(call?.body ?? '')),
  };
}
