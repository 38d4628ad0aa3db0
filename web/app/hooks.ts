/**
 * The hooks of what every page reads (design §3: one small hook per core store,
 * `useSyncExternalStore` over its `subscribe` and `getSnapshot`). What only a session draws has its
 * own in the signed-in world (web/signed-in/world.ts), which a public page never loads.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { CaptchaPort, CaptchaSnapshot } from '../../core/captcha';
import type { ConsentSnapshot } from '../../core/consent';
import { IDLE_LOGIN_SNAPSHOT, type LoginSnapshot, type LoginStore } from '../../core/login';
import { usePortal } from './PortalContext';
import type { PreferencesSnapshot } from './preferences';

interface Store<T> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): T;
}

function useStore<T>(store: Store<T>, prerendered?: () => T): T {
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
