/**
 * Broadcast port (design §3): messages to the other tabs of this origin over a
 * `BroadcastChannel`. Where there is none, the same messages travel through `storage` events
 * (write a key, remove it at once): every other tab of the origin hears the write, the sender does
 * not, which is exactly the port's promise.
 *
 * Messages are structured-cloned by the channel, JSON-encoded by the fallback; receivers validate
 * them either way (core/session, core/logout), because any script on the origin can post.
 */
import type { Broadcast } from '../../core/ports';

export const BROADCAST_CHANNEL_NAME = 'portal';
const FALLBACK_KEY = 'portal:broadcast';

export interface BrowserBroadcastOptions {
  readonly name?: string;
  /** Defaults to the global `BroadcastChannel` (undefined where the browser has none). */
  readonly channel?: typeof BroadcastChannel | undefined;
  readonly storage?: () => Storage;
  readonly events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

function storageBroadcast(options: BrowserBroadcastOptions): Broadcast {
  const storage = options.storage ?? (() => window.localStorage);
  const events = options.events ?? window;
  return {
    post(message) {
      try {
        const area = storage();
        area.setItem(FALLBACK_KEY, JSON.stringify({ nonce: crypto.randomUUID(), message }));
        area.removeItem(FALLBACK_KEY);
      } catch {
        // No storage either: this tab cannot reach the others; each still guards its own session.
      }
    },
    subscribe(listener) {
      const onStorage = (event: Event) => {
        const { key, newValue } = event as StorageEvent;
        if (key !== FALLBACK_KEY || newValue === null) return;
        try {
          listener((JSON.parse(newValue) as { message?: unknown }).message);
        } catch {
          // Not ours or malformed: ignored, like any unknown message.
        }
      };
      events.addEventListener('storage', onStorage);
      return () => events.removeEventListener('storage', onStorage);
    },
  };
}

/** @example const broadcast = createBrowserBroadcast(); broadcast.post({ type: 'logout' }); */
export function createBrowserBroadcast(options: BrowserBroadcastOptions = {}): Broadcast & { close(): void } {
  const Channel = 'channel' in options ? options.channel : globalThis.BroadcastChannel;
  if (!Channel) return { ...storageBroadcast(options), close: () => {} };
  const channel = new Channel(options.name ?? BROADCAST_CHANNEL_NAME);
  return {
    post(message) {
      try {
        channel.postMessage(message);
      } catch {
        // A message that cannot be cloned is a programming error in the sender; other tabs just miss it.
      }
    },
    subscribe(listener) {
      const onMessage = (event: MessageEvent) => listener(event.data);
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel.close(),
  };
}
