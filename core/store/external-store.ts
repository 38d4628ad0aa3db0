/**
 * The one shape of core's state that changes over time (design §3): `subscribe(listener)` and
 * `getSnapshot()`, which React reads with `useSyncExternalStore` and Ink the same way. Every store
 * holds its snapshot here or tells its listeners through core/ports `createEmitter`, so every store
 * notifies the same way (listeners called in subscription order, a listener that unsubscribes or
 * subscribes during a notification does not disturb the others of that round; decision 132).
 */
import { createEmitter, type Unsubscribe } from '../ports';

/** What a driver reads: React's `useSyncExternalStore(store.subscribe, store.getSnapshot)`. */
export interface ExternalStore<Snapshot> {
  getSnapshot(): Snapshot;
  /** Called after every change of the snapshot. */
  subscribe(listener: () => void): Unsubscribe;
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
