/**
 * The session under faults (security.md 11 and 13, docs/decisions/170 and 172), the built CLI
 * against the sandbox: an identity provider that answers 500, malformed JSON, an HTML page or a
 * redirect, or resets the connection, keeps the session (exit 4 with a message); only its refusal
 * ends it (exit 3), worded by what it said; the session probe believes only the contract's
 * customer; and a process killed mid-refresh, after the server rotated the token, loses nothing.
 *
 * The commands run in the test process (run-in-process.ts), where a refresh's retries follow at
 * once instead of after seconds; real processes only where the process is the point: killed
 * mid-refresh, and a reset that must not end in Node's exit 13 (a promise left unsettled).
 */
import type { ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { dirname } from 'node:path';
import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../fixtures';
import type { FaultInput } from '../../fixtures/faults/faults';
import { sessionFilePath } from '../config/paths';
import {
  type CliRun,
  jsonOf,
  type RunOptions,
  runCliPatiently,
  sessionFileOf,
  tempConfigDir,
} from '../test/run-cli';
import { runInProcess as runCli } from '../test/run-in-process';
import { sandboxPerFile, withSandbox } from '../test/sandbox';

const sandbox = sandboxPerFile();
afterEach(() => sandbox().state.faults.clear());

const storedAt = (file: string): Record<string, string> => JSON.parse(readFileSync(file, 'utf8'));
const stored = (options: RunOptions) => storedAt(sessionFileOf(options));
/** The session file of another identity provider (session files are kept per identity origin). */
const sessionFileAt = (options: RunOptions, identity: string) =>
  sessionFilePath({ PORTAL_CLI_CONFIG_DIR: options.configDir }, 'local', 'DEU', identity);
const tokenCalls = (on: RunningSandbox) =>
  on.state.requests.list().filter((entry) => entry.endpoint === 'token').length;

async function loggedIn(on: RunningSandbox = sandbox()): Promise<RunOptions> {
  const options: RunOptions = { configDir: tempConfigDir(), sandboxUrl: on.url };
  const login = await runCli(['login', '--json'], options);
  expect(login.code, login.stderr).toBe(0);
  return options;
}

function fault(spec: FaultInput, on: RunningSandbox = sandbox()) {
  on.state.faults.add({ endpoint: 'token', ...spec } as Parameters<typeof on.state.faults.add>[0]);
}

describe('a refresh that gets no verdict keeps the session: exit 4 with a message', {
  timeout: 900_000,
}, () => {
  it.each([
    ['HTTP 500', { status: 500 }, 'AUTH_REFRESH_UNAVAILABLE', 'answered HTTP 500 (server_error)'],
    [
      'a 200 with malformed JSON',
      { status: 200, body: 'malformed-json' },
      'AUTH_REFRESH_INVALID_ANSWER',
      'malformed JSON',
    ],
    ['a 200 HTML page', { status: 200, body: 'html' }, 'AUTH_REFRESH_INVALID_ANSWER', 'an HTML page'],
    ['a 302 redirect', { status: 302 }, 'AUTH_REFRESH_UNAVAILABLE', 'a redirect (HTTP 302)'],
    ['a dropped connection', { drop: true }, 'AUTH_REFRESH_NETWORK', 'did not reach the server'],
  ] as const)(
    '%s: retried, then exit 4; the session file keeps its tokens and the next refresh works',
    async (_, spec, code, words) => {
      const options = await loggedIn();
      const before = stored(options);
      fault(spec);
      const run = await runCli(['session', 'refresh', '--json'], options);
      expect(run.code, run.stderr).toBe(4);
      expect(jsonOf(run)).toMatchObject({
        ok: false,
        error: { code: 'UNREACHABLE', exitCode: 4, details: { code, attempts: 3 } },
      });
      expect(run.stderr).toContain(words);
      expect(run.stderr).toContain('The session is kept.');
      expect(stored(options)).toMatchObject({
        access_token: before.access_token,
        refresh_token: before.refresh_token,
      });
      sandbox().state.faults.clear();
      const next = await runCli(['session', 'refresh', '--json'], options);
      expect(next.code, next.stderr).toBe(0);
      expect(jsonOf(next)).toMatchObject({ ok: true, via: 'refreshed' });
    },
  );

  it('a fault that clears: the retry refreshes, exit 0', async () => {
    const options = await loggedIn();
    sandbox().state.requests.clear();
    fault({ status: 503, times: 1 });
    const run = await runCli(['session', 'refresh', '--json'], options);
    expect(run.code, run.stderr).toBe(0);
    expect(jsonOf(run)).toMatchObject({ ok: true, via: 'refreshed' });
    expect(tokenCalls(sandbox())).toBe(2);
  });
});

describe('a refusal ends the session: exit 3, worded by what the server said', { timeout: 900_000 }, () => {
  it('a reused refresh token: "already been used", with the server’s words', async () => {
    const options = await loggedIn();
    const copy: RunOptions = { ...options, configDir: tempConfigDir() };
    mkdirSync(dirname(sessionFileOf(copy)), { recursive: true, mode: 0o700 });
    copyFileSync(sessionFileOf(options), sessionFileOf(copy));
    expect((await runCli(['session', 'refresh'], options)).code).toBe(0);
    sandbox().state.clock.advance(6_000); // past the reuse grace period
    const run = await runCli(['session', 'refresh', '--json'], copy);
    expect(run.code, run.stderr).toBe(3);
    expect(jsonOf(run)).toMatchObject({
      ok: false,
      error: {
        code: 'REFRESH_FAILED',
        details: { code: 'AUTH_REFRESH_TOKEN_REUSED', status: 400, server: { error: 'invalid_grant' } },
      },
    });
    expect(run.stderr).toContain('the refresh token had already been used');
    expect(run.stderr).toContain('"Maximum allowed refresh token reuse exceeded');
    expect(run.stderr).not.toContain('expired');
  });

  it('an unknown client and an expired session are named as such', async () => {
    const unknown = await loggedIn();
    fault({ status: 401, error: 'invalid_client' });
    const run = await runCli(['session', 'refresh'], unknown);
    expect(run.code, run.stderr).toBe(3);
    expect(run.stderr).toContain('the server does not know the client login');
    sandbox().state.faults.clear();

    const idle = await loggedIn();
    sandbox().state.clock.advance(1_801_000); // past the idle session
    const ended = await runCli(['session', 'refresh'], idle);
    expect(ended.code, ended.stderr).toBe(3);
    expect(ended.stderr).toContain('the refresh token has expired or its session has ended');
    expect(ended.stderr).toContain('"Token is not active"');
  });
});

/** A TCP server that answers every connection with a reset (RST), as a failing host or middlebox does. */
async function resettingHost(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((socket: Socket) => {
    socket.on('error', () => {});
    socket.resetAndDestroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Forwards to the sandbox, but resets every connection that carries a token call. */
async function tokenResettingProxy(target: string): Promise<{ url: string; close(): Promise<void> }> {
  const { connect } = await import('node:net');
  const targetPort = Number(new URL(target).port);
  const server: Server = createServer((client: Socket) => {
    client.on('error', () => {});
    const upstream = connect(targetPort, '127.0.0.1');
    upstream.on('error', () => client.destroy());
    client.on('data', (chunk) => {
      if (String(chunk).includes('/protocol/openid-connect/token')) {
        upstream.destroy();
        client.resetAndDestroy();
      } else upstream.write(chunk);
    });
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('a connection reset from the identity host ends with a message and exit 4, never exit 13', {
  timeout: 900_000,
}, () => {
  it('session refresh, session refresh --json and check, each several times', async () => {
    const options = await loggedIn();
    const host = await resettingHost();
    try {
      const env = { PORTAL_SERVICES: JSON.stringify({ identity: host.url }) };
      // Session files are kept per identity provider: this session's, as if it had been made there.
      copyFileSync(sessionFileOf(options), sessionFileAt(options, host.url));
      const runs: Array<[string, CliRun]> = [];
      for (let round = 0; round < 4; round++)
        for (const args of [
          ['session', 'refresh'],
          ['session', 'refresh', '--json'],
          ['check', '--locale', 'de-de'],
        ])
          runs.push([args.join(' '), await runCli(args, { ...options, env })]);
      for (const args of [
        ['session', 'refresh'],
        ['session', 'refresh', '--json'],
        ['check', '--locale', 'de-de'],
      ])
        runs.push([`${args.join(' ')} (a process)`, await runCliPatiently(args, { ...options, env })]);
      for (const [command, run] of runs) {
        expect([command, run.code], run.stderr).toEqual([command, 4]);
        expect(run.stderr, command).toContain('error:');
        if (command.includes('--json'))
          expect(jsonOf(run)).toMatchObject({ ok: false, error: { exitCode: 4 } });
      }
    } finally {
      await host.close();
    }
  });

  it('a reset of the token call itself: exit 4, the session kept', async () => {
    const proxy = await tokenResettingProxy(sandbox().url);
    try {
      const options: RunOptions = {
        configDir: tempConfigDir(),
        sandboxUrl: sandbox().url,
        env: { PORTAL_SERVICES: JSON.stringify({ identity: proxy.url }) },
      };
      const login = await runCli(['login'], options);
      expect(login.code, login.stderr).toBe(0);
      const file = sessionFileAt(options, proxy.url);
      const before = storedAt(file).refresh_token;
      const run = await runCli(['session', 'refresh', '--json'], options);
      expect(run.code, run.stderr).toBe(4);
      expect(jsonOf(run)).toMatchObject({ error: { details: { code: 'AUTH_REFRESH_NETWORK' } } });
      expect(storedAt(file).refresh_token).toBe(before);
    } finally {
      await proxy.close();
    }
  });
});

describe('the session probe accepts only the contract’s customer (§7)', { timeout: 900_000 }, () => {
  it('a 200 HTML page is no "Server accepts the session"', async () => {
    const options = await loggedIn();
    sandbox().state.faults.add({ endpoint: 'sessionProbe', status: 200, body: 'html' });
    const text = await runCli(['session'], options);
    expect(text.stdout).not.toContain('accepts the session');
    expect(text.stdout).toContain('gave no verdict: HTTP 200 with an HTML page, not the customer');
    const json = await runCli(['session', '--json'], options);
    expect(jsonOf(json)).toMatchObject({ server: { kind: 'no-verdict', status: 200 } });
    const refresh = await runCli(['session', 'refresh', '--json'], options);
    expect(refresh.code, refresh.stderr).toBe(0);
    expect(jsonOf(refresh)).toMatchObject({ ok: true, server: { kind: 'no-verdict' } });
    expect(refresh.stderr).toContain("The portal's session probe gave no verdict");
    sandbox().state.faults.clear();
    expect(jsonOf(await runCli(['session', '--json'], options))).toMatchObject({
      server: { kind: 'accepted', customer: { customerId: '0047110001' } },
    });
  });
});

describe('a process killed mid-refresh, after the server rotated the token (docs/decisions/172)', {
  timeout: 900_000,
}, () => {
  /** Runs `session refresh` and SIGKILLs it once the sandbox has rotated its refresh token. */
  async function killedAfterRotation(on: RunningSandbox, options: RunOptions): Promise<CliRun> {
    const { sid } = decodeJwt(stored(options).access_token!) as { sid: string };
    const session = on.state.sessions.get(sid)!;
    const rotatedOut = session.currentRefreshJti;
    // The server acts, then holds its answer: the window in which the process dies.
    on.state.faults.add({ endpoint: 'token', afterHandler: true, latencyMs: 2_500, times: 1 });
    let child: ChildProcess | undefined;
    const watch = setInterval(() => {
      if (session.currentRefreshJti !== rotatedOut) child?.kill('SIGKILL');
    }, 5);
    try {
      return await runCliPatiently(['session', 'refresh', '--json'], {
        ...options,
        onSpawn: (spawned) => {
          child = spawned;
        },
      });
    } finally {
      clearInterval(watch);
    }
  }

  it('the next refresh succeeds: the lock of the dead process is taken over and the reuse grace covers the retry', async () => {
    await withSandbox({ refreshTokenReuseGraceSeconds: 60 }, async (graceful) => {
      const options = await loggedIn(graceful);
      const before = stored(options).refresh_token;
      const killed = await killedAfterRotation(graceful, options);
      expect(killed.code, killed.stderr).toBeNull();
      expect(stored(options).refresh_token).toBe(before);
      const next = await runCli(['session', 'refresh', '--json', '--verbose'], options);
      expect(next.code, next.stderr).toBe(0);
      expect(jsonOf(next)).toMatchObject({ ok: true, via: 'refreshed' });
      expect(next.stderr).toContain('holder has died; taking the lock over');
      expect(stored(options).refresh_token).not.toBe(before);
      expect((await runCli(['session', 'refresh'], options)).code).toBe(0);
    });
  });

  it('without a grace period the same crash loses the session: the retry counts as reuse', async () => {
    await withSandbox({ refreshTokenReuseGraceSeconds: 0 }, async (strict) => {
      const options = await loggedIn(strict);
      const killed = await killedAfterRotation(strict, options);
      expect(killed.code).toBeNull();
      const next = await runCli(['session', 'refresh', '--json'], options);
      expect(next.code, next.stderr).toBe(3);
      expect(jsonOf(next)).toMatchObject({ error: { details: { code: 'AUTH_REFRESH_TOKEN_REUSED' } } });
    });
  });
});
