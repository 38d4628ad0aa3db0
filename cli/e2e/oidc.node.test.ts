/**
 * portal-cli against a certified OpenID Connect server nobody here wrote (oidc-provider,
 * fixtures/oidc), as an operator would use it (docs/decisions/171): tokens minted with the code
 * flow and PKCE, stored with `login --with-tokens`; `session refresh` stores each rotation;
 * parallel processes make one token call; reuse, expiry, a client mismatch and an unknown client
 * end the session worded as the server said; `logout` in the standard (revocation) mode ends the
 * grant, so the old refresh token is refused afterwards.
 */
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { UnsecuredJWT } from 'jose';
import lockfile from 'proper-lockfile';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REFRESH_LOCK_NAME, type TokenSet } from '../../core/auth';
import { mintTokens } from '../../fixtures/oidc/mint';
import { REALM_PATH, type RunningOidcProvider, startOidcProvider } from '../../fixtures/oidc/provider';
import { lockPathOf } from '../adapters/file-locks';
import { buildCliOnce } from '../test/build-once';
import {
  type CliRun,
  jsonOf,
  type RunOptions,
  runCliPatiently as runCli,
  sessionFileOf,
  tempConfigDir,
} from '../test/run-cli';
import { postRefreshGrant } from '../test/token-endpoint';

const TOKEN_PATH = `${REALM_PATH}/protocol/openid-connect/token`;

let idp: RunningOidcProvider;
beforeAll(async () => {
  [idp] = await Promise.all([startOidcProvider(), buildCliOnce()]);
}, 120_000);
afterAll(() => idp?.close());

const storedRefreshToken = (options: RunOptions) =>
  (JSON.parse(readFileSync(sessionFileOf(options), 'utf8')) as Record<string, string>).refresh_token;
const tokenCalls = () => idp.requests().filter((entry) => entry.path === TOKEN_PATH).length;

/** The operator's environment: the local one, every service on the provider's origin. */
function operator(env: Record<string, string> = {}): RunOptions {
  return { configDir: tempConfigDir(), sandboxUrl: idp.origin, env };
}

async function storeTokens(options: RunOptions, tokens: TokenSet): Promise<CliRun> {
  const run = await runCli(['login', '--with-tokens', '--json'], {
    ...options,
    input: JSON.stringify(tokens),
  });
  expect(run.code, run.stderr).toBe(0);
  return run;
}

async function refreshDirectly(refreshToken: string) {
  const response = await postRefreshGrant(`${idp.origin}${TOKEN_PATH}`, refreshToken);
  await response.body?.cancel();
  return response.status;
}

