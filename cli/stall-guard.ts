/**
 * The last line of defence of "every failure ends with a message and a documented exit code"
 * (security.md 13): a command whose promise nothing will settle leaves the event loop empty, and
 * Node ends the process with exit 13 and no message (an unsettled top-level await). A connection
 * reset did that to portal-cli (adapters/deadline.ts has the cause); the guard turns any such
 * case into exit 5 with a message.
 */
import { CliError } from './errors';

/** How long a command that left the event loop empty may still settle (unreferenced timers firing). */
const STALL_GRACE_MS = 5_000;

/**
 * Rejects when the event loop runs empty while the command still waits, and stays so for
 * STALL_GRACE_MS: a promise nothing will settle. Node would end the process with exit 13 and no
 * message (an unsettled top-level await); the command ends with a message and exit 5 instead.
 */
export function stallGuard(): { readonly stalled: Promise<never>; stop(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let fail: (error: CliError) => void = () => {};
  const stalled = new Promise<never>((_, reject) => {
    fail = reject;
  });
  const onEmpty = () => {
    timer ??= setTimeout(
      () =>
        fail(
          new CliError(
            'INTERNAL',
            'The command stopped making progress: it waited for something that can no longer happen.',
            'This is a bug in portal-cli: run again with --verbose and report it with the output.',
          ),
        ),
      STALL_GRACE_MS,
    );
  };
  process.on('beforeExit', onEmpty);
  return {
    stalled,
    stop() {
      process.off('beforeExit', onEmpty);
      clearTimeout(timer);
    },
  };
}
