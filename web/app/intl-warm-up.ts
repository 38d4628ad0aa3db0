/**
 * The first Intl formatter of a page loads ICU's locale data: 25-55 ms of main thread on this
 * 2-core machine, four times that on a mid-range phone. That data is shared by the page's whole
 * process, so a worker that formats once loads it off the main thread; the page's own first amount
 * then takes well under a millisecond (Chromium, measured against about:blank, docs/loading.md).
 */
import type { Locale } from '../../core/locale';

/**
 * Loads the number and date data of `locale` in a short-lived worker; nothing where the browser
 * has no workers (the prerender, jsdom), where the page simply pays on its first format.
 * @example warmUpIntl('de-DE');
 */
export function warmUpIntl(locale: Locale): void {
  if (typeof Worker === 'undefined') return;
  const worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), { type: 'module' });
  const end = () => worker.terminate();
  worker.addEventListener('message', end);
  worker.addEventListener('error', end);
  worker.postMessage(locale);
}
