/**
 * Runs the built CLI on a pseudo-terminal: util-linux `script -qfec "<command>" /dev/null` runs it
 * on a new pty, copies our pipe to it and its output back, and exits with the CLI's status. No
 * native module needed. The pty has no size unless `columns` gives it one.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BIN, REPO } from './build-once';

export const hasScript = spawnSync('script', ['--version']).status === 0;

export interface TerminalOptions {
  /** Typed while the CLI is still starting: held by cli/test/hold-start.mjs (in NODE_OPTIONS) until typed. */
  readonly typeAhead?: { readonly folder: string; readonly text: string };
  /** The terminal's width; none (0) by default. */
  readonly columns?: number;
}

/** Runs the CLI on a pty and answers each prompt when it appears. */
export function onTerminal(
  args: readonly string[],
  answers: ReadonlyArray<readonly [prompt: string, answer: string]>,
  env: Record<string, string>,
  options: TerminalOptions = {},
): Promise<{ code: number | null; output: string }> {
  const { typeAhead } = options;
  const quoted = [process.execPath, BIN, ...args].map((part) => `'${part.replace(/'/g, "'\\''")}'`).join(' ');
  // A pty fed by a pipe has no size; `stty` gives it one when the test needs a known width.
  const command = options.columns ? `stty cols ${options.columns} rows 40; exec ${quoted}` : quoted;
  const child = spawn('script', ['-qfec', command, '/dev/null'], {
    cwd: REPO,
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  let next = 0;
  let searchFrom = 0;
  if (typeAhead) {
    // Typed while the CLI is still starting (held between launcher and program), then let go.
    const held = setInterval(() => {
      if (!existsSync(join(typeAhead.folder, 'held'))) return;
      clearInterval(held);
      child.stdin.write(typeAhead.text);
      setTimeout(() => writeFileSync(join(typeAhead.folder, 'go'), ''), 200);
    }, 20);
    child.on('close', () => clearInterval(held));
  }
  child.stdout.on('data', (chunk) => {
    output += chunk;
    const waiting = answers[next];
    const at = waiting ? output.indexOf(waiting[0], searchFrom) : -1;
    if (waiting && at !== -1) {
      next++;
      searchFrom = at + waiting[0].length;
      child.stdin.write(`${waiting[1]}\r`);
    }
  });
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`no end; output so far:\n${output}`));
    }, 30_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}
