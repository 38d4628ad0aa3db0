/**
 * One small hook per core store (design §3, web brief): `useSyncExternalStore` over the store's
 * `subscribe` and `getSnapshot`, so React re-renders exactly when core publishes a new snapshot.
 */
import { useSyncExternalStore } from 'react';
import type { TokenSnapshot } from '../../core/auth';
import type { CaptchaPort, CaptchaSnapshot } from '../../core/captcha';
import type { ConsentSnapshot } from '../../core/consent';
import type { ActiveCustomerSnapshot, CustomerDataSnapshot } from '../../core/customer-data';
import type { LoginSnapshot, LoginStore } from '../../core/login';
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

/** §4 session: off, active, countdown, extended, expired. */
export function useSession(): SessionSnapshot {
  return useStore(usePortal().runtime.session);
}

/** Timing of the stored tokens (never the tokens themselves). */
export function useTokens(): TokenSnapshot {
  return useStore(usePortal().runtime.tokens);
}

/** Whether a session exists in this tab (another tab's logout ends it here too). */
export function useSignedIn(): boolean {
  const { tokens } = usePortal().runtime;
  const signedIn = {
    subscribe: (listener: () => void) => tokens.subscribe(listener),
    getSnapshot: () => tokens.getSnapshot().status === 'present',
  };
  return useStore(signedIn, usePrerenderedState()?.signedIn);
}

/** The session's customer data (core/customer-data): signed out, loading, loaded. */
export function useCustomerData(): CustomerDataSnapshot {
  return useStore(usePortal().customerData, usePrerenderedState()?.customerData);
}

/** §3/§6 whose accounts are shown: the own customer number and the current one. */
export function useActiveCustomer(): ActiveCustomerSnapshot {
  return useStore(usePortal().activeCustomer);
}

/** §2.6 the consent layer's decision (§9 defaults while undecided). */
export function useConsent(): ConsentSnapshot {
  return useStore(usePortal().consent);
}

export function usePreferences(): PreferencesSnapshot {
  return useStore(usePortal().preferences, usePrerenderedState()?.preferences);
}

export function useLogin(store: LoginStore): LoginSnapshot {
  return useStore(store);
}

export function useCaptcha(store: CaptchaPort): CaptchaSnapshot {
  return useStore(store);
}
