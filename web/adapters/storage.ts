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

/**
 * How long a localStorage write may take to reach another tab's process in Chromium (measured in
 * web/e2e/tabs.e2e.test.ts: a tab that took the refresh lock 1 ms after another tab had stored the
 * rotated refresh token read the old one), with a wide margin.
 */
export const LOCAL_STORAGE_SETTLE_MS = 250;

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
    // Tabs in other renderer processes see a write a few milliseconds later (their copy of the
    // storage area is updated by a message): the refresh lock is held this long after a rotation.
    settleMs: real ? LOCAL_STORAGE_SETTLE_MS : 0,
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
