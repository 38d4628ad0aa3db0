/**
 * Runs one command: its context, its exit code, and the error report (a CliError says what went
 * wrong and how to fix it; one of core's errors that no command caught exits with its code's exit
 * code, as in every command; anything else is an unexpected error, exit 5), with clean-up always.
 */
import { type CliIo, type CommandRun, type CommonOptions, type Context, createContext } from './context';
import { CliError, errorDocument, isCliError } from './errors';
import { cliCodeFor, errorCodeOf } from './exit-code-for';
import { EXIT, type ExitCode } from './exit-codes';
import { stallGuard } from './stall-guard';

/** Prints the error on stderr (and as the `--json` document) and returns its exit code. */
export function reportError(context: Context, command: string, error: unknown): ExitCode {
  const coreCode = isCliError(error) ? undefined : errorCodeOf(error);
  const failure = isCliError(error)
    ? error
    : coreCode !== undefined
      ? new CliError(cliCodeFor(coreCode), (error as Error).message, undefined, { code: coreCode })
      : new CliError(
          'INTERNAL',
          `Unexpected error: ${error instanceof Error ? error.message : String(error)}`,
          'Run again with --verbose and report it with the output.',
        );
  if (!isCliError(error) && context.options.verbose && error instanceof Error && error.stack)
    context.output.info(error.stack);
  const { output } = context;
  output.info(`${output.errStyle.red('error:')} ${failure.message}`);
  if (failure.hint) output.info(`  ${failure.hint}`);
  if (output.json) output.document({ ok: false, command, error: errorDocument(failure) });
  return failure.exitCode;
}

/**
 * Resolves with the command's exit code, or throws INTERRUPTED when Ctrl-C or SIGTERM arrives
 * while a command that does not handle interrupts itself is running (interrupts.ts).
 */
function untilInterrupted(context: Context, running: Promise<ExitCode>): Promise<ExitCode> {
  const { interrupts } = context;
  const interrupted = new Promise<never>((_, reject) => {
    const stop = () => {
      if (interrupts.handled) return;
      const code = interrupts.exitCode();
      reject(
        new CliError(
          'INTERRUPTED',
          `Interrupted (${code === EXIT.interrupted ? 'Ctrl-C' : 'SIGTERM'}); the command stopped.`,
          undefined,
          undefined,
          code,
        ),
      );
    };
    if (interrupts.signal.aborted) stop();
    else interrupts.signal.addEventListener('abort', stop, { once: true });
  });
  running.catch(() => {});
  return Promise.race([running, interrupted]);
}

export async function runCommand<O>(
  io: CliIo,
  name: string,
  options: O & CommonOptions,
  args: readonly string[],
  load: () => Promise<CommandRun<O>>,
): Promise<ExitCode> {
  const context = createContext(io, options);
  const guard = stallGuard();
  try {
    const run = await load();
    return await Promise.race([untilInterrupted(context, run(context, options, args)), guard.stalled]);
  } catch (error) {
    return reportError(context, name, error);
  } finally {
    guard.stop();
    await context.cleanup();
  }
}
