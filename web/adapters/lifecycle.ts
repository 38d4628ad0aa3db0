/**
 * LifecycleSource port (design §6 "deadlines, not intervals"): the moments a page may have slept
 * and every deadline must be checked again.
 *
 * - `visibilitychange` → visible / hidden
 * - `pageshow` with `persisted` (back-forward cache) and Chrome's `resume` (frozen page) → resume
 * - `focus` → focus; `online` / `offline` → online / offline
 */
import type { LifecycleEventType, LifecycleSource } from '../../core/ports';

type Target = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/** @example createBrowserLifecycle().subscribe((type) => type === 'resume' && check()); */
export function createBrowserLifecycle(win: Target = window, doc: Document = document): LifecycleSource {
  return {
    subscribe(listener: (type: LifecycleEventType) => void) {
      const onVisibility = () => listener(doc.visibilityState === 'hidden' ? 'hidden' : 'visible');
      const onPageShow = (event: Event) => {
        if ((event as PageTransitionEvent).persisted) listener('resume');
      };
      const listeners: ReadonlyArray<
        readonly [Pick<Target, 'addEventListener' | 'removeEventListener'>, string, (event: Event) => void]
      > = [
        [doc, 'visibilitychange', onVisibility],
        [doc, 'resume', () => listener('resume')],
        [win, 'pageshow', onPageShow],
        [win, 'focus', () => listener('focus')],
        [win, 'online', () => listener('online')],
        [win, 'offline', () => listener('offline')],
      ];
      for (const [target, type, handler] of listeners) target.addEventListener(type, handler);
      return () => {
        for (const [target, type, handler] of listeners) target.removeEventListener(type, handler);
      };
    },
  };
}
