/**
 * A hidden prompt on the terminal (security.md 8: a secret comes from stdin, the environment or a
 * hidden prompt, never from argv). The question goes to stderr, so stdout stays the result; the
 * terminal is put in raw mode so nothing typed is echoed. What was typed ahead of the question
 * (held unechoed since the start, cli/bin/portal-cli.mjs) counts as typed at it. Enter ends,
 * Backspace deletes, Ctrl-C interrupts (exit 130) and Ctrl-D ends the input without an answer.
 */
import type { OutStream } from '../output/output';

/** The part of a TTY ReadStream the prompt uses. */
export interface PromptInput {
  readonly isTTY?: boolean | undefined;
  setRawMode?(mode: boolean): unknown;
  on(event: 'data', listener: (chunk: Buffer | string) => void): unknown;
  off(event: 'data', listener: (chunk: Buffer | string) => void): unknown;
  resume(): unknown;
  pause(): unknown;
}

export class PromptAborted extends Error {
  constructor(
    /** Ctrl-C (interrupt) or Ctrl-D (end of input). */
    readonly key: 'ctrl-c' | 'ctrl-d',
  ) {
    super('The prompt was aborted.');
    this.name = 'PromptAborted';
  }
}

/**
 * @example const password = await promptHidden('Password: ', process.stdin, process.stderr);
 * @throws PromptAborted on Ctrl-C or Ctrl-D
 */
export function promptHidden(
  question: string,
  input: PromptInput,
  output: OutStream,
  typedAhead = '',
): Promise<string> {
  return new Promise((resolve, reject) => {
    let value = '';
    // Raw mode first: what is typed (or pasted) the moment the question shows must not echo.
    input.setRawMode?.(true);
    output.write(question);
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode?.(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    /** Takes keystrokes; true once one of them ended the prompt. */
    const onData = (chunk: Buffer | string): boolean => {
      for (const char of String(chunk)) {
        const ending =
          char === '\r' || char === '\n'
            ? { answered: true as const }
            : char === '\u0003'
              ? new PromptAborted('ctrl-c')
              : char === '\u0004'
                ? new PromptAborted('ctrl-d')
                : undefined;
        if (ending) {
          finish(ending instanceof PromptAborted ? ending : undefined);
          return true;
        }
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else if (char >= ' ') value += char;
      }
      return false;
    };
    input.on('data', onData);
    if (!onData(typedAhead)) input.resume();
  });
}
