/**
 * The built CLI against the real sandbox: the §4 session modes a QA engineer can simulate on the
 * commands that show session state (decision 101): the mobile app's webview and local
 * development's 220 s token with the session checks bypassed; and the §2.1 pension logout flow
 * (decision 100).
 */
import { describe, expect, it } from 'vitest';
import { jsonOf, type RunOptions, runCli, tempConfigDir } from '../test/run-cli';
import { sandboxPerFile } from '../test/sandbox';

const sandbox = sandboxPerFile();

const fresh = (): RunOptions => ({ configDir: tempConfigDir(), sandboxUrl: sandbox().url });

interface StatusDocument {
  mode: string;
  sessionChecks: string;
  secondsLeft: number | null;
  idleEndsAt: string | null;
  token: { secondsLeft: number; timing: string };
  refresh: unknown;
}

describe('portal-cli session modes (§4, decision 101)', () => {
  it('--mobile-webview: no idle end, and the time left is the token life; without it the idle end applies', async () => {
    const options = fresh();
    expect((await runCli(['login', '--locale', 'de-de'], options)).code).toBe(0);

    const browser = jsonOf(
      await runCli(['session', '--json', '--offline'], options),
    ) as unknown as StatusDocument;
    expect(browser).toMatchObject({ mode: 'browser', sessionChecks: 'on' });
    expect(browser.idleEndsAt).not.toBeNull();

    const run = await runCli(['session', '--json', '--offline', '--mobile-webview'], options);
    expect(run.code).toBe(0);
    const webview = jsonOf(run) as unknown as StatusDocument;
    expect(webview).toMatchObject({ mode: 'mobileWebview', sessionChecks: 'on', idleEndsAt: null });
    expect(Math.abs((webview.secondsLeft ?? 0) - webview.token.secondsLeft)).toBeLessThanOrEqual(1);

    const text = await runCli(['session', '--offline', '--mobile-webview'], options);
    expect(text.stdout).toMatch(/Mode\s+mobile webview \(§4\): no idle end, no countdown/);
  });

  it('--simulated-session: the local 220 s token with the session checks bypassed; refused elsewhere', async () => {
    const options = fresh();
    expect((await runCli(['login', '--locale', 'de-de'], options)).code).toBe(0);
    const run = await runCli(['session', '--json', '--offline', '--simulated-session'], options);
    expect(run.code).toBe(0);
    const simulated = jsonOf(run) as unknown as StatusDocument;
    expect(simulated).toMatchObject({
      sessionChecks: 'bypassed',
      token: { timing: 'simulated' },
      refresh: null,
      secondsLeft: null,
    });
    expect(simulated.token.secondsLeft).toBeGreaterThanOrEqual(219);
    expect(simulated.token.secondsLeft).toBeLessThanOrEqual(220);

    const remote = await runCli(['session', '--simulated-session', '--env', 'staging'], options);
    expect(remote.code).toBe(2);
    expect(remote.stderr).toContain('--simulated-session');
  });

  it('the help names both switches', async () => {
    const help = await runCli(['session', '--help'], fresh());
    expect(help.stdout).toContain('--mobile-webview');
    expect(help.stdout).toMatch(/--simulated-session\s+local only/);
  });

  it('§2.1 pension logout flow: logout --page /de-de/pension/ with userManagementPensionLogout ends in the pension logout page', async () => {
    // The flag is on in the local preset (core/config local-preset.ts), as in the web portal.
    const options = fresh();
    expect((await runCli(['login', '--locale', 'de-de'], options)).code).toBe(0);
    const run = await runCli(['logout', '--page', '/de-de/pension/', '--json'], options);
    expect(run.code).toBe(0);
    expect(jsonOf(run)).toMatchObject({ loggedOut: true, destination: '/de-de/pension/logout/' });

    // With the flag off: the login page.
    const plain = { ...fresh(), env: { PORTAL_FLAGS: '{"userManagementPensionLogout":false}' } };
    expect((await runCli(['login', '--locale', 'de-de'], plain)).code).toBe(0);
    const off = await runCli(['logout', '--page', '/de-de/pension/', '--json'], plain);
    expect(jsonOf(off)).toMatchObject({ destination: '/de-de/login/?logout=user' });

    const bad = await runCli(['logout', '--page', 'https://evil.example/'], options);
    expect(bad.code).toBe(2);
  });
});
