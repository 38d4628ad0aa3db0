/**
 * The one way a part of the portal loads later (docs/loading.md): every part that is not in the
 * page's own code is a `Part`, declared in web/pages.ts with when it loads.
 *
 * - `load()` loads it once; callers at the same time share the download; a failed load (offline,
 *   a deployment that replaced the chunks) is forgotten, so the next call tries again.
 * - `current()` and `subscribe()` are a store: `usePart` re-renders when the part arrives.
 * - `useLoadedPart` suspends until it is there (React's Suspense draws the fallback meanwhile, and
 *   an error boundary sees a failure); a later render after a failure tries again.
 */
import { use, useSyncExternalStore } from 'react';

export interface Part<T> {
  /** The part, loaded on the first call; a failed load is forgotten. */
  load(): Promise<T>;
  /** The part once it has loaded, else undefined. */
  current(): T | undefined;
  /** Told once, when the part has loaded. */
  subscribe(listener: () => void): () => void;
}

/** The fields React's `use()` reads on a promise it has seen settle (so it does not suspend again). */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * @example
 * const footer = definePart(() => import('./shell/footer/footer-part'));
 * footer.load(); // starts the download; usePart(footer) re-renders when it is there
 */
export function definePart<T>(load: () => Promise<T>): Part<T> {
  let loaded: T | undefined;
  let loading: TrackedPromise<T> | undefined;
  const listeners = new Set<() => void>();
  return {
    load() {
      loading ??= load().then(
        (value) => {
          loaded = value;
          Object.assign(loading as TrackedPromise<T>, { status: 'fulfilled', value });
          for (const listener of [...listeners]) listener();
          return value;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    current: () => loaded,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The part once it has loaded, else undefined; re-renders when it arrives. Does not start it.
 * @example const footer = usePart(PARTS.footer);
 */
export function usePart<T>(part: Part<T>): T | undefined {
  return useSyncExternalStore(part.subscribe, part.current, part.current);
}

/**
 * The part, loading it if needed: the component suspends until it is there (inside `<Suspense>`).
 * @example const { MenuHeader } = useLoadedPart(PARTS.headerMenus);
 */
export function useLoadedPart<T>(part: Part<T>): T {
  // The same promise on every render once it has settled, so `use` answers at once.
  return use(part.load());
}
