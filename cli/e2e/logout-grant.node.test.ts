/**
 * `portal-cli logout` ends the grant at the identity provider, in both modes
 * (docs/decisions/171): the spec's Keycloak call and the standard revocation (RFC 7009). Proof:
 * the old refresh token is refused afterwards. The same holds against oidc-provider
 * (oidc.node.test.ts).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../../fixtures';
import { buildCliOnce } from '../test/build-once';
import { jsonOf, type RunOptions, runCli as runCliNow, sessionFileOf, tempConfigDir } from '../test/run-cli';

/** Time limits that catch a hang, not slowness: a loaded runner may take many seconds per command. */
const PATIENT_MS = 180_000;
const runCli: typeof runCliNow = (args, options) => runCliNow(args, { timeoutMs: PATIENT_MS, ...options });

let sandbox: RunningSandbox;

beforeAll(async () => {
  [sandbox] = await Promise.all([
    startSandbox({ port: 0, config: { captchaMaxNumber: 1000 } }),
    buildCliOnce(),
  ]);
}, 120_000);
afterAll(() => sandbox?.close());

async function refreshDirectly(refreshToken: string) {
  const response = await fetch(`${sandbox.url}/auth/realms/global/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      client_id: 'login',
      refresh_token: refreshToken,
    }),
  });
  return { status: response.status, body: await response.json() };
}

describe('logout ends the grant on the sandbox', { timeout: 900_000 }, () => {
  it.each([
    ['the Keycloak call (the default)', {}, 'idpLogout'],
    [
      'the standard revocation (PORTAL_IDENTITY_LOGOUT=revocation)',
      { PORTAL_IDENTITY_LOGOUT: 'revocation' },
      'revocation',
    ],
  ] as const)('%s: the old refresh token is refused afterwards', async (_, env, endpoint) => {
    const options: RunOptions = { configDir: tempConfigDir(), sandboxUrl: sandbox.url, env };
    expect((await runCli(['login'], options)).code).toBe(0);
    const file = sessionFileOf(options);
    const refreshToken = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>).refresh_token!;
    sandbox.state.requests.clear();
    const logout = await runCli(['logout', '--json'], options);
    expect(logout.code, logout.stderr).toBe(0);
    expect(jsonOf(logout)).toMatchObject({ ok: true, loggedOut: true, server: { ok: true } });
    expect(sandbox.state.requests.list().map((entry) => [entry.endpoint, entry.status])).toContainEqual([
      endpoint,
      endpoint === 'revocation' ? 200 : 204,
    ]);
    expect(await refreshDirectly(refreshToken)).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Session not active' },
    });
  });
});
