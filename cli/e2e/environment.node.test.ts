/**
 * The built CLI and its environments: the embedded sandbox started in-process when none
 * listens, `portal-cli sandbox`, `session --watch` refreshing as the portal does, an unreachable
 * environment, a malformed configuration file, usage errors and help.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../../fixtures';
import { DEFAULT_SANDBOX_ORIGIN } from '../config/environment';
import { BIN, buildCliOnce, REPO } from '../test/build-once';
import { cliEnv, jsonOf, runCli, sessionFileOf, tempConfigDir } from '../test/run-cli';

/** Something answers HTTP at the origin. */
async function answers(origin: string): Promise<boolean> {
  try {
    await fetch(origin, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

/** A loopback port nothing listens on (taken, then released). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let shortSandbox: RunningSandbox;

beforeAll(async () => {
  // Access tokens of 125 s: the portal's refresh (120 s before the end) is due 5 s after login.
  [shortSandbox] = await Promise.all([
    startSandbox({ port: 0, config: { captchaMaxNumber: 1000, accessTokenLifeSeconds: 125 } }),
    buildCliOnce(),
  ]);
}, 120_000);
afterAll(() => shortSandbox?.close());

describe.concurrent('the embedded sandbox (design §1, §4)', () => {
  it('with no sandbox URL and nothing on 127.0.0.1:4010, login starts the sandbox inside the command and says that it stops with it', async (context) => {
    // The default origin is shared with whatever else runs on this machine (`npm start`, another
    // checkout's tests): when something already answers there, the start cannot be observed.
    if (await answers(DEFAULT_SANDBOX_ORIGIN)) context.skip();
    const configDir = tempConfigDir();
    // The sandbox starts inside the command: patient, as a loaded runner needs.
    const run = await runCli(['login', '--locale', 'de-de', '--json'], { configDir, timeoutMs: 120_000 });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(
      `Started the embedded sandbox at ${DEFAULT_SANDBOX_ORIGIN} inside this command`,
    );
    expect(jsonOf(run)).toMatchObject({ ok: true, customer: { customerNumber: '0047110001' } });
    // The next command starts a new sandbox, which does not know the session, and says why.
    const session = await runCli(['session'], { configDir, timeoutMs: 120_000 });
    expect(session.code).toBe(3);
    expect(session.stdout).toContain('refuses the session');
    expect(session.stderr).toContain('ran inside the login command');
  }, 300_000);

  it('a PORTAL_SANDBOX_URL where nothing listens (any more) is exit 4 with a message: no sandbox is started there and the session is kept', async () => {
    const gone = await startSandbox({ port: 0, config: { captchaMaxNumber: 1000 } });
    const options = { configDir: tempConfigDir(), sandboxUrl: gone.url, timeoutMs: 120_000 };
    expect((await runCli(['login'], options)).code).toBe(0);
    await gone.close();
    const stored = readFileSync(sessionFileOf(options), 'utf8');
    for (const args of [['session', 'refresh'], ['session'], ['login']]) {
      const run = await runCli([...args, '--json'], options);
      expect(run.code, `${args.join(' ')}: ${run.stderr}`).toBe(4);
      expect(jsonOf(run)).toMatchObject({ ok: false, error: { code: 'UNREACHABLE', exitCode: 4 } });
      expect(run.stderr).toContain(`The sandbox at ${gone.url} (from PORTAL_SANDBOX_URL) does not answer.`);
      expect(run.stderr).not.toContain('Started the embedded sandbox');
    }
    expect(readFileSync(sessionFileOf(options), 'utf8')).toBe(stored);
  }, 300_000);

  it("keys the session by the sandbox: a login against a second sandbox keeps the first one's session", async () => {
    const second = await startSandbox({ port: 0, config: { captchaMaxNumber: 1000 } });
    try {
      const configDir = tempConfigDir();
      const first = { configDir, sandboxUrl: shortSandbox.url, timeoutMs: 120_000 };
      expect((await runCli(['login'], first)).code).toBe(0);
      expect(
        (
          await runCli(['login', '--email', 'otp@sandbox.local', '--otp', '123456'], {
            configDir,
            sandboxUrl: second.url,
            env: { PORTAL_PASSWORD: 'sandbox-password-1' },
          })
        ).code,
      ).toBe(0);
      expect(sessionFileOf(first)).not.toBe(sessionFileOf({ configDir, sandboxUrl: second.url }));
      const status = await runCli(['session', '--json'], first);
      expect(status.code, status.stderr).toBe(0);
      expect(jsonOf(status)).toMatchObject({ ok: true, customerNumber: '0047110001' });
    } finally {
      await second.close();
    }
  }, 300_000);

  it('`portal-cli sandbox --json` prints where it listens, serves logins, and stops on SIGINT (exit 130)', async () => {
    const child = spawn(process.execPath, [BIN, 'sandbox', '--port', '0', '--json'], {
      cwd: REPO,
      env: cliEnv({ configDir: tempConfigDir() }),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no document: ${stdout}`)), 120_000);
      child.stdout.on('data', () => {
        try {
          const doc = JSON.parse(stdout) as { url: string; personas: unknown[] };
          expect(doc.personas.length).toBeGreaterThan(10);
          clearTimeout(timer);
          resolve(doc.url);
        } catch {
          // not complete yet
        }
      });
    });
    const login = await runCli(['login', '--json'], { configDir: tempConfigDir(), sandboxUrl: url });
    expect(login.stderr).not.toContain('Started the embedded sandbox');
    expect(login.code).toBe(0);
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    child.kill('SIGINT');
    expect(await exited).toBe(130);
  });
});

describe.concurrent('portal-cli session --watch (§4, design §6)', () => {
  it('refreshes the token automatically when 120 s of its life remain, and stops after --for keeping the session', async () => {
    const options = { configDir: tempConfigDir(), sandboxUrl: shortSandbox.url };
    expect((await runCli(['login'], options)).code).toBe(0);
    const run = await runCli(['session', '--watch', '--for', '6', '--json'], {
      ...options,
    });
    expect(run.code, run.stderr).toBe(0);
    const doc = jsonOf(run) as unknown as { ended: string; events: Array<{ type: string }> };
    expect(doc.ended).toBe('stopped');
    // Real time on a loaded machine can fit a second refresh or a countdown tick into the window;
    // what matters is that it started, refreshed on its own, and stopped when --for ran out.
    const types = doc.events.map((event) => event.type);
    expect(types[0]).toBe('started');
    expect(types).toContain('refreshed');
    expect(types.at(-1)).toBe('stopped');
    // The plain timeline went to stderr, one line per event.
    expect(run.stderr).toMatch(/refreshed: token valid until/);
  });

  it('ends with exit 3 when another command logs the session out', async () => {
    const options = { configDir: tempConfigDir(), sandboxUrl: shortSandbox.url };
    expect((await runCli(['login'], options)).code).toBe(0);
    // The logout comes once the watch has begun (a fixed pause lost the race on a busy machine).
    let begun: () => void = () => undefined;
    const watchBegun = new Promise<void>((resolve) => {
      begun = resolve;
    });
    const watching = runCli(['session', '--watch', '--for', '20'], {
      ...options,
      onStdout: (stdout) => {
        if (stdout.includes('watching:')) begun();
      },
    });
    await Promise.race([watchBegun, watching]);
    expect((await runCli(['logout'], options)).code).toBe(0);
    const run = await watching;
    expect(run.code).toBe(3);
    expect(run.stdout).toContain('session ended');
  });
});

describe.concurrent('errors that say how to fix them', () => {
  it('an unreachable environment exits 4', async () => {
    const port = await freePort();
    const run = await runCli(['login', '--env', 'staging', '--email', 'qa@bank.example', '--json'], {
      configDir: tempConfigDir(),
      env: {
        PORTAL_PASSWORD: 'secret',
        PORTAL_CAPTCHA_TOKEN: 'test-key',
        PORTAL_SERVICES: JSON.stringify({
          identity: `https://127.0.0.1:${port}`,
          portal: `https://127.0.0.1:${port}`,
        }),
      },
    });
    expect(run.code).toBe(4);
    expect(jsonOf(run)).toMatchObject({ ok: false, error: { code: 'UNREACHABLE', exitCode: 4 } });
  });

  it('a remote environment without a bot-check token exits 2 naming where to set it', async () => {
    const run = await runCli(['login', '--env', 'staging', '--email', 'qa@bank.example'], {
      configDir: tempConfigDir(),
      env: { PORTAL_PASSWORD: 'secret' },
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('PORTAL_CAPTCHA_TOKEN');
  });

  it('a malformed configuration file exits 2 naming the file and the bad key', async () => {
    const configDir = tempConfigDir();
    const file = join(configDir, 'config.json');
    writeFileSync(
      file,
      JSON.stringify({
        environments: { staging: { regions: { GBR: { services: { customer: 'http://api.example' } } } } },
      }),
    );
    const run = await runCli(['markets', '--env', 'staging', '--region', 'gbr', '--json'], { configDir });
    expect(run.code).toBe(2);
    expect(jsonOf(run)).toMatchObject({ error: { code: 'CONFIG_INVALID' } });
    expect(run.stderr).toContain('services.customer: must use https');
    expect(run.stderr).toContain(`${file} environments.staging.regions.GBR`);
    writeFileSync(file, '{ "environments": { "stagin": {} } }');
    expect((await runCli(['markets'], { configDir })).stderr).toContain('environments.stagin');
    writeFileSync(file, '{ not json');
    expect((await runCli(['markets'], { configDir })).stderr).toContain('is not valid JSON');
  });

  it('usage errors exit 2 (with a JSON document under --json); help exits 0 and shows the exit codes', async () => {
    const configDir = tempConfigDir();
    const unknown = await runCli(['markets', '--bogus', '--json'], { configDir });
    expect(unknown.code).toBe(2);
    expect(jsonOf(unknown)).toMatchObject({ ok: false, error: { code: 'USAGE' } });
    expect((await runCli(['login', '--locale', 'xx-yy'], { configDir })).code).toBe(2);
    const help = await runCli(['--help'], { configDir });
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('4    environment unreachable');
    expect(help.stdout).toContain('130  interrupted with Ctrl-C');
  });
});
