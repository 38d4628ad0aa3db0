/**
 * The signed-in world's hooks (design §3: one small hook per core store, `useSyncExternalStore`
 * over its `subscribe` and `getSnapshot`). Only what a session draws uses them: the signed-in
 * shell and the pages whose route needs a session; the router has loaded the world before any of
 * them renders (web/routing/resolve.ts).
 *
 * A signed-in page's HTML is prerendered as its skeleton (docs/decisions/162): signed in, the
 * customer data loading with no part. React reads that while it renders the build and hydrates,
 * then the live stores (the server snapshots below).
 */
import {
  createContext,
  createElement,
  type ReactNode,
  useContext,
  useDeferredValue,
  useSyncExternalStore,
} from 'react';
import type { TokenSnapshot } from '../../core/auth';
import type { ActiveCustomerSnapshot, CustomerDataSnapshot } from '../../core/customer-data';
import type { PortalCore } from '../../core/portal';
import type { SessionSnapshot } from '../../core/session';
import { usePart } from '../part';
import { useStore } from './hooks';
import { usePortal } from './PortalContext';

const SKELETON_DATA: CustomerDataSnapshot = { status: 'loading', data: {} };
const skeletonData = () => SKELETON_DATA;
const skeletonSignedIn = () => true;

/** The portal's core of this tab's session (its signed-in world). */
export function useSignedInCore(): PortalCore {
  const core = usePart(usePortal().core);
  if (!core) throw new Error('useSignedInCore() before the signed-in world has loaded');
  return core;
}

/** Timing of the stored tokens (never the tokens themselves). */
export function useTokens(): TokenSnapshot {
  return useStore(useSignedInCore().runtime.tokens);
}

/**
 * Whether the session is still there (another tab's logout ends it here too); the signed-in shell
 * tells the page (web/app/hooks.ts `useSignedIn`).
 */
export function useSessionPresent(): boolean {
  const { tokens } = useSignedInCore().runtime;
  return useSyncExternalStore(
    tokens.subscribe,
    () => tokens.getSnapshot().status === 'present',
    skeletonSignedIn,
  );
}

/** §4 session: off, active, countdown, extended, expired. */
export function useSession(): SessionSnapshot {
  return useStore(useSignedInCore().runtime.session);
}

const CustomerDataContext = createContext<CustomerDataSnapshot | null>(null);

/**
 * Hands the customer data to the signed-in frame and its page. The store publishes each part as it
 * arrives (decision 126), a dozen times while a page loads; the page's re-render with each one is
 * deferred (React renders it in slices and lets the browser handle input in between) instead of
 * holding the main thread once per answer.
 */
export function CustomerDataProvider({ children }: { readonly children: ReactNode }) {
  const live = useStore(useSignedInCore().customerData, skeletonData);
  return createElement(CustomerDataContext.Provider, { value: useDeferredValue(live) }, children);
}

/** The session's customer data (core/customer-data): signed out, loading, loaded. */
export function useCustomerData(): CustomerDataSnapshot {
  const data = useContext(CustomerDataContext);
  if (!data) throw new Error('useCustomerData() outside the signed-in frame (CustomerDataProvider)');
  return data;
}

/** §3/§6 whose accounts are shown: the own customer number and the current one. */
export function useActiveCustomer(): ActiveCustomerSnapshot {
  return useStore(useSignedInCore().activeCustomer);
}
