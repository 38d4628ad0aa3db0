/**
 * Colour for plain-text output, without a colour library (cold start, design §8). In this order:
 * `--no-color` turns it off; `FORCE_COLOR` decides next (force-color.org, as chalk, Node and most
 * CLIs read it: `0` or `false` off, any other non-empty value on, also into a pipe or file, which
 * CI logs that render colour want); then `NO_COLOR` (no-color.org: any non-empty value) and
 * `TERM=dumb` turn it off; otherwise colour is on when the stream is a terminal.
 */

export interface Style {
  readonly enabled: boolean;
  bold(text: string): string;
  dim(text: string): string;
  red(text: string): string;
  green(text: string): string;
  yellow(text: string): string;
  cyan(text: string): string;
}

const wrap = (open: number, close: number) => (text: string) => `\u001b[${open}m${text}\u001b[${close}m`;
const plain = (text: string) => text;

/** @example createStyle(false).red('x') // 'x' */
export function createStyle(enabled: boolean): Style {
  if (!enabled) {
    return { enabled, bold: plain, dim: plain, red: plain, green: plain, yellow: plain, cyan: plain };
  }
  return {
    enabled,
    bold: wrap(1, 22),
    dim: wrap(2, 22),
    red: wrap(31, 39),
    green: wrap(32, 39),
    yellow: wrap(33, 39),
    cyan: wrap(36, 39),
  };
}

export interface ColorInputs {
  readonly isTTY: boolean;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** commander's `--no-color` sets `color: false`. */
  readonly colorOption: boolean;
}

/**
 * @example colorEnabled({ isTTY: true, env: { NO_COLOR: '1' }, colorOption: true }) // false
 * @example colorEnabled({ isTTY: false, env: { FORCE_COLOR: '1' }, colorOption: true }) // true
 */
export function colorEnabled({ isTTY, env, colorOption }: ColorInputs): boolean {
  if (!colorOption) return false;
  const force = env.FORCE_COLOR?.trim().toLowerCase();
  if (force) return force !== '0' && force !== 'false';
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return isTTY && env.TERM !== 'dumb';
}