describe('portal-cli against oidc-provider', { timeout: 900_000 }, () => {
  it('login --with-tokens, then session refresh twice: each rotation is stored and used next', async () => {
    const options = operator();
    const stored = await storeTokens(options, await mintTokens(idp.origin));
    expect(jsonOf(stored)).toMatchObject({
      ok: true,
      source: 'tokens',
      token: { timing: 'claims', clientId: 'login' },
      refreshToken: { expiry: 'unknown' },
    });
    const seen = [storedRefreshToken(options)];
    for (let round = 0; round < 2; round++) {
      const run = await runCli(['session', 'refresh', '--json'], options);
      expect(run.code, run.stderr).toBe(0);
      expect(jsonOf(run)).toMatchObject({ ok: true, via: 'refreshed', server: { kind: 'accepted' } });
      seen.push(storedRefreshToken(options));
    }
    expect(new Set(seen).size).toBe(3);
    const status = await runCli(['session'], options);
    expect(status.code, status.stderr).toBe(0);
    expect(status.stdout).toContain('client login');
    expect(status.stdout).toContain('present, its end unknown: it is opaque');
    expect(status.stdout).toContain('accepts the session (HTTP 200)');
  });

  it('three parallel session refresh make one token call: one refreshes, two adopt', async () => {
    const options = operator();
    await storeTokens(options, await mintTokens(idp.origin));
    const lockOptions = {
      lockfilePath: lockPathOf(sessionFileOf(options), REFRESH_LOCK_NAME),
      realpath: false,
      stale: 10_000,
    };
    const release = await lockfile.lock(sessionFileOf(options), lockOptions);
    idp.clearRequests();
    const waiting = new Set<number>();
    let allWaiting: () => void = () => {};
    const ready = new Promise<void>((resolve) => {
      allWaiting = resolve;
    });
    const runs = Promise.all(
      [0, 1, 2].map((index) =>
        runCli(['session', 'refresh', '--json', '--verbose'], {
          ...options,
          env: { PORTAL_LOCK_WAIT: '240' },
          onStderr: (stderr) => {
            if (stderr.includes('Waiting for the session lock')) waiting.add(index);
            if (waiting.size === 3) allWaiting();
          },
        }),
      ),
    );
    await Promise.race([ready, runs]);
    await release();
    const results = await runs;
    for (const run of results) expect(run.code, run.stderr).toBe(0);
    expect(results.map((run) => jsonOf(run).via).sort()).toEqual(['adopted', 'adopted', 'refreshed']);
    expect(tokenCalls()).toBe(1);
  });

  it('reuse of a rotated token (a copy of the session file): exit 3, worded by what the server said', async () => {
    const options = operator();
    await storeTokens(options, await mintTokens(idp.origin));
    const copy = operator();
    mkdirSync(dirname(sessionFileOf(copy)), { recursive: true, mode: 0o700 });
    copyFileSync(sessionFileOf(options), sessionFileOf(copy));
    expect((await runCli(['session', 'refresh'], options)).code).toBe(0);
    const run = await runCli(['session', 'refresh'], copy);
    expect(run.code, run.stderr).toBe(3);
    expect(run.stderr).toContain(
      'the server no longer accepts the refresh token (it does not say why) (server: invalid_grant "grant request is invalid", HTTP 400)',
    );
    expect(run.stderr).not.toContain('expired');
    // oidc-provider revoked the whole grant on reuse: the owner's session is over too.
    expect((await runCli(['session', 'refresh'], options)).code).toBe(3);
  });

  it('an expired refresh token: exit 3', async () => {
    const options = operator();
    await storeTokens(options, await mintTokens(idp.origin));
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 2 * 3600_000); // the provider's clock, not the CLI's
      const run = await runCli(['session', 'refresh', '--json'], options);
      expect(run.code, run.stderr).toBe(3);
      expect(jsonOf(run)).toMatchObject({
        error: { code: 'REFRESH_FAILED', details: { code: 'AUTH_REFRESH_GRANT_INVALID', status: 400 } },
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a client mismatch and an unknown client: exit 3, each named', async () => {
    const login = await mintTokens(idp.origin, 'login');
    const openBanking = await mintTokens(idp.origin, 'open-banking');
    const mismatch = operator();
    await storeTokens(mismatch, {
      access_token: openBanking.access_token,
      refresh_token: login.refresh_token,
    });
    const refused = await runCli(['session', 'refresh'], mismatch);
    expect(refused.code, refused.stderr).toBe(3);
    expect(refused.stderr).toContain('invalid_grant');

    const unknown = operator();
    const now = Math.floor(Date.now() / 1000);
    const access = new UnsecuredJWT({ client_id: 'unknown-app', iat: now, exp: now + 300 }).encode();
    await storeTokens(unknown, {
      access_token: access,
      refresh_token: (await mintTokens(idp.origin)).refresh_token,
    });
    const run = await runCli(['session', 'refresh', '--json'], unknown);
    expect(run.code, run.stderr).toBe(3);
    expect(run.stderr).toContain('the server does not know the client unknown-app');
    expect(jsonOf(run)).toMatchObject({
      error: { details: { code: 'AUTH_REFRESH_CLIENT_UNKNOWN', status: 401 } },
    });
  });

  it('logout in the standard mode (PORTAL_IDENTITY_LOGOUT=revocation) ends the grant: the old refresh token is refused', async () => {
    const options = operator({ PORTAL_IDENTITY_LOGOUT: 'revocation' });
    await storeTokens(options, await mintTokens(idp.origin));
    expect((await runCli(['session', 'refresh'], options)).code).toBe(0);
    const refreshToken = storedRefreshToken(options)!;
    const logout = await runCli(['logout', '--json'], options);
    expect(logout.code, logout.stderr).toBe(0);
    expect(jsonOf(logout)).toMatchObject({ ok: true, loggedOut: true, server: { ok: true } });
    expect(logout.stderr).not.toContain('warning');
    expect(await refreshDirectly(refreshToken)).toBe(400);
  });

  it('the Keycloak logout (the default) against this server: a warning says why, and the grant is still alive', async () => {
    const options = operator();
    await storeTokens(options, await mintTokens(idp.origin));
    const refreshToken = storedRefreshToken(options)!;
    const logout = await runCli(['logout', '--json'], options);
    expect(logout.code, logout.stderr).toBe(0);
    expect(jsonOf(logout)).toMatchObject({ server: { ok: false, code: 'LOGOUT_IDP_FAILED' } });
    expect(await refreshDirectly(refreshToken)).toBe(200);
  });
});
