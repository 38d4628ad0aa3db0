/**
 * Key-value storage (design §3): `localStorage` on the web, a 0600 file in the CLI (security.md 8),
 * memory in tests. Synchronous on purpose: stores built on it (the token store) must answer
 * `getSnapshot()` synchronously for `useSyncExternalStore`.
 */
import type { Unsubscribe } from './subscription';

/** A change made by another tab or process; `key` null means everything was cleared. */
export interface StorageChange {
  readonly key: string | null;
  readonly newValue: string | null;
}

export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /**
   * Changes made elsewhere (another tab: the `storage` event). Like the browser's event, a tab is
   * not told about its own writes.
   */
  subscribe(listener: (change: StorageChange) => void): Unsubscribe;
  /**
   * How long another tab or process may still read a key's old value after this one wrote it; 0 or
   * absent when a write is seen at once. A browser's localStorage is not coherent across its
   * processes: a tab in another process can read the old value for a few milliseconds.
   */
  readonly settleMs?: number;
}
