/**
 * A small router with the one behaviour the portal needs from a data router: before an address is
 * shown, it is *resolved* (guards, redirects, the page's code), and only then does the page change
 * and the address bar follow. The old page stays while the next one resolves; a newer navigation
 * wins over an older one still resolving. React is not involved here (react.tsx binds it), so the
 * same router resolves pages when prerendering and in tests.
 *
 * Why not React Router: decision record 120 (its 29 kB gzip were most of the login page's budget).
 */

import { createEmitter } from '../../../core/store';
import { type History, hrefOf, type NavigationType, parsePath, type RouterLocation } from './history';

/** What an address resolves to: another address, or something to show (`V`, the app's view). */
export type Resolution<V> =
  | { readonly type: 'redirect'; readonly to: string }
  | { readonly type: 'render'; readonly view: V };

export type Resolve<V> = (location: RouterLocation) => Promise<Resolution<V>>;

export interface RouterState<V> {
  readonly location: RouterLocation;
  /** POP for the first page of a visit and Back/Forward; PUSH or REPLACE after a link or redirect. */
  readonly navigationType: NavigationType;
  /** Null until the first address has resolved. */
  readonly view: V | null;
  /** True while a navigation resolves (the old view is still shown). */
  readonly navigating: boolean;
}

export interface Router<V> {
  readonly state: RouterState<V>;
  subscribe(listener: () => void): () => void;
  /** Resolves `to` (a path, relative to the current one, or another site) and shows it. */
  navigate(to: string, options?: { readonly replace?: boolean }): Promise<void>;
  /** Resolves the current address: the first page of a visit. */
  initialize(): Promise<void>;
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
  };
  let latest = 0;

  const set = (next: Partial<RouterState<V>>) => {
    state = { ...state, ...next };
    listeners.emit();
  };

  async function run(target: RouterLocation, type: NavigationType, initial: boolean): Promise<void> {
    const ticket = ++latest;
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
            : await resolve(location);
      } catch (error) {
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
    if (type === 'PUSH') history.push(location);
    else if (type === 'REPLACE' || redirected) history.replace(location);
    // The first page of a visit stays a POP even after a redirect: focus stays where the browser put it.
    const navigationType: NavigationType = initial ? 'POP' : type === 'POP' && redirected ? 'REPLACE' : type;
    set({ location, navigationType, view, navigating: false });
  }

  const stopListening = history.listen((location) => void run(location, 'POP', false));

  return {
    get state() {
      return state;
    },
    subscribe: listeners.subscribe,
    navigate(to, navigateOptions = {}) {
      if (isOtherSite(to)) {
        leave(to);
        return Promise.resolve();
      }
      return run(parsePath(to, state.location), navigateOptions.replace ? 'REPLACE' : 'PUSH', false);
    },
    initialize: () => run(history.location(), 'POP', true),
    dispose() {
      stopListening();
      listeners.clear();
      latest += 1;
    },
  };
}
