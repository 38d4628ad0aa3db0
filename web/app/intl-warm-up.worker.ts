/**
 * Formats one amount and one date in the locale it is sent, then says so (intl-warm-up.ts): the
 * locale data ICU loads for it serves the page's main thread too.
 */
import { formatDate, formatMoney } from '../../core/i18n';
import type { Locale } from '../../core/locale';

/** The worker's own global scope, typed for the two members used (web/ compiles against the DOM's). */
const scope = globalThis as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<Locale>) => void): void;
  postMessage(done: true): void;
};

scope.addEventListener('message', (event) => {
  formatMoney(0, event.data);
  formatDate(0, event.data);
  scope.postMessage(true);
});
