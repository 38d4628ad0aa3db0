/**
 * query-core's environment, injected (design §3, §5: TanStack's `timeoutManager` and
 * `focusManager.setEventListener`). query-core keeps these as module singletons:
 *
 * - `timeoutManager` runs garbage collection (gcTime) and retry pauses on the global `setTimeout`
 *   unless given a provider. One routing provider is installed once; it sends every timer to the
 *   Scheduler of the most recently created API client (normally the only one), so fake clocks in
 *   tests and the boundary rule (no global timers in core) hold. Each timer remembers the
 *   scheduler it was set on, so clearing it always reaches the right one.
 * - `notifyManager` batches listener notifications with `setTimeout(0)`; microtasks do the same
 *   job without a platform timer.
 * - `focusManager` / `onlineManager` would listen to `window`; with a lifecycle port they listen
 *   to that instead (a retry pauses while the page is hidden), and without one they stay as
 *   query-core leaves them outside a browser: focused and online.
 */
import type { ManagedTimerId, TimeoutProvider } from '@tanstack/query-core';
import { focusManager, notifyManager, onlineManager, timeoutManager } from '@tanstack/query-core';
import type { LifecycleSource, Scheduler, TimerHandle, Unsubscribe } from '../ports';

interface RoutedTimer {
  readonly scheduler: Scheduler | undefined;
  handle: TimerHandle;
  /** query-core's ids must convert to numbers. */
  readonly id: number;
  [Symbol.toPrimitive](): number;
}

const stack: Scheduler[] = [];
let nextId = 1;
let installed = false;

const active = (): Scheduler | undefined => stack.at(-1);

function routedTimer(scheduler: Scheduler | undefined): RoutedTimer {
  const id = nextId++;
  return { scheduler, handle: undefined, id, [Symbol.toPrimitive]: () => id };
}

function isRouted(value: unknown): value is RoutedTimer {
  return typeof value === 'object' && value !== null && 'scheduler' in value && 'handle' in value;
}

const routingProvider: TimeoutProvider<RoutedTimer> = {
  setTimeout(callback, delay) {
    const timer = routedTimer(active());
    // Without any scheduler (no API client yet) the timer never fires: a missed garbage
    // collection costs memory, never correctness, and core may not fall back to global timers.
    timer.handle = timer.scheduler?.setTimeout(() => callback(), delay);
    return timer;
  },
  clearTimeout(timer) {
    if (isRouted(timer)) timer.scheduler?.clearTimeout(timer.handle);
  },
  setInterval(callback, delay) {
    const timer = routedTimer(active());
    const tick = () => {
      timer.handle = timer.scheduler?.setTimeout(tick, delay);
      callback();
    };
    timer.handle = timer.scheduler?.setTimeout(tick, delay);
    return timer;
  },
  clearInterval(timer) {
    if (isRouted(timer)) timer.scheduler?.clearTimeout(timer.handle);
  },
};

function installOnce() {
  if (installed) return;
  installed = true;
  timeoutManager.setTimeoutProvider<RoutedTimer & ManagedTimerId>(routingProvider);
  notifyManager.setScheduler((callback) => queueMicrotask(callback));
}

export interface QueryEnvironmentOptions {
  readonly scheduler: Scheduler;
  /** Page visibility and network events; when given, query-core's focus and online state follow them. */
  readonly lifecycle?: LifecycleSource | undefined;
}

/**
 * Routes query-core's timers to `scheduler` until the returned function is called.
 * @example
 * const release = routeQueryEnvironment({ scheduler, lifecycle });
 * // … create the QueryClient, use it …
 * release();
 */
export function routeQueryEnvironment(options: QueryEnvironmentOptions): Unsubscribe {
  installOnce();
  const { scheduler, lifecycle } = options;
  stack.push(scheduler);
  if (lifecycle) {
    focusManager.setEventListener((setFocused) =>
      lifecycle.subscribe((type) => {
        if (type === 'visible' || type === 'focus' || type === 'resume') setFocused(true);
        else if (type === 'hidden') setFocused(false);
      }),
    );
    onlineManager.setEventListener((setOnline) =>
      lifecycle.subscribe((type) => {
        if (type === 'online') setOnline(true);
        else if (type === 'offline') setOnline(false);
      }),
    );
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const index = stack.lastIndexOf(scheduler);
    if (index >= 0) stack.splice(index, 1);
  };
}

/** How many schedulers are routed to now (for tests). */
export function routedSchedulerCount(): number {
  return stack.length;
}
