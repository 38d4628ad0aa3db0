/**
 * Time, injected (design §3, XState's SimulatedClock): core never calls `Date.now()`, so tests
 * can move time by hand and a machine that "sleeps" can be simulated.
 */
export interface Clock {
  /**
   * Wall-clock time in epoch milliseconds. Deadlines that must survive a sleeping laptop (idle,
   * token and maximum-session ends) are kept on this clock, because it keeps running while the
   * machine sleeps.
   */
  now(): number;
  /**
   * Milliseconds from an arbitrary origin that never jumps when the user changes the system clock
   * (`performance.now()`). For short durations such as throttling, never for deadlines.
   */
  monotonic(): number;
}
