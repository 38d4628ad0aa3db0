/**
 * KeyValueStorage port (core/ports) on `localStorage`, with other tabs' changes from the `storage`
 * event (which, like the port promises, never reports a tab's own writes).
 *
 * When `localStorage` cannot be used (blocked cookies, some private modes throw on access or on
 * write), the portal keeps working on memory for this tab: the customer has to log in again in a
 * new tab, which is better than no login at all.
 */
import type { KeyValueStorage, StorageChange } from '../../core/ports';

function usableStorage(candidate: () => Storage): Storage | undefined {
  try {
    const storage = candidate();
    const probe = '__portal_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return undefined;
  }
}

function memoryArea(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

export interface BrowserStorageOptions {
  /** Defaults to `window.localStorage`. */
  readonly storage?: () => Storage;
  /** Where `storage` events arrive; defaults to `window`. */
  readonly events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/**
 * @example const storage = createBrowserStorage(); storage.subscribe(({ key }) => console.info(key));
 */
export function createBrowserStorage(options: BrowserStorageOptions = {}): KeyValueStorage & {
  readonly persistent: boolean;
} {
  const real = usableStorage(options.storage ?? (() => window.localStorage));
  const area = real ?? memoryArea();
  const events = options.events ?? window;
  return {
    persistent: real !== undefined,
    get(key) {
      try {
        return area.getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        area.setItem(key, value);
      } catch {
        // Quota exceeded: the value lives only as long as the caller keeps it; nothing to crash over.
      }
    },
    remove(key) {
      try {
        area.removeItem(key);
      } catch {
        // ignored, as above
      }
    },
    subscribe(listener: (change: StorageChange) => void) {
      if (!real) return () => {};
      const onStorage = (event: Event) => {
        const storageEvent = event as StorageEvent;
        if (storageEvent.storageArea !== null && storageEvent.storageArea !== real) return;
        listener({ key: storageEvent.key, newValue: storageEvent.newValue });
      };
      events.addEventListener('storage', onStorage);
      return () => events.removeEventListener('storage', onStorage);
    },
  };
}
