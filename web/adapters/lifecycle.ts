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
      const onResume = () => listener('resume');
      const onFocus = () => listener('focus');
      const onOnline = () => listener('online');
      const onOffline = () => listener('offline');
      doc.addEventListener('visibilitychange', onVisibility);
      doc.addEventListener('resume', onResume);
      win.addEventListener('pageshow', onPageShow);
      win.addEventListener('focus', onFocus);
      win.addEventListener('online', onOnline);
      win.addEventListener('offline', onOffline);
      return () => {
        doc.removeEventListener('visibilitychange', onVisibility);
        doc.removeEventListener('resume', onResume);
        win.removeEventListener('pageshow', onPageShow);
        win.removeEventListener('focus', onFocus);
        win.removeEventListener('online', onOnline);
        win.removeEventListener('offline', onOffline);
      };
    },
  };
}
