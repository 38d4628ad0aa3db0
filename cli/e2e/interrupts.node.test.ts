/**
 * Ctrl-C as terminal users expect it (gh, docker, kubectl, k6): exit 130 from every command, after
 * the clean-up the command owes. `check` writes what it has (the partial report and the summary)
 * and logs out every session it opened, so an interrupted CI job leaves nothing open on the server.
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../../fixtures';
import { jsonOf, type RunOptions, runCli, tempConfigDir } from '../test/run-cli';
import { sandboxPerFile } from '../test/sandbox';

const sandbox = sandboxPerFile();

const activeSessions = (own: RunningSandbox) =>
  own.state.sessions.list().filter((session) => own.state.sessions.status(session) === 'active').length;

/** Sends SIGINT once `ready` holds for what the process printed so far. */
function interruptWhen(ready: (stdout: string, stderr: string) => boolean): Partial<RunOptions> {
  let child: ChildProcess | undefined;
  let out = '';
  let err = '';
  let sent = false;
  const check = () => {
    if (!sent && child && ready(out, err)) {
      sent = true;
      child.kill('SIGINT');
    }
  };
  return {
    onSpawn: (spawned) => {
      child = spawned;
    },
    onStdout: (stdout) => {
      out = stdout;
      check();
    },
    onStderr: (stderr) => {
      err = stderr;
      check();
    },
  };
}

describe('Ctrl-C (exit 130)', { timeout: 120_000 }, () => {
  it('check: writes the partial report and the summary, and logs out every session it opened', async () => {
    const own = await startSandbox({ port: 0, config: { captchaMaxNumber: 1000 } });
    try {
      const configDir = tempConfigDir();
      const out = join(configDir, 'report.xml');
      const run = await runCli(['check', '--reporter', 'junit', '--out', out], {
        configDir,
        sandboxUrl: own.url,
        timeoutMs: 90_000,
        // After the first finished login: the other locales are logging in or checking.
        ...interruptWhen((stdout) => / login /.test(stdout)),
      });
      expect(run.code, run.stderr).toBe(130);
      expect(run.stderr).toContain('Interrupted: the running checks finish');
      expect(run.stdout).toMatch(/Interrupted after \d+ of 78 checks in 13 locales on local \(DEU\)/);
      const report = readFileSync(out, 'utf8');
      expect(report).toContain('<testsuites name="portal-cli check local DEU" tests="78"');
      expect(report).toContain('<skipped message="not run: interrupted"/>');
      // Every login the run made was logged out, by the run itself.
      const logins = own.state.requests.list().filter((entry) => entry.endpoint === 'login').length;
      expect(logins).toBeGreaterThan(0);
      expect(activeSessions(own)).toBe(0);
    } finally {
      await own.close();
    }
  });

  it('check --json: the partial report is one JSON document saying it was interrupted', async () => {
    const run = await runCli(['check', '--json', '--locale', 'de-de,en-gb,fr-fr'], {
      configDir: tempConfigDir(),
      sandboxUrl: sandbox().url,
      timeoutMs: 90_000,
      ...interruptWhen((_stdout, stderr) => / login /.test(stderr)),
    });
    expect(run.code, run.stderr).toBe(130);
    expect(jsonOf(run)).toMatchObject({ ok: false, interrupted: true, command: 'check' });
  });

  it('a command without more to do stops at once: exit 130 and a message, --json too', async () => {
    const options: RunOptions = { configDir: tempConfigDir(), sandboxUrl: sandbox().url };
    expect((await runCli(['login'], options)).code).toBe(0);
    // The token call hangs, so the refresh is surely running when Ctrl-C arrives: the fault is
    // used up (gone from the list) once the call has reached the sandbox.
    const fault = sandbox().state.faults.add({ endpoint: 'token', latencyMs: 30_000, times: 1 });
    const hanging = () =>
      !sandbox()
        .state.faults.list()
        .some((each) => each.id === fault.id);
    let poll: ReturnType<typeof setInterval> | undefined;
    const run = await runCli(['session', 'refresh', '--json'], {
      ...options,
      onSpawn: (child) => {
        poll = setInterval(() => {
          if (!hanging()) return;
          clearInterval(poll);
          child.kill('SIGINT');
        }, 20);
      },
    });
    clearInterval(poll);
    expect(run.code, run.stderr).toBe(130);
    expect(jsonOf(run)).toMatchObject({ ok: false, error: { code: 'INTERRUPTED', exitCode: 130 } });
    expect(run.stderr).toContain('Interrupted (Ctrl-C)');
  });

  it('session --watch and sandbox stop what they run and exit 130', async () => {
    const options: RunOptions = { configDir: tempConfigDir(), sandboxUrl: sandbox().url };
    expect((await runCli(['login'], options)).code).toBe(0);
    const watch = await runCli(['session', '--watch'], {
      ...options,
      ...interruptWhen((stdout) => stdout.includes('watching:')),
    });
    expect(watch.code, watch.stderr).toBe(130);
    expect(watch.stdout).toContain('stopped watching; the session is kept');
    const own = await runCli(['sandbox', '--port', '0'], {
      configDir: tempConfigDir(),
      ...interruptWhen((stdout) => stdout.includes('Sandbox running at')),
    });
    expect(own.code, own.stderr).toBe(130);
    expect(own.stderr).toContain('Sandbox stopped.');
  });
});
