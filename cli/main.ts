/**
 * portal-cli's entry (cli/bin/portal-cli.mjs imports the bundle of this file). It parses the
 * command line and waits for the command; then it ends the process with the command's exit code,
 * after the streams have flushed, so a timer core left armed cannot keep a script waiting.
 */
import type { CliIo, TypeAhead } from './context';
import { EXIT } from './exit-codes';
import { listenForInterrupts } from './interrupts';
import { buildProgram, exitCodeOfCommanderError, type ProgramResult, versionAlias } from './program';

function flush(stream: NodeJS.WritableStream): Promise<void> {
  return new Promise((resolve) => stream.write('', () => resolve()));
}

/**
 * A reader that went away (`portal-cli --help | head`) closes the pipe: the rest of the output has
 * nowhere to go, so the process ends quietly, as Unix tools do, instead of with a stack trace.
 */
function endQuietlyWhenThePipeCloses(stream: NodeJS.WritableStream, exitCode: number): void {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(exitCode);
    throw error;
  });
}

export interface MainOptions {
  /** What the launcher held back, unechoed, for a hidden prompt (cli/bin/portal-cli.mjs). */
  readonly typeAhead?: TypeAhead & { restore(): void };
}

/**
 * @example await main(['login', '--locale', 'de-de']);
 */
export async function main(argv: readonly string[], options: MainOptions = {}): Promise<void> {
  endQuietlyWhenThePipeCloses(process.stdout, EXIT.ok);
  endQuietlyWhenThePipeCloses(process.stderr, EXIT.ok);
  // stdin opens when a command first reads it: opening it costs start time (design §8), and only a
  // run that opened it can have put the terminal in raw mode.
  let stdinOpened = false;
  const restoreTerminal = () => {
    options.typeAhead?.restore();
    if (stdinOpened && process.stdin.isTTY) process.stdin.setRawMode?.(false);
  };
  // A second Ctrl-C while the first one's clean-up waits: end now, with the terminal as it was.
  const interrupts = listenForInterrupts(process, (exitCode) => {
    restoreTerminal();
    process.exit(exitCode);
  });
  const io: CliIo = {
    get stdin() {
      stdinOpened = true;
      return process.stdin;
    },
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    interrupts,
    ...(options.typeAhead ? { typeAhead: options.typeAhead } : {}),
  };
  const result: ProgramResult = { exitCode: EXIT.ok };
  const args = versionAlias(argv);
  const program = buildProgram(io, result, args);
  try {
    await program.parseAsync([...args], { from: 'user' });
  } catch (error) {
    const code = exitCodeOfCommanderError(error);
    if (code === undefined) throw error;
    result.exitCode = code;
    if (code !== EXIT.ok && argv.includes('--json'))
      io.stdout.write(
        `${JSON.stringify({ ok: false, error: { code: 'USAGE', message: (error as Error).message, exitCode: code } }, null, 2)}\n`,
      );
  }
  restoreTerminal();
  await Promise.all([flush(process.stdout), flush(process.stderr)]);
  process.exit(result.exitCode);
}
