/**
 * Where a command's words go (design §6, Shopify and Checkly CLIs): results on stdout, progress and
 * warnings on stderr. With `--json` stdout carries exactly one JSON document and nothing else;
 * without it, plain lines. Ink may draw only when stdout is a terminal of a known width and
 * `--json` is off: a terminal that reports no width (a serial console, `script` fed by a pipe)
 * would get Ink's layout at width 0, one character per line, so it gets the plain lines instead.
 */
import { colorEnabled, createStyle, type Style } from './style';
import { jsonText, terminalText } from './terminal-text';

/** The part of a Node stream the CLI writes to. */
export interface OutStream {
  write(chunk: string): boolean;
  readonly isTTY?: boolean | undefined;
  readonly columns?: number | undefined;
}

export interface Output {
  readonly json: boolean;
  /** stdout is a terminal of a known width, `--json` is off: live views (Ink) are allowed. */
  readonly interactive: boolean;
  /** Colours for stdout. */
  readonly style: Style;
  /** Colours for stderr. */
  readonly errStyle: Style;
  /** A result line on stdout (text mode). In JSON mode it goes to stderr, keeping stdout one document. */
  line(text?: string): void;
  /** Progress on stderr. */
  info(text: string): void;
  /** A warning on stderr. */
  warn(text: string): void;
  /** The one JSON document (JSON mode); the command's result. */
  document(doc: unknown): void;
  readonly stdout: OutStream;
  readonly stderr: OutStream;
}

export interface OutputOptions {
  readonly stdout: OutStream;
  readonly stderr: OutStream;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly json: boolean;
  /** false with `--no-color`. */
  readonly color: boolean;
}

/**
 * @example
 * const output = createOutput({ stdout: process.stdout, stderr: process.stderr, env: process.env, json: false, color: true });
 * output.line('Logged in.');
 */
export function createOutput(options: OutputOptions): Output {
  const { stdout, stderr, env, json } = options;
  const style = createStyle(colorEnabled({ isTTY: stdout.isTTY === true, env, colorOption: options.color }));
  const errStyle = createStyle(
    colorEnabled({ isTTY: stderr.isTTY === true, env, colorOption: options.color }),
  );
  let documented = false;
  return {
    json,
    interactive: !json && stdout.isTTY === true && (stdout.columns ?? 0) > 0,
    style,
    errStyle,
    stdout,
    stderr,
    // Server-supplied text (names, messages) cannot steer the terminal (terminal-text.ts).
    line(text = '') {
      (json ? stderr : stdout).write(`${terminalText(text)}\n`);
    },
    info(text) {
      stderr.write(`${terminalText(text)}\n`);
    },
    warn(text) {
      stderr.write(`${errStyle.yellow('warning:')} ${terminalText(text)}\n`);
    },
    document(doc) {
      // One document per run, whatever path the command took.
      if (documented) return;
      documented = true;
      stdout.write(`${jsonText(JSON.stringify(doc, null, 2))}\n`);
    },
  };
}
