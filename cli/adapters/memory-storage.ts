/**
 * The storage port in memory, for sessions that must not touch the session file: `check` logs in
 * once per locale, in parallel, and must neither overwrite nor reuse the user's own session.
 */
import type { KeyValueStorage } from '../../core/ports';

export interface MemoryStorage extends KeyValueStorage {
  entries(): Readonly<Record<string, string>>;
}

export function createMemoryStorage(): MemoryStorage {
  const values = new Map<string, string>();
  return {
    entries: () => Object.fromEntries(values),
    get: (key) => values.get(key) ?? null,
    set: (key, value) => {
      values.set(key, value);
    },
    remove: (key) => {
      values.delete(key);
    },
    // One process, one "tab": nobody else writes here.
    subscribe: () => () => {},
  };
}
