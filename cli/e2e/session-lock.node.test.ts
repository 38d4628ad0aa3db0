/**
 * One refresh across processes (design §6, auth0-spa-js `lock.ts`): parallel portal-cli
 * processes on one stored session, as parallel CI jobs run them, spend its refresh token once.
 * Real processes of the built CLI against the real sandbox, which detects refresh-token reuse (and
 * then revokes the session, as Keycloak does); its request log counts the token calls.
 *
 * "At the same instant" is made exact: the test holds the session's refresh lock itself, starts
 * the processes, waits until each one has read the stored refresh token and is waiting for the lock
 * (its `--verbose` line), then lets go. Without the cross-process lock every process would spend
 * the same token, and the sandbox would end the session in the first round.
 *
 * On a busy CI runner (load 10+ on 2 cores) eight Node processes can take many seconds to start, so
 * the processes wait for the lock far longer than the CLI's default 30 s, and a process that ends
 * before it waits (a failure) makes the test let go of the lock at once and report that process.
 */
import { mkdirSync, utimesSync } from 'node:fs';
import lockfile from 'proper-lockfile';
import { describe, expect, it } from 'vitest';
import { REFRESH_LOCK_NAME } from '../../core/auth';
import { lockPathOf } from '../adapters/file-locks';
import { type CliRun, jsonOf, type RunOptions, runCli, sessionFileOf, tempConfigDir } from '../test/run-cli';
import { sandboxPerFile } from '../test/sandbox';

const PROCESSES = 8;
/**
 * Every round is the same exact contention (all processes wait on the held lock, then it is let go),
 * so a few rounds prove the rule; many rounds on a starved machine are a soak, not a test.
 */
const ROUNDS = 5;
const WAITING = 'Waiting for the session lock';
/** How long each process may wait for the test's lock and run: far beyond a busy runner's start-up. */
const PATIENT = { env: { PORTAL_LOCK_WAIT: '240' }, timeoutMs: 300_000 } as const;

const sandbox = sandboxPerFile();

const lockOf = (options: RunOptions) => lockPathOf(sessionFileOf(options), REFRESH_LOCK_NAME);
const tokenCalls = () =>
  sandbox()
    .state.requests.list()
    .filter((entry) => entry.endpoint === 'token').length;

/** Holds the session's refresh lock as a portal-cli process would (renewed, so never stale). */
function holdLock(options: RunOptions): Promise<() => Promise<void>> {
  return lockfile.lock(sessionFileOf(options), {
    lockfilePath: lockOf(options),
    realpath: false,
    stale: 10_000,
    // proper-lockfile throws from a timer by default; a lost lock shows as a failed round instead.
    onCompromised: () => {},
  });
}

async function loggedIn(): Promise<RunOptions> {
  const options: RunOptions = { configDir: tempConfigDir(), sandboxUrl: sandbox().url };
  const login = await runCli(['login', '--json'], options);
  expect(login.code, login.stderr).toBe(0);
  return options;
}

/**
 * Starts `count` processes; `ready` resolves once each of them waits for the lock, or as soon as one
 * ends without having waited, so the caller never holds the lock against processes that cannot come.
 */
function startWaiting(args: readonly string[], options: RunOptions, count: number) {
  const waiting = new Set<number>();
  let letGo: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  const runs = Array.from({ length: count }, (_, index) =>
    runCli(args, {
      ...options,
      ...PATIENT,
      env: { ...options.env, ...PATIENT.env },
      // stderr is everything printed so far, so a line split across chunks is still seen whole.
      onStderr: (stderr) => {
        if (!stderr.includes(WAITING) || waiting.has(index)) return;
        waiting.add(index);
        if (waiting.size === count) letGo();
      },
    }).finally(letGo),
  );
  return { ready, runs: Promise.all(runs) };
}

/** Every process's exit code and stderr, for a failed round's message. */
const describeRuns = (runs: readonly CliRun[]) =>
  runs.map((run, index) => `process ${index + 1}: exit ${run.code}\n${run.stderr}`).join('\n');

