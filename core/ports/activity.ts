/** User activity that resets the idle time (§4: mouse up, key down, touch end). */
import type { Unsubscribe } from './subscription';

export const ACTIVITY_EVENT_TYPES = ['mouseup', 'keydown', 'touchend'] as const;
export type ActivityEventType = (typeof ACTIVITY_EVENT_TYPES)[number];

export interface ActivitySource {
  /** Raw events, unthrottled: throttling is the session engine's rule, not the adapter's. */
  subscribe(listener: (type: ActivityEventType) => void): Unsubscribe;
}
