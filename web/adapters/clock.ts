/** Clock port (core/ports): wall time from `Date.now()`, monotonic time from `performance.now()`. */
import type { Clock } from '../../core/ports';

/**
 * @example const clock = createBrowserClock(); clock.now() // 1735689600000
 */
export function createBrowserClock(): Clock {
  return {
    now: () => Date.now(),
    monotonic: () => performance.now(),
  };
}
