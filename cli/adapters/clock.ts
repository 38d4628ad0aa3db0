/** The clock port on Node (design §3): wall time for deadlines, `performance.now()` for durations. */
import type { Clock } from '../../core/ports';

export const nodeClock: Clock = {
  now: () => Date.now(),
  monotonic: () => performance.now(),
};
