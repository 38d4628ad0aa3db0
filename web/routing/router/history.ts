/**
 * Where the router reads and writes the address: the browser's History API in the portal, an
 * in-memory list of entries in tests and when prerendering. The router owns *when* the address
 * changes (after a page is resolved, like a data router); history only stores it.
 */

import { createEmitter } from '../../../core/store';

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface RouterLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

export interface History {
  location(): RouterLocation;
  push(location: RouterLocation): void;
  replace(location: RouterLocation): void;
  /** Back/Forward: calls `listener` with the location the user went to. */
  listen(listener: (location: RouterLocation) => void): () => void;
}

/** `/de-de/login/?x=1#a` → its parts; relative paths resolve against `base`. */
export function parsePath(
  to: string,
  base: RouterLocation = { pathname: '/', search: '', hash: '' },
): RouterLocation {
  const url = new URL(to, `http://router.invalid${base.pathname}${base.search}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export function hrefOf(location: RouterLocation): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** @example const history = createBrowserHistory(window); */
export function createBrowserHistory(win: Window = window): History {
  const read = (): RouterLocation => ({
    pathname: win.location.pathname,
    search: win.location.search,
    hash: win.location.hash,
  });
  return {
    location: read,
    push: (location) => win.history.pushState(null, '', hrefOf(location)),
    replace: (location) => win.history.replaceState(null, '', hrefOf(location)),
    listen(listener) {
      const onPop = () => listener(read());
      win.addEventListener('popstate', onPop);
      return () => win.removeEventListener('popstate', onPop);
    },
  };
}

export interface MemoryHistory extends History {
  /** Back (-1) or forward (+1), as the browser's buttons do. */
  go(delta: number): void;
}

/** @example const history = createMemoryHistory(['/de-de/login/']); */
export function createMemoryHistory(initialEntries: readonly string[] = ['/']): MemoryHistory {
  const entries = initialEntries.map((entry) => parsePath(entry));
  let index = entries.length - 1;
  const listeners = createEmitter<RouterLocation>();
  const current = () => entries[index] ?? parsePath('/');
  return {
    location: current,
    push(location) {
      entries.splice(index + 1, entries.length, location);
      index = entries.length - 1;
    },
    replace(location) {
      entries[index] = location;
    },
    listen: listeners.subscribe,
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      listeners.emit(current());
    },
  };
}
