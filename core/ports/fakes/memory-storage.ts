/**
 * Storage in memory, shareable between simulated tabs: every tab of one area sees the same data,
 * and the other tabs are told of a change a microtask later, as the browser's `storage` event
 * tells other tabs (never the writer).
 */
import type { KeyValueStorage, StorageChange } from '../storage';
import { createEmitter, type Emitter } from '../subscription';

export interface MemoryStorage extends KeyValueStorage {
  /** Everything stored, for assertions. */
  entries(): Record<string, string>;
}

export interface MemoryStorageArea {
  /** A new tab's view of the shared storage. */
  tab(): MemoryStorage;
}

/**
 * @example
 * const area = createMemoryStorageArea();
 * const [tabA, tabB] = [area.tab(), area.tab()];
 * tabB.subscribe((change) => seen.push(change)); tabA.set('k', 'v'); // tabB hears of it
 */
export function createMemoryStorageArea(initial: Record<string, string> = {}): MemoryStorageArea {
  const data = new Map(Object.entries(initial));
  const tabs = new Set<Emitter<StorageChange>>();

  /** Tells every other tab, a microtask later, the listeners it has then. */
  function announce(from: Emitter<StorageChange>, change: StorageChange) {
    for (const tab of tabs) if (tab !== from) queueMicrotask(() => tab.emit(change));
  }

  return {
    tab() {
      const self = createEmitter<StorageChange>();
      tabs.add(self);
      return {
        get: (key) => data.get(key) ?? null,
        set(key, value) {
          if (data.get(key) === value) return;
          data.set(key, value);
          announce(self, { key, newValue: value });
        },
        remove(key) {
          if (!data.has(key)) return;
          data.delete(key);
          announce(self, { key, newValue: null });
        },
        subscribe: self.subscribe,
        entries: () => Object.fromEntries(data),
      };
    },
  };
}

/**
 * A single tab's storage.
 * @example const storage = createMemoryStorage({ access_token: 'x' });
 */
export function createMemoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  return createMemoryStorageArea(initial).tab();
}
