/**
 * A hidden prompt on the terminal (security.md 8: a secret comes from stdin, the environment or a
 * hidden prompt, never from argv). The question goes to stderr, so stdout stays the result; the
 * terminal is put in raw mode so nothing typed is echoed. Enter ends, Backspace deletes, Ctrl-C
 * and Ctrl-D abort.
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
  constructor() {
    super('The prompt was aborted.');
    this.name = 'PromptAborted';
  }
}

/**
 * @example const password = await promptHidden('Password: ', process.stdin, process.stderr);
 * @throws PromptAborted on Ctrl-C or Ctrl-D
 */
export function promptHidden(question: string, input: PromptInput, output: OutStream): Promise<string> {
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
    const onData = (chunk: Buffer | string) => {
      for (const char of String(chunk)) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003' || char === '\u0004') return finish(new PromptAborted());
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else if (char >= ' ') value += char;
      }
    };
    input.on('data', onData);
    input.resume();
  });
}
