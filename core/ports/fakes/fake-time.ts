/**
 * A fake clock and scheduler that move together (XState's SimulatedClock): time passes only when
 * a test says so, timers fire in due order, and promises settle between timers so async work
 * started by a timer (a refresh, a logout) completes as it would in a real event loop.
 */
import type { Clock } from '../clock';
import type { Scheduler, TimerHandle } from '../scheduler';

interface FakeTimer {
  readonly id: number;
  /** Due time on the monotonic line: timers measure elapsed time, not the wall clock. */
  readonly due: number;
  readonly fn: () => void;
}

export interface FakeTimeOptions {
  /** Initial wall-clock time (epoch ms). Default 2025-01-01T00:00:00Z. */
  readonly now?: number;
  /** How promises are settled between timers; default: many microtask turns. */
  readonly settle?: () => Promise<void>;
}

export interface FakeTime {
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  /** Moves both clocks forward by `ms`, firing due timers in order and settling promises after each. */
  advance(ms: number): Promise<void>;
  /** Settles pending promises and fires timers that are already due, without moving time. */
  flush(): Promise<void>;
  /** A machine asleep: both clocks jump forward and no timer fires (overdue ones fire on the next advance). */
  sleep(ms: number): void;
  /** The wall clock alone jumps (the user or NTP changed the time); timers are unaffected. */
  shiftWallClock(ms: number): void;
  /** Timers waiting to fire. */
  pendingTimers(): number;
  /** Milliseconds until the next timer fires, or undefined when none waits. */
  nextTimerIn(): number | undefined;
  /** How many timer callbacks have run so far: "no per-second work" is checked with this. */
  firedTimers(): number;
}

const DEFAULT_NOW = Date.UTC(2025, 0, 1);

async function microtaskTurns(): Promise<void> {
  for (let turn = 0; turn < 200; turn++) await Promise.resolve();
}

/**
 * @example
 * const time = createFakeTime();
 * time.scheduler.setTimeout(() => ran = true, 1000);
 * await time.advance(1000); // ran === true
 */
export function createFakeTime(options: FakeTimeOptions = {}): FakeTime {
  let wall = options.now ?? DEFAULT_NOW;
  let mono = 0;
  let nextId = 1;
  let fired = 0;
  let timers: FakeTimer[] = [];
  const settle = options.settle ?? microtaskTurns;

  const clock: Clock = { now: () => wall, monotonic: () => mono };
  const scheduler: Scheduler = {
    setTimeout(fn: () => void, ms: number): TimerHandle {
      const timer = { id: nextId++, due: mono + Math.max(0, ms), fn };
      timers.push(timer);
      return timer.id;
    },
    clearTimeout(handle: TimerHandle): void {
      timers = timers.filter((timer) => timer.id !== handle);
    },
  };

  const nextDue = (limit: number): FakeTimer | undefined =>
    timers
      .filter((timer) => timer.due <= limit)
      .sort((a, b) => a.due - b.due || a.id - b.id)
      .at(0);

  async function runUntil(target: number): Promise<void> {
    await settle();
    for (let timer = nextDue(target); timer; timer = nextDue(target)) {
      const id = timer.id;
      timers = timers.filter((t) => t.id !== id);
      if (timer.due > mono) {
        wall += timer.due - mono;
        mono = timer.due;
      }
      fired++;
      timer.fn();
      await settle();
    }
    wall += target - mono;
    mono = target;
    await settle();
  }

  return {
    clock,
    scheduler,
    advance: (ms) => runUntil(mono + ms),
    flush: () => runUntil(mono),
    sleep(ms) {
      wall += ms;
      mono += ms;
    },
    shiftWallClock(ms) {
      wall += ms;
    },
    pendingTimers: () => timers.length,
    nextTimerIn() {
      const next = nextDue(Number.POSITIVE_INFINITY);
      return next ? Math.max(0, next.due - mono) : undefined;
    },
    firedTimers: () => fired,
  };
}
