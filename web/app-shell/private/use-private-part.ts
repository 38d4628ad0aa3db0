/**
 * The signed-in shell's chunk (private-part.ts), loaded when a session is there and kept for the
 * tab. Until it has arrived the shell draws what it draws while the customer data loads (the
 * header without the customer's facts, no account switch); the customer data itself comes over the
 * network, so the chunk is usually there first.
 *
 * The prerendered signed-in skeleton (docs/decisions/162) is drawn without it, so the hydration
 * draws without it too (the server snapshot), even when the chunk has arrived by then.
 */
import { useEffect, useSyncExternalStore } from 'react';

export type PrivatePart = typeof import('./private-part');

let loaded: PrivatePart | undefined;
let loading: Promise<PrivatePart> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => loaded;
const notInPrerenderedHtml = () => undefined;

/**
 * Starts loading the signed-in shell; a second call costs nothing.
 * @example void loadPrivatePart(); // when tokens arrive
 */
export function loadPrivatePart(): Promise<PrivatePart> {
  loading ??= import('./private-part').then(
    (part) => {
      loaded = part;
      for (const listener of [...listeners]) listener();
      return part;
    },
    (error: unknown) => {
      loading = undefined; // a later session may try again
      throw error;
    },
  );
  return loading;
}

/** The signed-in shell's parts, or undefined while signed out or still loading. */
export function usePrivatePart(signedIn: boolean): PrivatePart | undefined {
  const part = useSyncExternalStore(subscribe, current, notInPrerenderedHtml);
  useEffect(() => {
    if (!signedIn || part) return;
    // Offline: the header stays without the customer's facts, as when the data fails.
    loadPrivatePart().catch(() => {});
  }, [signedIn, part]);
  return signedIn ? part : undefined;
}
