/**
 * Where the router reads and writes the address: the browser's History API in the portal, an
 * in-memory list of entries in tests and when prerendering. The router owns *when* the address
 * changes (after a page is resolved, like a data router); history only stores it.
 *
 * Every entry has a key (what its scroll position is remembered by) and an index (how far Back or
 * Forward went, so a Back the customer takes back can be undone), kept in `history.state`.
 */

import { createEmitter } from '../../../core/store';

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface RouterLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  /** The history entry's own key ('default' for an address not in history yet). */
  readonly key: string;
}

export interface History {
  location(): RouterLocation;
  /** A new entry after the current one: the location with its new key. */
  push(location: RouterLocation): RouterLocation;
  /** The current entry's address changes; it keeps its key. */
  replace(location: RouterLocation): RouterLocation;
  /** Back (-1) or forward (+1), as the browser's buttons do. */
  go(delta: number): void;
  /** Back/Forward: calls `listener` with the location the user went to and how far it was. */
  listen(listener: (location: RouterLocation, delta: number) => void): () => void;
}

/** `/de-de/login/?x=1#a` → its parts; relative paths resolve against `base`. */
export function parsePath(
  to: string,
  base: Pick<RouterLocation, 'pathname' | 'search'> = { pathname: '/', search: '' },
): RouterLocation {
  const url = new URL(to, `http://router.invalid${base.pathname}${base.search}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash, key: 'default' };
}

export function hrefOf(location: Omit<RouterLocation, 'key'>): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** Whether two addresses are the same page (they may differ in their hash). */
export function samePage(a: RouterLocation, b: RouterLocation): boolean {
  return a.pathname === b.pathname && a.search === b.search;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

interface EntryState {
  readonly key: string;
  readonly index: number;
}

function entryState(value: unknown): EntryState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { key, index } = value as Partial<EntryState>;
  return typeof key === 'string' && typeof index === 'number' ? { key, index } : null;
}

/** @example const history = createBrowserHistory(window); */
export function createBrowserHistory(win: Window = window): History {
  let current = entryState(win.history.state);
  if (!current) {
    current = { key: newKey(), index: 0 };
    win.history.replaceState(current, '');
  }
  const read = (): RouterLocation => ({
    pathname: win.location.pathname,
    search: win.location.search,
    hash: win.location.hash,
    key: current?.key ?? 'default',
  });
  const write = (location: RouterLocation, entry: EntryState, replace: boolean) => {
    current = entry;
    if (replace) win.history.replaceState(entry, '', hrefOf(location));
    else win.history.pushState(entry, '', hrefOf(location));
    return { ...location, key: entry.key };
  };
  return {
    location: read,
    push: (location) => write(location, { key: newKey(), index: (current?.index ?? 0) + 1 }, false),
    replace: (location) => write(location, current ?? { key: newKey(), index: 0 }, true),
    go: (delta) => win.history.go(delta),
    listen(listener) {
      const onPop = (event: PopStateEvent) => {
        const from = current?.index ?? 0;
        let entry = entryState(event.state);
        if (!entry) {
          // A plain `<a href="#x">` the browser followed itself: a new entry after the last one.
          entry = { key: newKey(), index: from + 1 };
          win.history.replaceState(entry, '');
        }
        current = entry;
        listener(read(), entry.index - from);
      };
      win.addEventListener('popstate', onPop);
      return () => win.removeEventListener('popstate', onPop);
    },
  };
}

/** @example const history = createMemoryHistory(['/de-de/login/']); */
export function createMemoryHistory(initialEntries: readonly string[] = ['/']): History {
  const entries = initialEntries.map((entry) => ({ ...parsePath(entry), key: newKey() }));
  let index = entries.length - 1;
  const listeners = createEmitter<readonly [RouterLocation, number]>();
  const current = () => entries[index] ?? parsePath('/');
  return {
    location: current,
    push(location) {
      const entry = { ...location, key: newKey() };
      entries.splice(index + 1, entries.length, entry);
      index = entries.length - 1;
      return entry;
    },
    replace(location) {
      const entry = { ...location, key: current().key };
      entries[index] = entry;
      return entry;
    },
    listen: (listener) => listeners.subscribe(([location, delta]) => listener(location, delta)),
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      const moved = next - index;
      index = next;
      listeners.emit([current(), moved]);
    },
  };
}
