/**
 * Timing child processes from spawn to exit, without blocking the bench's event loop (the sandbox
 * that `portal-cli check` talks to runs inside the bench process).
 */
import { spawn } from 'node:child_process';

export interface TimedProcess {
  readonly ms: number;
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs `command args` and measures the wall time until it exits.
 * @example const { ms } = await timeProcess(process.execPath, ['-e', '0']);
 */
export function timeProcess(
  command: string,
  args: readonly string[],
  options: { readonly env?: NodeJS.ProcessEnv; readonly cwd?: string; readonly timeoutMs?: number } = {},
): Promise<TimedProcess> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const timer = setTimeout(() => child.kill(), options.timeoutMs ?? 120_000);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ ms: performance.now() - started, code, stdout, stderr });
    });
  });
}
