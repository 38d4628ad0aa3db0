/**
 * A small router with the one behaviour the portal needs from a data router: before an address is
 * shown, it is *resolved* (guards, redirects, the page's code), and only then does the page change
 * and the address bar follow. The old page stays while the next one resolves; a newer navigation
 * wins over an older one still resolving, and the older one's work is told to stop (its
 * AbortSignal). A page holding unsaved input can ask before it is left (`block`), Back and Forward
 * included. React is not involved here (react.tsx binds it), so the same router resolves pages when
 * prerendering and in tests.
 *
 * Why not React Router: decision record 120 (its 29 kB gzip were most of the login page's budget).
 */

import { createEmitter } from '../../../core/store';
import {
  type History,
  hrefOf,
  type NavigationType,
  parsePath,
  type RouterLocation,
  samePage,
} from './history';

/** What an address resolves to: another address, or something to show (`V`, the app's view). */
export type Resolution<V> =
  | { readonly type: 'redirect'; readonly to: string }
  | { readonly type: 'render'; readonly view: V };

/** `signal` (always given by the router) aborts when a newer navigation took over: what loads for this one may stop. */
export type Resolve<V> = (location: RouterLocation, signal?: AbortSignal) => Promise<Resolution<V>>;

export interface RouterState<V> {
  readonly location: RouterLocation;
  /** POP for the first page of a visit and Back/Forward; PUSH or REPLACE after a link or redirect. */
  readonly navigationType: NavigationType;
  /** Null until the first address has resolved. */
  readonly view: V | null;
  /** True while a navigation resolves (the old view is still shown). */
  readonly navigating: boolean;
  /** Where the customer asked to go while the page holds them (`block`): waiting for leave or stay. */
  readonly blocked: RouterLocation | null;
}

export interface NavigateOptions {
  readonly replace?: boolean;
}

export interface Router<V> {
  readonly state: RouterState<V>;
  subscribe(listener: () => void): () => void;
  /** Resolves `to` (a path, relative to the current one, or another site) and shows it. */
  navigate(to: string, options?: NavigateOptions): Promise<void>;
  /** Resolves the current address: the first page of a visit. */
  initialize(): Promise<void>;
  /** While `when()` is true, leaving the page waits for `proceed` or `reset`; returns the release. */
  block(when: () => boolean): () => void;
  /** Whether the page holds the customer now (the browser's own prompt on reload or closing asks too). */
  blocking(): boolean;
  /** The customer chose to leave: the blocked navigation goes ahead. */
  proceed(): void;
  /** The customer chose to stay: the blocked navigation is dropped (a Back is taken back). */
  reset(): void;
  /** Nothing holds the customer any more (a logout): every block is released. */
  unblock(): void;
  dispose(): void;
}

export interface RouterOptions<V> {
  readonly history: History;
  readonly resolve: Resolve<V>;
  /** What to show when resolving throws (a bug or a failed chunk load). */
  readonly failed: (error: unknown, location: RouterLocation) => V;
  /** Leaves the portal for another site (a redirect to an absolute URL). */
  readonly leave?: (url: string) => void;
  /** A view already resolved (prerendered page being hydrated): no first resolution needed. */
  readonly initialView?: V;
}

const MAX_REDIRECTS = 10;

function isOtherSite(to: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(to) || to.startsWith('//');
}

/**
 * @example
 * const router = createRouter({ history: createBrowserHistory(), resolve, failed: (error) => errorView(error) });
 * await router.initialize();
 */
