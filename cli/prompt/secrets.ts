/**
 * Where the password and the one-time code come from (security.md 8): the password from
 * `--password-stdin`, `PORTAL_PASSWORD` or a hidden prompt on a terminal, never an argument; the
 * one-time code from `--otp`, `PORTAL_OTP` or a hidden prompt. Without any of them and without a
 * terminal, a clear usage error says which to use.
 */
import { CliError } from '../errors';
import type { OutStream } from '../output/output';
import { PromptAborted, type PromptInput, promptHidden } from './hidden-prompt';

export type SecretSource = 'stdin' | 'environment' | 'prompt' | 'option' | 'sandbox-demo';

export interface SecretIo {
  readonly stdin: PromptInput & AsyncIterable<Buffer | string>;
  readonly stderr: OutStream;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Keystrokes held back unechoed before the first prompt. */
  readonly typeAhead?: { take(): string };
}

async function readAll(stream: AsyncIterable<Buffer | string>): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

async function prompt(question: string, io: SecretIo): Promise<string> {
  try {
    return await promptHidden(question, io.stdin, io.stderr, io.typeAhead?.take() ?? '');
  } catch (error) {
    if (!(error instanceof PromptAborted)) throw error;
    if (error.key === 'ctrl-c') throw new CliError('INTERRUPTED', 'Interrupted at the prompt (Ctrl-C).');
    throw new CliError('USAGE', 'The input ended at the prompt (Ctrl-D) without an answer.');
  }
}

/**
 * @example const { password } = await readPassword(io, { fromStdin: false, email: 'qa@bank.example' });
 * @throws CliError PASSWORD_MISSING when no source gives one
 */
export async function readPassword(
  io: SecretIo,
  options: { readonly fromStdin: boolean; readonly email: string },
): Promise<{ password: string; source: SecretSource }> {
  if (options.fromStdin) {
    // One trailing line break is the `echo` or the file's last line, not part of the password.
    const password = (await readAll(io.stdin)).replace(/\r?\n$/, '');
    if (!password)
      throw new CliError(
        'PASSWORD_MISSING',
        '--password-stdin was given but stdin was empty.',
        'Pipe the password in: printf %s "$PASSWORD" | portal-cli login …',
      );
    return { password, source: 'stdin' };
  }
  const fromEnv = io.env.PORTAL_PASSWORD;
  if (fromEnv) return { password: fromEnv, source: 'environment' };
  if (io.stdin.isTTY) {
    const password = await prompt(`Password for ${options.email}: `, io);
    if (!password) throw new CliError('PASSWORD_MISSING', 'No password was typed.');
    return { password, source: 'prompt' };
  }
  throw new CliError(
    'PASSWORD_MISSING',
    `No password for ${options.email}.`,
    'Pipe it in with --password-stdin, set PORTAL_PASSWORD, or run on a terminal to be asked (never as an argument).',
  );
}

/**
 * The one-time code for the 202 step: the option or PORTAL_OTP once, then (on a terminal) prompts.
 * @example const next = oneTimeCodeReader(io, { option: '123456', canPrompt: false });
 */
export function oneTimeCodeReader(
  io: SecretIo,
  options: { readonly option: string | undefined; readonly canPrompt: boolean },
): (request: { readonly retry: boolean }) => Promise<string | undefined> {
  let given = options.option?.trim() || io.env.PORTAL_OTP?.trim() || undefined;
  return async ({ retry }) => {
    if (given !== undefined) {
      const code = given;
      given = undefined;
      return code;
    }
    if (!options.canPrompt) return undefined;
    const code = (await prompt(retry ? 'The code was wrong. One-time code: ' : 'One-time code: ', io)).trim();
    return code || undefined;
  };
}
