/**
 * The hidden prompts answered through a pseudo-terminal (security.md 8; cli/test/run-on-terminal.ts).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from '../test/build-once';
import { cliEnv, tempConfigDir } from '../test/run-cli';
import { hasScript, onTerminal } from '../test/run-on-terminal';
import { sandboxPerFile } from '../test/sandbox';

const sandbox = sandboxPerFile();

describe.skipIf(!hasScript)('prompts on a terminal: a hidden prompt on a TTY, never an argument', () => {
  it('asks for the password and the one-time code without echoing them, then logs in', async () => {
    const env = cliEnv({ configDir: tempConfigDir(), sandboxUrl: sandbox().url, env: { TERM: 'dumb' } });
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
  });

  it('Ctrl-C at the password prompt exits 130 (interrupted), not 2', async () => {
    const env = cliEnv({ configDir: tempConfigDir(), sandboxUrl: sandbox().url, env: { TERM: 'dumb' } });
    const run = await onTerminal(
      ['login', '--email', 'demo@sandbox.local', '--no-color'],
      [['Password for demo@sandbox.local: ', '\u0003']],
      env,
    );
    expect(run.output).toContain('Interrupted at the prompt (Ctrl-C)');
    expect(run.code).toBe(130);
  });

  it('a password typed before the prompt shows is not echoed, and is the answer to it', async () => {
    const folder = tempConfigDir();
    const env = cliEnv({
      configDir: tempConfigDir(),
      sandboxUrl: sandbox().url,
      env: {
        TERM: 'dumb',
        NODE_OPTIONS: `--import=${join(REPO, 'cli', 'test', 'hold-start.mjs')}`,
        PORTAL_CLI_HOLD_START: folder,
      },
    });
    const run = await onTerminal(['login', '--email', 'demo@sandbox.local', '--no-color'], [], env, {
      typeAhead: { folder, text: 'sandbox-password-1\r' },
    });
    expect(run.output).not.toContain('sandbox-password-1');
    expect(run.output).toContain('Logged in to local (DEU) as demo@sandbox.local');
    expect(run.code).toBe(0);
  });
});
