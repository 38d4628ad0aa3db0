/** Stops a subscription. Calling it twice is harmless. */
export type Unsubscribe = () => void;

/** A set of listeners and the call that tells them all. */
export interface Emitter<Event = void> {
  subscribe(listener: (event: Event) => void): Unsubscribe;
  /** Calls every listener subscribed when the call starts, in the order they subscribed. */
  emit(event: Event): void;
  /** Forgets every listener (a store's `dispose`). */
  clear(): void;
}

/**
 * The listener set of every store and event source: core's stores (core/store) and the ports' fakes.
 * @example
 * const events = createEmitter<RefreshEvent>();
 * const stop = events.subscribe((event) => log(event));
 * events.emit({ type: 'refreshed' });
 */
export function createEmitter<Event = void>(): Emitter<Event> {
  const listeners = new Set<(event: Event) => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(event) {
      // A copy: a listener that (un)subscribes while being told must not change this round.
      for (const listener of [...listeners]) listener(event);
    },
    clear() {
      listeners.clear();
    },
  };
}
