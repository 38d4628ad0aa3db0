/**
 * The scheduler port on Node. Timers are referenced (they keep the process alive): a refresh retry
 * waiting on one must not be cut short because nothing else is pending. Commands end the process
 * explicitly when they are done (main.ts), so a forgotten cache timer cannot hold it open.
 */
import type { Scheduler } from '../../core/ports';

export const nodeScheduler: Scheduler = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
