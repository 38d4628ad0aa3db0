/**
 * The bot-check store: the captcha port the login depends on (§4 Login, §4 Captcha states), a
 * store with `subscribe` and `getSnapshot` (design §3) over a CaptchaSolver.
 *
 * - `start()` makes the puzzle available (uninitialized → ready); the login page calls it.
 * - `solve()` starts solving or joins the solving in flight, and resolves with the solution
 *   token; a held, unexpired solution is returned at once. Solving from `error` or `expired`
 *   starts over.
 * - `reset()` drops the solution and stops solving (§4: "on failure, reset the puzzle").
 * - A held solution expires when its challenge does (a timer on the Scheduler, and a clock check
 *   whenever it is asked for, so a machine that slept sees it expired too).
 *
 * Analytics (§7): captcha-started, captcha-solved, captcha-failed (with the error code),
 * captcha-expired.
 */
import type { AnalyticsSink, Clock, Scheduler, TimerHandle, Unsubscribe } from '../ports';
import { NO_ANALYTICS } from '../ports';
import { createStore } from '../store';
import { CaptchaError, isCaptchaError } from './errors';
import type { CaptchaSettings } from './settings';
import type { CaptchaSolution, CaptchaSolver } from './solver';
import type { CaptchaSnapshot, CaptchaState } from './states';

export const CAPTCHA_EVENTS = {
  started: 'captcha-started',
  solved: 'captcha-solved',
  failed: 'captcha-failed',
  expired: 'captcha-expired',
} as const;

export interface CaptchaPort {
  getSnapshot(): CaptchaSnapshot;
  subscribe(listener: () => void): Unsubscribe;
  start(): void;
  /** @throws CaptchaError */
  solve(): Promise<string>;
  reset(): void;
  dispose(): void;
}

export interface CaptchaStoreOptions {
  readonly solver: CaptchaSolver;
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  readonly settings: CaptchaSettings;
  readonly analytics?: AnalyticsSink | undefined;
}

/**
 * @example
 * const captcha = createCaptchaStore({ solver, clock, scheduler, settings: captchaSettings(flags) });
 * captcha.start();
 * const token = await captcha.solve();
 */
export function createCaptchaStore(options: CaptchaStoreOptions): CaptchaPort {
  const { solver, clock, scheduler, settings } = options;
  const analytics = options.analytics ?? NO_ANALYTICS;
  const store = createStore<CaptchaSnapshot>({
    state: 'uninitialized',
    error: null,
    expiresAt: null,
    settings,
  });
  let solution: CaptchaSolution | null = null;
  let running: { readonly controller: AbortController; readonly promise: Promise<string> } | null = null;
  let expiryTimer: TimerHandle | undefined;

  function set(state: CaptchaState, extra: Partial<Pick<CaptchaSnapshot, 'error' | 'expiresAt'>> = {}) {
    store.publish({ state, error: extra.error ?? null, expiresAt: extra.expiresAt ?? null, settings });
  }

  function clearExpiryTimer() {
    if (expiryTimer !== undefined) scheduler.clearTimeout(expiryTimer);
    expiryTimer = undefined;
  }

  function expire() {
    clearExpiryTimer();
    solution = null;
    analytics.track(CAPTCHA_EVENTS.expired);
    set('expired');
  }

  /** The held solution, unless its challenge has expired meanwhile. */
  function heldToken(): string | null {
    if (!solution) return null;
    if (solution.expiresAt !== null && clock.now() >= solution.expiresAt) {
      expire();
      return null;
    }
    return solution.token;
  }

  function begin(): Promise<string> {
    const controller = new AbortController();
    analytics.track(CAPTCHA_EVENTS.started);
    set('solving');
    const promise = (async () => {
      try {
        const solved = await solver.solve(controller.signal);
        if (controller.signal.aborted) throw new CaptchaError('CAPTCHA_CANCELLED', 'Solving was stopped.');
        if (solved.expiresAt !== null && clock.now() >= solved.expiresAt)
          throw new CaptchaError('CAPTCHA_EXPIRED', 'The challenge expired while it was being solved.');
        solution = solved;
        analytics.track(CAPTCHA_EVENTS.solved);
        set('solved', { expiresAt: solved.expiresAt });
        if (solved.expiresAt !== null)
          expiryTimer = scheduler.setTimeout(expire, solved.expiresAt - clock.now());
        return solved.token;
      } catch (cause) {
        const error = isCaptchaError(cause)
          ? cause
          : new CaptchaError('CAPTCHA_UNAVAILABLE', 'The bot check failed unexpectedly.');
        // A reset already moved the store on; a cancelled run reports nothing.
        if (running?.controller === controller && error.code !== 'CAPTCHA_CANCELLED') {
          analytics.track(CAPTCHA_EVENTS.failed, { code: error.code });
          set('error', { error: error.code });
        }
        throw error;
      } finally {
        if (running?.controller === controller) running = null;
      }
    })();
    running = { controller, promise };
    return promise;
  }

  function stopRunning() {
    if (!running) return;
    const { controller } = running;
    running = null;
    controller.abort();
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    start() {
      if (store.getSnapshot().state === 'uninitialized') set('ready');
    },
    solve() {
      const held = heldToken();
      if (held !== null) return Promise.resolve(held);
      return running?.promise ?? begin();
    },
    reset() {
      stopRunning();
      clearExpiryTimer();
      solution = null;
      set(store.getSnapshot().state === 'uninitialized' ? 'uninitialized' : 'ready');
    },
    dispose() {
      stopRunning();
      clearExpiryTimer();
      store.dispose();
    },
  };
}