export function createRouter<V>(options: RouterOptions<V>): Router<V> {
  const { history, resolve, failed } = options;
  const leave = options.leave ?? ((url: string) => window.location.assign(url));
  const listeners = createEmitter();
  let state: RouterState<V> = {
    location: history.location(),
    navigationType: 'POP',
    view: options.initialView ?? null,
    navigating: false,
    blocked: null,
  };
  let latest = 0;
  let running: AbortController | null = null;
  const blockers = new Set<() => boolean>();
  let blockedGo: (() => void) | null = null;
  // Back/Forward that the router itself takes: undoing a blocked one, or redoing it after "leave".
  let undoingPop = false;
  let proceedingPop = false;

  const set = (next: Partial<RouterState<V>>) => {
    state = { ...state, ...next };
    listeners.emit();
  };

  /** Starts a navigation: the one before it, if still resolving, is superseded and aborted. */
  function supersede(): { readonly ticket: number; readonly signal: AbortSignal } {
    running?.abort();
    running = new AbortController();
    latest += 1;
    return { ticket: latest, signal: running.signal };
  }

  async function run(target: RouterLocation, type: NavigationType, initial: boolean): Promise<void> {
    const { ticket, signal } = supersede();
    if (!state.navigating) set({ navigating: true });
    let location = target;
    let redirected = false;
    for (let hop = 0; ; hop += 1) {
      let resolution: Resolution<V>;
      try {
        resolution =
          hop > MAX_REDIRECTS
            ? {
                type: 'render',
                view: failed(new Error(`Too many redirects at ${hrefOf(location)}`), location),
              }
            : await resolve(location, signal);
      } catch (error) {
        if (signal.aborted) return;
        resolution = { type: 'render', view: failed(error, location) };
      }
      if (ticket !== latest) return; // a newer navigation took over
      if (resolution.type === 'redirect') {
        if (isOtherSite(resolution.to)) {
          set({ navigating: false });
          leave(resolution.to);
          return;
        }
        location = parsePath(resolution.to, location);
        redirected = true;
        continue;
      }
      running = null;
      commit(location, type, redirected, initial, resolution.view);
      return;
    }
  }

  function commit(
    location: RouterLocation,
    type: NavigationType,
    redirected: boolean,
    initial: boolean,
    view: V,
  ) {
    let shown = location;
    if (type === 'PUSH') shown = history.push(location);
    else if (type === 'REPLACE' || redirected) shown = history.replace(location);
    // The first page of a visit stays a POP even after a redirect: focus stays where the browser put it.
    const navigationType: NavigationType = initial ? 'POP' : type === 'POP' && redirected ? 'REPLACE' : type;
    set({ location: shown, navigationType, view, navigating: false });
  }

  /** Another place on the page shown (`#id`): no resolving, the page stays. */
  function moveOnPage(location: RouterLocation, type: NavigationType) {
    supersede();
    running = null;
    let shown = location;
    if (type === 'PUSH') shown = history.push(location);
    else if (type === 'REPLACE') shown = history.replace(location);
    set({ location: shown, navigationType: type, navigating: false });
  }

  const blocking = () => [...blockers].some((when) => when());

  /** The page holds the customer: the navigation waits for their answer. */
  function ask(location: RouterLocation, go: () => void) {
    blockedGo = go;
    set({ blocked: location });
  }

  const stopListening = history.listen((location, delta) => {
    if (undoingPop) {
      undoingPop = false;
      return;
    }
    if (samePage(location, state.location) && state.view !== null) {
      moveOnPage(location, 'POP');
      return;
    }
    if (!proceedingPop && blocking()) {
      // The address bar already moved: put it back while the customer decides.
      undoingPop = true;
      history.go(-delta);
      ask(location, () => {
        proceedingPop = true;
        history.go(delta);
      });
      return;
    }
    proceedingPop = false;
    void run(location, 'POP', false);
  });

  return {
    get state() {
      return state;
    },
    subscribe: listeners.subscribe,
    navigate(to, navigateOptions = {}) {
      if (isOtherSite(to)) {
        const go = () => {
          blockers.clear();
          leave(to);
        };
        if (blocking()) ask(parsePath(to), go);
        else go();
        return Promise.resolve();
      }
      const target = parsePath(to, state.location);
      let type: NavigationType = navigateOptions.replace ? 'REPLACE' : 'PUSH';
      if (target.hash && samePage(target, state.location) && state.view !== null) {
        // Following the same `#id` again adds no entry, as the browser does.
        if (hrefOf(target) === hrefOf(state.location)) type = 'REPLACE';
        moveOnPage(target, type);
        return Promise.resolve();
      }
      if (blocking()) {
        ask(target, () => void run(target, type, false));
        return Promise.resolve();
      }
      return run(target, type, false);
    },
    initialize: () => run(history.location(), 'POP', true),
    block(when) {
      // Its own function, so the same `when` given twice is released once each.
      const entry = () => when();
      blockers.add(entry);
      return () => void blockers.delete(entry);
    },
    blocking,
    proceed() {
      const go = blockedGo;
      blockedGo = null;
      set({ blocked: null });
      go?.();
    },
    reset() {
      blockedGo = null;
      set({ blocked: null });
    },
    unblock() {
      blockers.clear();
      blockedGo = null;
      if (state.blocked) set({ blocked: null });
    },
    dispose() {
      stopListening();
      listeners.clear();
      running?.abort();
      latest += 1;
    },
  };
}
