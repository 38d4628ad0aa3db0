/**
 * Ctrl-C and SIGTERM as the terminal's conventions have them (gh, docker, kubectl, k6): the
 * command stops, cleans up behind itself (locks, the embedded sandbox, sessions `check` opened)
 * and ends with 128 + the signal's number, 130 for Ctrl-C and 143 for SIGTERM. A second Ctrl-C
 * ends the process at once, for a clean-up that waits on a server that does not answer.
 *
 * Most commands simply stop: run-command.ts stops waiting for them when the signal arrives. A
 * command with more to do (`check` writes its partial report and logs out, `session --watch` and
 * `sandbox` stop what they run) says so with `handle()` and ends itself with `exitCode()`.
 */
import { EXIT, type ExitCode } from './exit-codes';

export interface Interrupts {
  /** Aborted when the first Ctrl-C or SIGTERM arrives. */
  readonly signal: AbortSignal;
  /** The running command ends itself when interrupted; run-command.ts then waits for it. */
  handle(): void;
  readonly handled: boolean;
  /** 130 after Ctrl-C, 143 after SIGTERM. */
  exitCode(): ExitCode;
  /** Stops listening (the process is about to end). */
  dispose(): void;
}

type Signal = 'SIGINT' | 'SIGTERM';

export interface SignalSource {
  on(signal: Signal, listener: () => void): unknown;
  off(signal: Signal, listener: () => void): unknown;
}

/**
 * @example const interrupts = listenForInterrupts(process, () => process.exit(130));
 */
export function listenForInterrupts(
  source: SignalSource,
  /** Ends the process at once with the exit code (the second Ctrl-C). */
  endNow: (exitCode: ExitCode) => void,
): Interrupts {
  const controller = new AbortController();
  let received: Signal | undefined;
  let handled = false;
  const exitCodeOf = (signal: Signal): ExitCode => (signal === 'SIGINT' ? EXIT.interrupted : EXIT.terminated);
  const listeners = {
    SIGINT: () => receive('SIGINT'),
    SIGTERM: () => receive('SIGTERM'),
  };
  function receive(signal: Signal) {
    if (received) return endNow(exitCodeOf(received));
    received = signal;
    controller.abort(signal);
  }
  source.on('SIGINT', listeners.SIGINT);
  source.on('SIGTERM', listeners.SIGTERM);
  return {
    signal: controller.signal,
    handle() {
      handled = true;
    },
    get handled() {
      return handled;
    },
    exitCode: () => exitCodeOf(received ?? 'SIGINT'),
    dispose() {
      source.off('SIGINT', listeners.SIGINT);
      source.off('SIGTERM', listeners.SIGTERM);
    },
  };
}
