/**
 * The one shape of core's state that changes over time (design §3): `subscribe(listener)` and
 * `getSnapshot()`, which React reads with `useSyncExternalStore` and Ink the same way. Issue 13:
 * each store wrote its own listener set; they now share these two helpers, so every store notifies
 * the same way (listeners called in subscription order, a listener that unsubscribes or
 * subscribes during a notification does not disturb the others of that round).
 */
import type { Unsubscribe } from '../ports';

/** What a driver reads: React's `useSyncExternalStore(store.subscribe, store.getSnapshot)`. */
export interface ExternalStore<Snapshot> {
  getSnapshot(): Snapshot;
  /** Called after every change of the snapshot. */
  subscribe(listener: () => void): Unsubscribe;
}

/** A set of listeners and the call that tells them all. */
export interface Emitter<Event = void> {
  subscribe(listener: (event: Event) => void): Unsubscribe;
  /** Calls every listener subscribed when the call starts, in the order they subscribed. */
  emit(event: Event): void;
  /** Forgets every listener (a store's `dispose`). */
  clear(): void;
}

/**
 * The listener set every store used to write by hand.
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

/** A store that holds its snapshot: what the store's own code writes. */
export interface Store<Snapshot> extends ExternalStore<Snapshot> {
  /**
   * Replaces the snapshot and tells the listeners, unless `equals` (given to `createStore`) says
   * nothing changed: then the old snapshot stays, as `useSyncExternalStore` needs.
   * @returns whether the snapshot changed
   */
  publish(next: Snapshot): boolean;
  /** Forgets every listener. */
  dispose(): void;
}

export interface StoreOptions<Snapshot> {
  /** When two snapshots count as the same (no publish); by default never, every publish notifies. */
  readonly equals?: (current: Snapshot, next: Snapshot) => boolean;
}

/**
 * A store over a held snapshot.
 * @example
 * const store = createStore<ConsentSnapshot>(UNDECIDED);
 * store.subscribe(() => render(store.getSnapshot()));
 * store.publish(decided); // render runs
 */
export function createStore<Snapshot>(
  initial: Snapshot,
  options: StoreOptions<Snapshot> = {},
): Store<Snapshot> {
  const listeners = createEmitter();
  let snapshot = initial;
  return {
    getSnapshot: () => snapshot,
    subscribe: listeners.subscribe,
    publish(next) {
      if (options.equals?.(snapshot, next)) return false;
      snapshot = next;
      listeners.emit();
      return true;
    },
    dispose: listeners.clear,
  };
}
