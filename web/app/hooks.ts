/**
 * The hooks of what every page reads (design §3: one small hook per core store,
 * `useSyncExternalStore` over its `subscribe` and `getSnapshot`). What only a session draws has its
 * own in the signed-in world (web/signed-in/world.ts), which a public page never loads.
 */
import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import type { CaptchaPort, CaptchaSnapshot } from '../../core/captcha';
import type { ConnectionSnapshot } from '../../core/connection';
import type { ConsentSnapshot } from '../../core/consent';
import { IDLE_LOGIN_SNAPSHOT, type LoginSnapshot, type LoginStore } from '../../core/login';
import { usePortal } from './PortalContext';
import type { PreferencesSnapshot } from './preferences';

/** What every core store offers React (core/store). */
export interface Store<T> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): T;
}

/** A core store's snapshot as React state; `prerendered` is what the build drew, read while hydrating. */
export function useStore<T>(store: Store<T>, prerendered?: () => T): T {
  const read = () => store.getSnapshot();
  return useSyncExternalStore((listener) => store.subscribe(listener), read, prerendered ?? read);
}

/** The build stores nothing: a prerendered page was drawn with no theme or locale chosen. */
const NOTHING_CHOSEN: PreferencesSnapshot = { theme: undefined, preferredLocale: null };
const nothingChosen = () => NOTHING_CHOSEN;
const NO_LOGIN: Store<LoginSnapshot> = { subscribe: () => () => {}, getSnapshot: () => IDLE_LOGIN_SNAPSHOT };

/** Whether the page is drawn for a signed-in customer: the shell around it says (ShellFrame). */
export const SignedInContext = createContext(false);

/** @example const signedIn = useSignedIn(); */
export function useSignedIn(): boolean {
  return useContext(SignedInContext);
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

/**
 * The visitor's stored choices; while React draws a prerendered page (the build, its hydration)
 * the nothing-chosen state the HTML shows, then the stored ones.
 */
export function usePreferences(): PreferencesSnapshot {
  return useStore(usePortal().preferences, nothingChosen);
}

/** A login store's snapshot; idle while the page has none yet (its code loads on the form's first focus). */
export function useLogin(store: LoginStore | null): LoginSnapshot {
  return useStore(store ?? NO_LOGIN);
}

export function useCaptcha(store: CaptchaPort): CaptchaSnapshot {
  return useStore(store);
}
