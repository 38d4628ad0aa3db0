/**
 * ActivitySource port (§4: mouse up, key down, touch end). Raw events: the session engine
 * throttles (once per second), not the adapter. Listeners are passive and in the capture phase,
 * so a component that stops propagation cannot hide activity from the session.
 */
import { ACTIVITY_EVENT_TYPES, type ActivityEventType, type ActivitySource } from '../../core/ports';

/** @example createBrowserActivity().subscribe((type) => console.info(type)); */
export function createBrowserActivity(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): ActivitySource {
  return {
    subscribe(listener) {
      const handlers = ACTIVITY_EVENT_TYPES.map((type) => {
        const handler = () => listener(type as ActivityEventType);
        target.addEventListener(type, handler, { capture: true, passive: true });
        return [type, handler] as const;
      });
      return () => {
        for (const [type, handler] of handlers) target.removeEventListener(type, handler, { capture: true });
      };
    },
  };
}
