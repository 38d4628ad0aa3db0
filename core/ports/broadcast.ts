/**
 * Messages between tabs of one origin (design §3): a `BroadcastChannel` on the web, a no-op in the
 * CLI, linked memory channels in tests.
 *
 * Messages are `unknown` on purpose: they cross a trust boundary (any script on the origin can
 * post), so every receiver validates what it reads and ignores what it does not know.
 */
import type { Unsubscribe } from './subscription';

export interface Broadcast {
  /** Sends to every other tab. Like `BroadcastChannel`, the sender does not receive its own message. */
  post(message: unknown): void;
  subscribe(listener: (message: unknown) => void): Unsubscribe;
}
