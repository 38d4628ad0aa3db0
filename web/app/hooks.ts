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

interface Store<T> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): T;
}

function useStore<T>(store: Store<T>): T {
  const read = () => store.getSnapshot();
  return useSyncExternalStore(
    (listener) => {
      const stop = store.subscribe(listener);
      return () => void stop();
    },
    read,
    // Prerendering (web/prerender) and hydration read the same store: nobody is signed in yet.
    read,
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
  return useTokens().status === 'present';
}

/** The session's customer data (core/customer-data): signed out, loading, loaded. */
export function useCustomerData(): CustomerDataSnapshot {
  return useStore(usePortal().customerData);
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
  return useStore(usePortal().preferences);
}

export function useLogin(store: LoginStore): LoginSnapshot {
  return useStore(store);
}

export function useCaptcha(store: CaptchaPort): CaptchaSnapshot {
  return useStore(store);
}
