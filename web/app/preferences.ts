/**
 * The visitor's display choices, kept in storage so every tab and the next visit see them: the
 * theme (§1 v1/v2, §9 forced rules in core/config `resolveTheme`) and the preferred locale
 * (core/markets `PREFERRED_LOCALE_STORAGE_KEY`, also read by the country banner).
 */
import { THEMES, type Theme } from '../../core/config';
import { PREFERRED_LOCALE_STORAGE_KEY } from '../../core/markets';
import type { KeyValueStorage, Unsubscribe } from '../../core/ports';
import { createEmitter } from '../../core/store';

export const THEME_STORAGE_KEY = 'portal:theme';

export interface PreferencesSnapshot {
  readonly theme: Theme | undefined;
  readonly preferredLocale: string | null;
}

export interface Preferences {
  getSnapshot(): PreferencesSnapshot;
  subscribe(listener: () => void): Unsubscribe;
  setTheme(theme: Theme): void;
  setPreferredLocale(locale: string): void;
}

function readTheme(value: string | null): Theme | undefined {
  return (THEMES as readonly string[]).includes(value ?? '') ? (value as Theme) : undefined;
}

/** @example createPreferences(storage).setTheme('v2') */
export function createPreferences(storage: KeyValueStorage): Preferences {
  const listeners = createEmitter();
  let snapshot: PreferencesSnapshot = read();

  function read(): PreferencesSnapshot {
    return {
      theme: readTheme(storage.get(THEME_STORAGE_KEY)),
      preferredLocale: storage.get(PREFERRED_LOCALE_STORAGE_KEY),
    };
  }

  function refresh() {
    const next = read();
    if (next.theme === snapshot.theme && next.preferredLocale === snapshot.preferredLocale) return;
    snapshot = next;
    listeners.emit();
  }

  storage.subscribe((change) => {
    if (
      change.key === null ||
      change.key === THEME_STORAGE_KEY ||
      change.key === PREFERRED_LOCALE_STORAGE_KEY
    )
      refresh();
  });

  return {
    getSnapshot: () => snapshot,
    subscribe: listeners.subscribe,
    setTheme(theme) {
      storage.set(THEME_STORAGE_KEY, theme);
      refresh();
    },
    setPreferredLocale(locale) {
      storage.set(PREFERRED_LOCALE_STORAGE_KEY, locale);
      refresh();
    },
  };
}
