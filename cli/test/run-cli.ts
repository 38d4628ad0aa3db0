/**
 * Spawns the built CLI as a user would run it (`node cli/bin/portal-cli.mjs …`), with its own
 * config directory and the test's sandbox, stdin a pipe (not a terminal) unless told otherwise.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCAL_SANDBOX_ORIGIN } from '../../core/config';
import { sessionFilePath } from '../config/paths';
import { BIN, REPO } from './build-once';

export interface CliRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface RunOptions {
  readonly configDir: string;
  readonly sandboxUrl?: string;
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly input?: string;
  /** A hang detector, not a speed check: a busy CI runner may take many seconds per command (default 120 s). */
  readonly timeoutMs?: number;
  /** Called with everything printed to stdout so far, after each chunk: lets a test act mid-run. */
  readonly onStdout?: (stdout: string) => void;
  /** The same for stderr (progress, `--verbose` lines). */
  readonly onStderr?: (stderr: string) => void;
  /** The process, once spawned: lets a test send it a signal. */
  readonly onSpawn?: (child: ChildProcess) => void;
}

/** The user's environment without anything that would change the CLI's behaviour under test. */
export function cleanEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value === undefined) continue;
    if (/^(PORTAL_|NO_COLOR$|FORCE_COLOR$|XDG_CONFIG_HOME$)/.test(key)) continue;
    if (/^(https?|no)_proxy$/i.test(key)) continue;
    env[key] = value;
  }
  return env;
}

export function tempConfigDir(): string {
  return mkdtempSync(join(tmpdir(), 'portal-cli-test-'));
}

export function cliEnv(options: RunOptions): Record<string, string> {
  const env: Record<string, string> = { ...cleanEnv(), PORTAL_CLI_CONFIG_DIR: options.configDir };
  if (options.sandboxUrl) env.PORTAL_SANDBOX_URL = options.sandboxUrl;
  for (const [key, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  return env;
}

/** @example const { code, stdout } = await runCli(['markets', '--json'], { configDir }); */
export function runCli(args: readonly string[], options: RunOptions): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: REPO,
      env: cliEnv(options),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    options.onSpawn?.(child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      options.onStdout?.(stdout);
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      options.onStderr?.(stderr);
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(`portal-cli ${args.join(' ')} did not end in time.\nstdout: ${stdout}\nstderr: ${stderr}`),
      );
    }, options.timeoutMs ?? 120_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
    child.stdin.end(options.input ?? '');
  });
}

/**
 * `runCli` with a time limit that catches a hang, not slowness: a loaded runner may take many
 * seconds per command, and the session's commands wait out the refresh's retries.
 */
export const runCliPatiently: typeof runCli = (args, options) =>
  runCli(args, { timeoutMs: 180_000, ...options });

/** The one JSON document on stdout; fails the test if stdout holds anything else. */
export function jsonOf(run: CliRun): Record<string, unknown> & { ok: boolean } {
  try {
    return JSON.parse(run.stdout);
  } catch {
    throw new Error(`stdout is not one JSON document:\n${run.stdout}\nstderr:\n${run.stderr}`);
  }
}

/** The local environment's session file of a run (keyed by the sandbox it talks to). */
export function sessionFileOf(options: RunOptions): string {
  return sessionFilePath(
    { PORTAL_CLI_CONFIG_DIR: options.configDir },
    'local',
    'DEU',
    options.sandboxUrl ?? LOCAL_SANDBOX_ORIGIN,
  );
}