describe('one refresh across portal-cli processes (design §6)', () => {
  it(`${PROCESSES} processes × ${ROUNDS} rounds of session refresh: the session is kept and one token call per round`, {
    timeout: 900_000,
  }, async () => {
    const options = await loggedIn();
    for (let round = 1; round <= ROUNDS; round++) {
      sandbox().state.requests.clear();
      const release = await holdLock(options);
      const { ready, runs } = startWaiting(['session', 'refresh', '--json', '--verbose'], options, PROCESSES);
      await ready;
      await release();
      const results: CliRun[] = await runs;
      const codes = results.map((run) => run.code);
      expect(codes, `round ${round}:\n${describeRuns(results)}`).toEqual(Array(PROCESSES).fill(0));
      const docs = results.map(jsonOf);
      const via = docs.map((doc) => doc.via).sort();
      expect(via, `round ${round}`).toEqual([...Array(PROCESSES - 1).fill('adopted'), 'refreshed']);
      expect(tokenCalls(), `round ${round}: token calls`).toBe(1);
    }
    const session = await runCli(['session', '--json'], options);
    expect(session.code, session.stderr).toBe(0);
    expect(jsonOf(session)).toMatchObject({ ok: true, server: { kind: 'accepted' } });
  });

  it('menu --private beside waiting refreshes: every command succeeds, one token call, the session is kept', {
    timeout: 300_000,
  }, async () => {
    const options = await loggedIn();
    sandbox().state.requests.clear();
    const release = await holdLock(options);
    const refreshes = startWaiting(['session', 'refresh', '--json', '--verbose'], options, 3);
    const menus = Promise.all(
      Array.from({ length: 3 }, () => runCli(['menu', '--private', '--json'], { ...options, ...PATIENT })),
    );
    await refreshes.ready;
    await release();
    const results = [...(await refreshes.runs), ...(await menus)];
    expect(
      results.map((run) => run.code),
      describeRuns(results),
    ).toEqual(Array(6).fill(0));
    expect(tokenCalls()).toBe(1);
    expect((await runCli(['session', '--json'], options)).code).toBe(0);
  });

  it('takes over a stale lock left by a process that died (no renewal for 10 s)', {
    timeout: 240_000,
  }, async () => {
    const options = await loggedIn();
    const lock = lockOf(options);
    mkdirSync(lock);
    const old = new Date(Date.now() - 60_000);
    utimesSync(lock, old, old);
    // The lock directory is never removed here: only taking it over as stale lets the refresh run
    // (waiting for it would end in SESSION_BUSY, exit 4, after PORTAL_LOCK_WAIT).
    const run = await runCli(['session', 'refresh', '--json'], {
      ...options,
      env: { PORTAL_LOCK_WAIT: '120' },
      timeoutMs: 180_000,
    });
    expect(run.code, run.stderr).toBe(0);
    expect(jsonOf(run)).toMatchObject({ ok: true, via: 'refreshed' });
  });

  it('gives up after PORTAL_LOCK_WAIT seconds with a clear error, exit 4, and keeps the session', async () => {
    const options = await loggedIn();
    const release = await holdLock(options);
    try {
      const run = await runCli(['session', 'refresh', '--json'], {
        ...options,
        env: { PORTAL_LOCK_WAIT: '1.5' },
      });
      expect(run.code).toBe(4);
      expect(jsonOf(run)).toMatchObject({
        ok: false,
        error: { code: 'SESSION_BUSY', exitCode: 4, details: { code: 'AUTH_REFRESH_LOCK_TIMEOUT' } },
      });
      expect(run.stderr).toContain(lockOf(options));
      expect(run.stderr).toContain('the session is kept');
      expect(run.stderr).toContain('Waiting for another portal-cli process');
    } finally {
      await release();
    }
    const after = await runCli(['session', 'refresh', '--json'], options);
    expect(jsonOf(after)).toMatchObject({ ok: true, via: 'refreshed' });
  });

  it('a bad PORTAL_LOCK_WAIT is a configuration error (exit 2)', async () => {
    const options = await loggedIn();
    const run = await runCli(['session', 'refresh'], { ...options, env: { PORTAL_LOCK_WAIT: 'soon' } });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('PORTAL_LOCK_WAIT must be a positive number of seconds');
  });
});
