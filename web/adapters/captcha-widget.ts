/**
 * The captcha solver port (core/captcha `CaptchaSolver`) implemented by the ALTCHA widget: the
 * visible bot check of the login page (§2.1) solves the sandbox's proof-of-work challenge in its Web
 * Workers, and core's captcha store drives it like any solver (§4 Captcha states). A click on the
 * widget's own checkbox and a login that waits for the puzzle end up in the same solving: the solver
 * waits for the widget's `statechange`, whoever started it.
 *
 * The widget's payload is the §3 `captchaSolutionToken` as it is (base64 of the ALTCHA v1 payload);
 * its expiry is read from the challenge salt by core (`challengeExpiresAt`).
 */
import {
  CaptchaError,
  type CaptchaSolution,
  type CaptchaSolver,
  challengeExpiresAt,
} from '../../core/captcha';

/** The part of the `<altcha-widget>` element the solver uses. */
export interface AltchaWidgetLike extends EventTarget {
  getState(): string;
  verify(): Promise<unknown>;
  reset(): void;
}

interface StateChange {
  readonly state?: string;
  readonly payload?: string | null;
}

export interface AltchaWidgetSolver extends CaptchaSolver {
  /** The widget on the page; the solver works only while one is attached. */
  attach(widget: AltchaWidgetLike): void;
  detach(widget: AltchaWidgetLike): void;
}

/**
 * The solution's expiry: in the first generation from the salt inside the payload, in the second
 * (§9 captchaV2) from the challenge's `parameters.expiresAt` (epoch seconds); null when it cannot
 * be read. The token is the payload either way.
 * @example solutionFromPayload(btoa('{"salt":"ab?expires=1735689900&"}')).expiresAt // 1735689900000
 * @example solutionFromPayload(btoa('{"challenge":{"parameters":{"expiresAt":1735689900}}}'), 2).expiresAt // 1735689900000
 */
export function solutionFromPayload(payload: string, version: 1 | 2 = 1): CaptchaSolution {
  try {
    const decoded = JSON.parse(atob(payload)) as {
      salt?: unknown;
      challenge?: { parameters?: { expiresAt?: unknown } };
    };
    if (version === 2) {
      const expiresAt = decoded.challenge?.parameters?.expiresAt;
      if (typeof expiresAt === 'number' && Number.isFinite(expiresAt) && expiresAt > 0)
        return { token: payload, expiresAt: expiresAt * 1000 };
      // A first-generation challenge served while the flag is on (a provider that has no second): read as before.
    }
    const salt = typeof decoded.salt === 'string' ? decoded.salt : '';
    return { token: payload, expiresAt: challengeExpiresAt({ salt }) };
  } catch {
    return { token: payload, expiresAt: null };
  }
}

/**
 * @example const solver = createAltchaWidgetSolver({ version: settings.version });
 * solver.attach(document.querySelector('altcha-widget')!);
 */
export function createAltchaWidgetSolver(options: { readonly version?: 1 | 2 } = {}): AltchaWidgetSolver {
  const version = options.version ?? 1;
  let widget: AltchaWidgetLike | null = null;
  let heldPayload: string | null = null;
  const waiting = new Set<(widget: AltchaWidgetLike) => void>();

  const remember = (event: Event) => {
    const detail = (event as CustomEvent<StateChange>).detail ?? {};
    heldPayload = detail.state === 'verified' && detail.payload ? detail.payload : null;
  };

  function widgetReady(signal: AbortSignal): Promise<AltchaWidgetLike> {
    if (widget) return Promise.resolve(widget);
    return new Promise((resolve, reject) => {
      const ready = (attached: AltchaWidgetLike) => {
        signal.removeEventListener('abort', cancel);
        resolve(attached);
      };
      const cancel = () => {
        waiting.delete(ready);
        reject(new CaptchaError('CAPTCHA_CANCELLED', 'Solving was stopped.'));
      };
      waiting.add(ready);
      signal.addEventListener('abort', cancel, { once: true });
    });
  }

  return {
    attach(next) {
      widget?.removeEventListener('statechange', remember);
      widget = next;
      heldPayload = null;
      next.addEventListener('statechange', remember);
      for (const resolve of [...waiting]) resolve(next);
      waiting.clear();
    },
    detach(old) {
      if (widget !== old) return;
      old.removeEventListener('statechange', remember);
      widget = null;
      heldPayload = null;
    },
    async solve(signal) {
      const element = await widgetReady(signal);
      if (element.getState() === 'verified' && heldPayload) return solutionFromPayload(heldPayload, version);
      return new Promise<CaptchaSolution>((resolve, reject) => {
        const finish = () => {
          element.removeEventListener('statechange', onState);
          signal.removeEventListener('abort', onAbort);
        };
        const onState = (event: Event) => {
          const detail = (event as CustomEvent<StateChange>).detail ?? {};
          if (detail.state === 'verified' && detail.payload) {
            finish();
            resolve(solutionFromPayload(detail.payload, version));
          } else if (detail.state === 'error') {
            finish();
            reject(new CaptchaError('CAPTCHA_UNAVAILABLE', 'The bot check failed.'));
          } else if (detail.state === 'expired') {
            finish();
            reject(new CaptchaError('CAPTCHA_EXPIRED', 'The bot check expired.'));
          }
        };
        const onAbort = () => {
          finish();
          element.reset();
          reject(new CaptchaError('CAPTCHA_CANCELLED', 'Solving was stopped.'));
        };
        if (signal.aborted) return onAbort();
        element.addEventListener('statechange', onState);
        signal.addEventListener('abort', onAbort, { once: true });
        // Already verifying (the customer clicked the checkbox): wait for that run instead.
        if (element.getState() !== 'verifying') void element.verify().catch(() => {});
      });
    },
  };
}
