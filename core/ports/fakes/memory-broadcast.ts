/**
 * Broadcast channels in memory: messages reach every other channel of the hub a microtask later,
 * structurally cloned, as `BroadcastChannel` delivers them (never to the sender).
 */
import type { Broadcast } from '../broadcast';
import { createEmitter, type Emitter } from '../subscription';

export interface BroadcastHub {
  /** A new tab's channel. */
  channel(): Broadcast;
  /** Every message posted on the hub, in order, for assertions. */
  readonly posted: readonly unknown[];
}

/**
 * @example
 * const hub = createBroadcastHub();
 * const [a, b] = [hub.channel(), hub.channel()];
 * b.subscribe((message) => seen.push(message)); a.post({ type: 'logout' });
 */
export function createBroadcastHub(): BroadcastHub {
  const channels = new Set<Emitter<unknown>>();
  const posted: unknown[] = [];
  return {
    posted,
    channel() {
      const listeners = createEmitter<unknown>();
      channels.add(listeners);
      return {
        post(message) {
          posted.push(message);
          for (const other of channels) {
            if (other === listeners) continue;
            // Each channel gets its own copy, told to the listeners it has when the message arrives.
            const copy = structuredClone(message);
            queueMicrotask(() => other.emit(copy));
          }
        },
        subscribe: listeners.subscribe,
      };
    },
  };
}
