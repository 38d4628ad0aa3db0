import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CliError } from '../errors';
import { promptHidden } from './hidden-prompt';
import { oneTimeCodeReader, readPassword, type SecretIo } from './secrets';

function io(options: { input?: string; tty?: boolean; env?: Record<string, string> } = {}) {
  const stdin = new PassThrough() as PassThrough & { isTTY?: boolean; setRawMode?: (mode: boolean) => void };
  const modes: boolean[] = [];
  if (options.tty) {
    stdin.isTTY = true;
    stdin.setRawMode = (mode) => void modes.push(mode);
  }
  let written = '';
  const stderr = {
    write(text: string) {
      written += text;
      return true;
    },
  };
  if (options.input !== undefined) stdin.end(options.input);
  const value: SecretIo = { stdin, stderr, env: options.env ?? {} };
  return { value, stdin, modes, written: () => written };
}

describe('secrets come from stdin, the environment or a hidden prompt, never argv (security.md 8)', () => {
  it('--password-stdin reads all of stdin and drops one trailing line break only', async () => {
    expect(await readPassword(io({ input: 'p@ss word \n' }).value, { fromStdin: true, email: 'a' })).toEqual({
      password: 'p@ss word ',
      source: 'stdin',
    });
    await expect(readPassword(io({ input: '' }).value, { fromStdin: true, email: 'a' })).rejects.toThrow(
      CliError,
    );
  });

  it('PORTAL_PASSWORD next; without either and without a terminal a usage error names both', async () => {
    expect(
      await readPassword(io({ env: { PORTAL_PASSWORD: 'x' } }).value, { fromStdin: false, email: 'a' }),
    ).toEqual({ password: 'x', source: 'environment' });
    const error = await readPassword(io().value, { fromStdin: false, email: 'qa@bank.example' }).catch(
      (e: CliError) => e,
    );
    expect(error).toMatchObject({ code: 'PASSWORD_MISSING', exitCode: 2 });
    expect((error as CliError).hint).toMatch(/--password-stdin.*PORTAL_PASSWORD/);
  });

  it('on a terminal asks on stderr in raw mode, echoes nothing, honours Backspace, and restores the mode', async () => {
    const terminal = io({ tty: true });
    const answer = readPassword(terminal.value, { fromStdin: false, email: 'qa@bank.example' });
    terminal.stdin.write('secreX\u007ft');
    terminal.stdin.write('\r');
    expect(await answer).toEqual({ password: 'secret', source: 'prompt' });
    expect(terminal.written()).toBe('Password for qa@bank.example: \n');
    expect(terminal.modes).toEqual([true, false]);
  });

  it('Ctrl-C at the prompt aborts', async () => {
    const terminal = io({ tty: true });
    const answer = promptHidden('Code: ', terminal.stdin, terminal.value.stderr);
    terminal.stdin.write('12\u0003');
    await expect(answer).rejects.toThrow('aborted');
  });

  it('the one-time code: the option or PORTAL_OTP once, then the prompt on a terminal, else nothing', async () => {
    const once = oneTimeCodeReader(io({ env: { PORTAL_OTP: '654321' } }).value, {
      option: undefined,
      canPrompt: false,
    });
    expect(await once({ retry: false })).toBe('654321');
    expect(await once({ retry: true })).toBeUndefined();
    const option = oneTimeCodeReader(io({ env: { PORTAL_OTP: '654321' } }).value, {
      option: '123456',
      canPrompt: false,
    });
    expect(await option({ retry: false })).toBe('123456');
    const terminal = io({ tty: true });
    const asked = oneTimeCodeReader(terminal.value, { option: undefined, canPrompt: true })({ retry: true });
    terminal.stdin.write(' 111222 \r');
    expect(await asked).toBe('111222');
    expect(terminal.written()).toContain('The code was wrong. One-time code: ');
  });
});
