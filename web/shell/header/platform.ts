/**
 * The browser's clock and timers as core ports (design §3). Each call reads the global at call
 * time, so test fake timers installed after import still apply.
 */
import type { Clock, Scheduler } from '../../../core/ports';

export const browserClock: Clock = {
  now: () => Date.now(),
  monotonic: () => performance.now(),
};

export const browserScheduler: Scheduler = {
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

/** What the copy-IBAN button writes to; `navigator.clipboard` in the browser. */
export interface ClipboardWriter {
  writeText(text: string): Promise<void>;
}

/** The browser clipboard, or undefined where the page may not use it (plain http, old browsers). */
export function browserClipboard(): ClipboardWriter | undefined {
  return typeof navigator !== 'undefined' && navigator.clipboard ? navigator.clipboard : undefined;
}
