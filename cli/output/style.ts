/**
 * Colour for plain-text output, without a colour library (cold start, design §8). Colour is on only
 * when the stream is a terminal and neither `NO_COLOR` (no-color.org: any non-empty value), `--no-color`
 * nor `TERM=dumb` says otherwise; `FORCE_COLOR=0` also turns it off, as chalk (Ink's) reads it.
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
 */
export function colorEnabled({ isTTY, env, colorOption }: ColorInputs): boolean {
  if (!colorOption || !isTTY) return false;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR === '0' || env.TERM === 'dumb') return false;
  return true;
}
