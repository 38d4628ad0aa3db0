/**
 * Scheduler port (core/ports) on the browser's timers.
 *
 * Browsers store a timeout's delay as a signed 32-bit number: anything above about 24.8 days fires
 * at once. Core arms timers for real deadlines (a refresh token may live for weeks), so a long
 * delay is split into steps here instead of turning into a busy loop of immediate timers.
 */
import type { Scheduler, TimerHandle } from '../../core/ports';

/** The longest delay `setTimeout` honours. */
export const MAX_TIMER_DELAY_MS = 2_147_483_647;

interface Timer {
  id: ReturnType<typeof globalThis.setTimeout> | undefined;
}

/**
 * @example const scheduler = createBrowserScheduler(); const handle = scheduler.setTimeout(run, 1000);
 */
export function createBrowserScheduler(
  host: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
): Scheduler {
  return {
    setTimeout(fn: () => void, ms: number): TimerHandle {
      const timer: Timer = { id: undefined };
      const arm = (remaining: number) => {
        const step = Math.min(Math.max(0, remaining), MAX_TIMER_DELAY_MS);
        timer.id = host.setTimeout(() => {
          if (remaining > MAX_TIMER_DELAY_MS) arm(remaining - MAX_TIMER_DELAY_MS);
          else fn();
        }, step);
      };
      arm(Number.isFinite(ms) ? ms : MAX_TIMER_DELAY_MS);
      return timer;
    },
    clearTimeout(handle: TimerHandle) {
      const timer = handle as Timer | undefined;
      if (timer && typeof timer === 'object' && 'id' in timer) host.clearTimeout(timer.id);
    },
  };
}
