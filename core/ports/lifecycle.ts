/**
 * Page lifecycle (design §6, "deadlines, not intervals"): the moments a sleeping or hidden page
 * comes back, when every deadline must be checked again at once.
 */
import type { Unsubscribe } from './subscription';

export const LIFECYCLE_EVENT_TYPES = ['visible', 'hidden', 'resume', 'focus', 'online', 'offline'] as const;
/**
 * `visible`/`hidden`: visibilitychange; `resume`: the page was frozen (bfcache, a sleeping
 * machine) and runs again; `focus`: the window got focus; `online`/`offline`: the network.
 */
export type LifecycleEventType = (typeof LIFECYCLE_EVENT_TYPES)[number];

export interface LifecycleSource {
  subscribe(listener: (type: LifecycleEventType) => void): Unsubscribe;
}
