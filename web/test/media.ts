/**
 * jsdom has no `matchMedia` and no layout. This fake answers `(min-width: Npx)` and
 * `(max-width: Npx)` queries for a chosen viewport width and notifies listeners when the width
 * changes, like a browser on resize. Test support only.
 */
import { act } from '@testing-library/react';

type Listener = (event: MediaQueryListEvent) => void;

let width = 1280;
const listeners = new Map<string, Set<Listener>>();

function evaluate(query: string): boolean {
  return query.split(/\s+and\s+/).every((part) => {
    const min = /\(min-width:\s*(\d+(?:\.\d+)?)px\)/.exec(part);
    if (min) return width >= Number(min[1]);
    const max = /\(max-width:\s*(\d+(?:\.\d+)?)px\)/.exec(part);
    if (max) return width <= Number(max[1]);
    return false;
  });
}

function listenersOf(query: string): Set<Listener> {
  let set = listeners.get(query);
  if (!set) {
    set = new Set();
    listeners.set(query, set);
  }
  return set;
}

function fakeMatchMedia(query: string): MediaQueryList {
  const set = listenersOf(query);
  return {
    get matches() {
      return evaluate(query);
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: Listener) => set.add(listener),
    removeEventListener: (_type: string, listener: Listener) => set.delete(listener),
    addListener: (listener: Listener) => set.add(listener),
    removeListener: (listener: Listener) => set.delete(listener),
    dispatchEvent: () => true,
  } as unknown as MediaQueryList;
}

/** Installs the fake (idempotent) and sets the viewport width, notifying queries whose answer changed. */
export function setViewportWidth(next: number): void {
  if (window.matchMedia !== fakeMatchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      writable: true,
      value: fakeMatchMedia,
    });
  }
  const before = new Map([...listeners.keys()].map((query) => [query, evaluate(query)]));
  width = next;
  act(() => {
    for (const [query, matched] of before) {
      if (evaluate(query) === matched) continue;
      for (const listener of listenersOf(query))
        listener({ matches: !matched, media: query } as MediaQueryListEvent);
    }
  });
}

/**
 * Back to the start: no width chosen (1280 px once the fake is installed) and no listeners. The
 * web test set-up calls this before each file, because the files of a worker share this module.
 */
export function resetViewport(): void {
  width = 1280;
  listeners.clear();
}

/** 375 px: a phone (below md and lg). */
export const PHONE = 375;
/** 1280 px: a laptop (lg and wider). */
export const DESKTOP = 1280;
