/**
 * One small hook per core store (design §3, web brief): `useSyncExternalStore` over the store's
 * `subscribe` and `getSnapshot`, so React re-renders exactly when core publishes a new snapshot.
 *
 * The session's stores live in the portal's core, which loads after the first paint when nobody is
 * signed in (decision 160). Until it has loaded, the hooks of what every page reads (tokens,
 * customer data) report what the stores themselves report with nothing stored, so the prerendered
 * HTML, its hydration and the render after the core arrived agree. What only a signed-in page reads
 * (the session's countdown, the active customer) needs the core (`usePortalCore`): the route guard
 * loaded it before such a page renders.
 */
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { TokenSnapshot } from '../../core/auth';
import type { CaptchaPort, CaptchaSnapshot } from '../../core/captcha';
import type { ConnectionSnapshot } from '../../core/connection';
import type { ConsentSnapshot } from '../../core/consent';
import type { ActiveCustomerSnapshot, CustomerDataSnapshot } from '../../core/customer-data';
import { IDLE_LOGIN_SNAPSHOT, type LoginSnapshot, type LoginStore } from '../../core/login';
import { type PortalCore, SIGNED_OUT_CUSTOMER_DATA, SIGNED_OUT_TOKENS } from '../../core/portal';
import type { SessionSnapshot } from '../../core/session';
import { usePortal } from './PortalContext';
import type { PreferencesSnapshot } from './preferences';
import { usePrerenderedState } from './prerendered-state';

interface Store<T> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): T;
}

/**
 * `prerendered`: what the store held in the prerendered HTML (prerendered-state.tsx). React reads
 * it while it renders on the server and while it hydrates, then re-renders with the store's own
 * snapshot; without it both read the store.
 */
function useStore<T>(store: Store<T>, prerendered?: T): T {
  const read = () => store.getSnapshot();
  return useSyncExternalStore(
    (listener) => {
      const stop = store.subscribe(listener);
      return () => void stop();
    },
    read,
    prerendered === undefined ? read : () => prerendered,
  );
}

/** A store that never changes: what a hook reads while the core it belongs to has not loaded. */
function constant<T>(value: T): Store<T> {
  return { subscribe: () => () => {}, getSnapshot: () => value };
}

const NO_TOKENS = constant<TokenSnapshot>(SIGNED_OUT_TOKENS);
const NO_CUSTOMER_DATA = constant<CustomerDataSnapshot>(SIGNED_OUT_CUSTOMER_DATA);
const IDLE_LOGIN = constant<LoginSnapshot>(IDLE_LOGIN_SNAPSHOT);
const noCore = () => null;

/**
 * The portal's core once it has loaded, else null (and re-renders when it arrives). Prerendering
 * and hydration of a signed-out page (prerendered-state.tsx) read null: its HTML was drawn without a core, and a core that
 * arrived before the hydration is drawn right after it. A signed-in skeleton (decision 162) was
 * drawn as a session's page, whose core is there (web/main.tsx loads it before hydrating a stored
 * session; the build loads it before rendering the skeleton): its hydration reads the core, and
 * the hooks of what the HTML shows hand React the skeleton's state (prerendered-state.tsx).
 */
export function useLoadedCore(): PortalCore | null {
  const { core } = usePortal();
  const signedOutPage = usePrerenderedState()?.signedIn === false;
  return useSyncExternalStore(core.subscribe, core.getSnapshot, signedOutPage ? noCore : core.getSnapshot);
}

/**
 * The portal's core, for what only a signed-in page draws (private pages, the signed-in shell's
 * parts): their route guard or the session that shows them has loaded it. Throws otherwise.
 */
export function usePortalCore(): PortalCore {
  const core = useLoadedCore();
  if (!core)
    throw new Error(
      'usePortalCore() before the portal’s core has loaded (a signed-in part without a session)',
    );
  return core;
}

/** §4 session: off, active, countdown, extended, expired (a signed-in part: the core is there). */
export function useSession(): SessionSnapshot {
  return useStore(usePortalCore().runtime.session);
}

/** Timing of the stored tokens (never the tokens themselves); none until the core has loaded. */
export function useTokens(): TokenSnapshot {
  return useStore(useLoadedCore()?.runtime.tokens ?? NO_TOKENS);
}

/** Whether a session exists in this tab (another tab's logout ends it here too). */
export function useSignedIn(): boolean {
  const tokens = useLoadedCore()?.runtime.tokens ?? NO_TOKENS;
  const signedIn = useMemo(
    () => ({
      subscribe: (listener: () => void) => tokens.subscribe(listener),
      getSnapshot: () => tokens.getSnapshot().status === 'present',
    }),
    [tokens],
  );
  return useStore(signedIn, usePrerenderedState()?.signedIn);
}

/** The session's customer data (core/customer-data): signed out, loading, loaded. */
export function useCustomerData(): CustomerDataSnapshot {
  return useStore(useLoadedCore()?.customerData ?? NO_CUSTOMER_DATA, usePrerenderedState()?.customerData);
}

/** §3/§6 whose accounts are shown: the own customer number and the current one (signed in only). */
export function useActiveCustomer(): ActiveCustomerSnapshot {
  return useStore(usePortalCore().activeCustomer);
}

/**
 * Whether the back end answers (core/connection). A prerendered page was drawn online, and a page
 * hydrates as drawn: an outage shows right after.
 */
export function useConnection(): ConnectionSnapshot {
  const { connection } = usePortal();
  return useSyncExternalStore(connection.subscribe, connection.getSnapshot, () => ONLINE);
}

const ONLINE: ConnectionSnapshot = { status: 'online' };

/**
 * Calls `retry` each time the connection comes back after an outage: a part that loads its own
 * data asks again for what failed meanwhile (the customer data does so by itself).
 * @example useOnConnectionRestored(() => list.status === 'failed' && setAttempt((n) => n + 1));
 */
export function useOnConnectionRestored(retry: () => void): void {
  const { connection } = usePortal();
  const latest = useRef(retry);
  latest.current = retry;
  useEffect(() => connection.onRestored(() => latest.current()), [connection]);
}

/** §2.6 the consent layer's decision (§9 defaults while undecided). */
export function useConsent(): ConsentSnapshot {
  return useStore(usePortal().consent);
}

export function usePreferences(): PreferencesSnapshot {
  return useStore(usePortal().preferences, usePrerenderedState()?.preferences);
}

/** A login store's snapshot; an idle one while the page's store has not been made (no core yet). */
export function useLogin(store: LoginStore | null): LoginSnapshot {
  return useStore(store ?? IDLE_LOGIN);
}

export function useCaptcha(store: CaptchaPort): CaptchaSnapshot {
  return useStore(store);
}
