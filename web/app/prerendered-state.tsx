/**
 * The state a prerendered page was drawn in (web/prerender, docs/decisions/162). The build has no
 * session and no storage, so its HTML shows one of two states: a signed-out page (login,
 * registration) or the signed-in skeleton (the dashboard: a session, customer data loading, nothing
 * loaded yet). React's hydration must draw exactly that HTML, whatever the browser's stores hold
 * by then (the customer may already be known), so the hooks hand this state to
 * `useSyncExternalStore` as its server snapshot: the build renders with it, the hydration reads
 * it, and right after hydrating React re-renders with the live stores and updates the DOM in place.
 */
import { createContext, type ReactNode, useContext } from 'react';
import type { CustomerDataSnapshot } from '../../core/customer-data';
import type { PreferencesSnapshot } from './preferences';

export interface PrerenderedState {
  /** A session was assumed: the signed-in shell as it is drawn while the customer data loads. */
  readonly signedIn: boolean;
  readonly customerData: CustomerDataSnapshot;
  /** The build stores nothing: no theme chosen, no preferred locale. */
  readonly preferences: PreferencesSnapshot;
}

const NO_CHOICES: PreferencesSnapshot = { theme: undefined, preferredLocale: null };

/** A public page (login, registration): nobody signed in. */
export const SIGNED_OUT_PAGE: PrerenderedState = {
  signedIn: false,
  customerData: { status: 'signedOut' },
  preferences: NO_CHOICES,
};

/** A signed-in page's skeleton: a session, its customer data loading with no part there yet. */
export const SIGNED_IN_SKELETON: PrerenderedState = {
  signedIn: true,
  customerData: { status: 'loading', data: {} },
  preferences: NO_CHOICES,
};

const PrerenderedStateContext = createContext<PrerenderedState | null>(null);

/**
 * The state of the HTML in `#root`, for the hooks' server snapshots; `null` when nothing was
 * prerendered (the hooks then read their stores, as in a page drawn in the browser).
 * @example <PrerenderedStateProvider state={SIGNED_IN_SKELETON}><PortalRoutes router={router} /></PrerenderedStateProvider>
 */
export function PrerenderedStateProvider({
  state,
  children,
}: {
  readonly state: PrerenderedState | null;
  readonly children: ReactNode;
}) {
  return <PrerenderedStateContext.Provider value={state}>{children}</PrerenderedStateContext.Provider>;
}

/** React reads it only while it renders on the server or hydrates (getServerSnapshot). */
export function usePrerenderedState(): PrerenderedState | null {
  return useContext(PrerenderedStateContext);
}
