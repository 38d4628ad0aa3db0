/**
 * The portal's core, loaded when it is needed instead of at start-up (issue 12, decision 160). A
 * visitor on the login page has no session yet: the session runtime, identity, customer data and
 * the login store (portal-core.ts) are a third of the page's own code, so the browser loads them
 * with one `import()`: at once when a session is stored, otherwise after the first paint, and
 * whenever a part of the page needs them (`load()`).
 *
 * A store (`subscribe`, `getSnapshot`): null until the core has loaded, then the core, so React's
 * `useSyncExternalStore` re-renders when it arrives. `createPortalCore` stays the synchronous
 * assembly that portal-cli and the sandbox use; this only defers it.
 */
import type { Unsubscribe } from '../ports';
import { createStore } from '../store';
import type { PortalCore, PortalCoreOptions } from './portal-core';

export type PortalCoreModule = Pick<typeof import('./lazy-part'), 'createPortalCore' | 'createLazyApiClient'>;

export interface PortalCoreLoaderOptions extends Omit<PortalCoreOptions, 'createApiClient'> {
  /**
   * Builds the API client; default core/api's lazy client, which comes in the same chunk as the
   * core (a driver that defers its core for start-up size wants query-core deferred too).
   */
  readonly createApiClient?: PortalCoreOptions['createApiClient'] | undefined;
}

export interface PortalCoreLoader {
  /** The core once it has loaded, else null. */
  current(): PortalCore | null;
  /** Same as `current`: the store's snapshot. */
  getSnapshot(): PortalCore | null;
  /** Told once, when the core has loaded. */
  subscribe(listener: () => void): Unsubscribe;
  /**
   * The core, loading it on the first call; every caller shares one load. A failed load (offline,
   * a deployment that replaced the chunks) is forgotten, so the next call tries again.
   */
  load(): Promise<PortalCore>;
  /** Disposes the core if it has loaded; a load still on its way then builds nothing. */
  dispose(): void;
}

/**
 * @param importCore fetches the core's module (tests pass their own to make it fail or wait)
 * @example
 * const core = createPortalCoreLoader({ ports, config, locale: () => locale });
 * if (hasStoredSession(ports.storage)) void core.load(); // a returning customer: before the first page
 */
export function createPortalCoreLoader(
  options: PortalCoreLoaderOptions,
  importCore: () => Promise<PortalCoreModule> = () => import('./lazy-part'),
): PortalCoreLoader {
  const store = createStore<PortalCore | null>(null);
  let loading: Promise<PortalCore> | undefined;
  let disposed = false;

  const ended = () => new Error('The portal was disposed before its core loaded.');

  function build(module: PortalCoreModule): PortalCore {
    if (disposed) throw ended();
    const core = module.createPortalCore({
      ...options,
      createApiClient: options.createApiClient ?? ((apiOptions) => module.createLazyApiClient(apiOptions)),
    });
    store.publish(core);
    return core;
  }

  return {
    current: store.getSnapshot,
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    load() {
      const loaded = store.getSnapshot();
      if (loaded) return Promise.resolve(loaded);
      if (disposed) return Promise.reject(ended());
      loading ??= importCore().then(build, (error: unknown) => {
        loading = undefined; // a later call tries again
        throw error;
      });
      return loading;
    },
    dispose() {
      disposed = true;
      store.getSnapshot()?.dispose();
      store.dispose();
    },
  };
}
