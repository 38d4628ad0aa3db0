/**
 * `portal-cli logout` ends the grant at the identity provider, in both modes
 * (docs/decisions/171): the spec's Keycloak call and the standard revocation (RFC 7009). Proof:
 * the old refresh token is refused afterwards. The same holds against oidc-provider
 * (oidc.node.test.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  jsonOf,
  type RunOptions,
  runCliPatiently as runCli,
  sessionFileOf,
  tempConfigDir,
} from '../test/run-cli';
import { sandboxPerFile } from '../test/sandbox';
import { postRefreshGrant } from '../test/token-endpoint';

const sandbox = sandboxPerFile();

async function refreshDirectly(refreshToken: string) {
  const tokenUrl = `${sandbox().url}/auth/realms/global/protocol/openid-connect/token`;
  const response = await postRefreshGrant(tokenUrl, refreshToken);
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
    const options: RunOptions = { configDir: tempConfigDir(), sandboxUrl: sandbox().url, env };
    expect((await runCli(['login'], options)).code).toBe(0);
    const file = sessionFileOf(options);
    const refreshToken = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>).refresh_token!;
    sandbox().state.requests.clear();
    const logout = await runCli(['logout', '--json'], options);
    expect(logout.code, logout.stderr).toBe(0);
    expect(jsonOf(logout)).toMatchObject({ ok: true, loggedOut: true, server: { ok: true } });
    expect(
      sandbox()
        .state.requests.list()
        .map((entry) => [entry.endpoint, entry.status]),
    ).toContainEqual([endpoint, endpoint === 'revocation' ? 200 : 204]);
    expect(await refreshDirectly(refreshToken)).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Session not active' },
    });
  });
});
