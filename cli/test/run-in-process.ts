/**
 * Runs a portal-cli command inside the test process, through the same program the bin runs
 * (cli/program.ts) with recorded stdout and stderr: no Node start per command, and a refresh's
 * retries wait zero milliseconds instead of seconds. What only a process shows (exit codes of an
 * unsettled promise, signals, locks between processes, a TTY) stays with run-cli.ts.
 */
import { Readable } from 'node:stream';
import type { RefreshRetryPolicy } from '../../core/auth';
import type { CliIo } from '../context';
import { buildProgram, exitCodeOfCommanderError, type ProgramResult } from '../program';
import { type CliRun, cliEnv, type RunOptions } from './run-cli';

/** CLI_REFRESH_RETRY's three attempts, without the waits between them. */
export const RETRY_AT_ONCE: RefreshRetryPolicy = { maxAttempts: 3, baseDelayMs: 0, maxDelayMs: 0 };

/** @example const { code, stderr } = await runInProcess(['session', 'refresh', '--json'], { configDir, sandboxUrl }); */
export async function runInProcess(args: readonly string[], options: RunOptions): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const pipe = (record: (text: string) => void) => ({
    write(text: string | Uint8Array, ...rest: unknown[]) {
      record(String(text));
      const done = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      done?.();
      return true;
    },
    isTTY: false,
    on() {
      return this;
    },
  });
  const io = {
    stdin: Readable.from([options.input ?? '']),
    stdout: pipe((text) => {
      stdout += text;
      options.onStdout?.(stdout);
    }),
    stderr: pipe((text) => {
      stderr += text;
      options.onStderr?.(stderr);
    }),
    env: cliEnv(options),
    refreshRetry: RETRY_AT_ONCE,
  } as unknown as CliIo;
  const result: ProgramResult = { exitCode: 0 };
  try {
    await buildProgram(io, result, args).parseAsync([...args], { from: 'user' });
  } catch (error) {
    const code = exitCodeOfCommanderError(error);
    if (code === undefined) throw error;
    result.exitCode = code;
  }
  return { code: result.exitCode, stdout, stderr };
}
