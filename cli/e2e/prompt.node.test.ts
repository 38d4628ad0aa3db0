/**
 * The hidden prompts answered through a pseudo-terminal (issue 5, security.md 8). The terminal is
 * util-linux `script -qfec "<command>" /dev/null`: it runs the CLI on a new pty, copies our pipe
 * to it and its output back, and exits with the CLI's status. No native module needed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../../fixtures';
import { BIN, buildCliOnce, REPO } from '../test/build-once';
import { cliEnv, tempConfigDir } from '../test/run-cli';

const hasScript = spawnSync('script', ['--version']).status === 0;
let sandbox: RunningSandbox;

beforeAll(async () => {
  [sandbox] = await Promise.all([
    startSandbox({ port: 0, config: { captchaMaxNumber: 1000 } }),
    buildCliOnce(),
  ]);
}, 120_000);
afterAll(() => sandbox?.close());

/** Runs the CLI on a pty and answers each prompt when it appears (`typeAhead`: typed first). */
function onTerminal(
  args: string[],
  answers: Array<[prompt: string, answer: string]>,
  env: Record<string, string>,
  typeAhead?: { readonly folder: string; readonly text: string },
) {
  const command = [process.execPath, BIN, ...args]
    .map((part) => `'${part.replace(/'/g, "'\\''")}'`)
    .join(' ');
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

describe.skipIf(!hasScript)(
  'prompts on a terminal (issue 5: a hidden prompt on a TTY, never an argument)',
  () => {
    it('asks for the password and the one-time code without echoing them, then logs in', async () => {
      const env = cliEnv({ configDir: tempConfigDir(), sandboxUrl: sandbox.url, env: { TERM: 'dumb' } });
      const run = await onTerminal(
        ['login', '--email', 'otp@sandbox.local', '--no-color'],
        [
          ['Password for otp@sandbox.local: ', 'sandbox-password-1'],
          ['One-time code: ', '123456'],
        ],
        env,
      );
      expect(run.output).toContain('Logged in to local (DEU) as otp@sandbox.local');
      expect(run.output).toContain('A one-time code was required and accepted.');
      expect(run.output).not.toContain('sandbox-password-1');
      expect(run.output).not.toContain('123456');
      expect(run.code).toBe(0);
    }, 40_000);

    it('Ctrl-C at the password prompt exits 130 (interrupted), not 2', async () => {
      const env = cliEnv({ configDir: tempConfigDir(), sandboxUrl: sandbox.url, env: { TERM: 'dumb' } });
      const run = await onTerminal(
        ['login', '--email', 'demo@sandbox.local', '--no-color'],
        [['Password for demo@sandbox.local: ', '\u0003']],
        env,
      );
      expect(run.output).toContain('Interrupted at the prompt (Ctrl-C)');
      expect(run.code).toBe(130);
    }, 40_000);

    it('a password typed before the prompt shows is not echoed, and is the answer to it', async () => {
      const folder = tempConfigDir();
      const env = cliEnv({
        configDir: tempConfigDir(),
        sandboxUrl: sandbox.url,
        env: {
          TERM: 'dumb',
          NODE_OPTIONS: `--import=${join(REPO, 'cli', 'test', 'hold-start.mjs')}`,
          PORTAL_CLI_HOLD_START: folder,
        },
      });
      const run = await onTerminal(['login', '--email', 'demo@sandbox.local', '--no-color'], [], env, {
        folder,
        text: 'sandbox-password-1\r',
      });
      expect(run.output).not.toContain('sandbox-password-1');
      expect(run.output).toContain('Logged in to local (DEU) as demo@sandbox.local');
      expect(run.code).toBe(0);
    }, 40_000);
  },
);
