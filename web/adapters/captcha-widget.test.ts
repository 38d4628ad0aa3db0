import { describe, expect, it } from 'vitest';
import { isCaptchaError } from '../../core/captcha';
import { type AltchaWidgetLike, createAltchaWidgetSolver, solutionFromPayload } from './captcha-widget';

/** A stand-in for `<altcha-widget>`: verify() runs until the test finishes it. */
class FakeWidget extends EventTarget implements AltchaWidgetLike {
  state = 'unverified';
  verifyCalls = 0;
  resets = 0;
  getState() {
    return this.state;
  }
  async verify() {
    this.verifyCalls++;
    this.change('verifying');
    return null;
  }
  reset() {
    this.resets++;
    this.change('unverified');
  }
  change(state: string, payload: string | null = null) {
    this.state = state;
    this.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

const payload = btoa(JSON.stringify({ algorithm: 'SHA-256', salt: 'ab?expires=1735689900&', number: 3 }));

describe('captcha solver on the ALTCHA widget (§2.1 bot check, §4 captcha states)', () => {
  it('reads the expiry from the salt of the widget’s payload', () => {
    expect(solutionFromPayload(payload)).toEqual({ token: payload, expiresAt: 1_735_689_900_000 });
    expect(solutionFromPayload('not base64 json').expiresAt).toBeNull();
  });

  it('starts the widget and resolves with its payload', async () => {
    const solver = createAltchaWidgetSolver();
    const widget = new FakeWidget();
    solver.attach(widget);
    const solving = solver.solve(new AbortController().signal);
    await tick();
    expect(widget.verifyCalls).toBe(1);
    widget.change('verified', payload);
    await expect(solving).resolves.toMatchObject({ token: payload });
  });

  it('joins a run the customer started with the checkbox instead of starting another', async () => {
    const solver = createAltchaWidgetSolver();
    const widget = new FakeWidget();
    solver.attach(widget);
    widget.change('verifying');
    const solving = solver.solve(new AbortController().signal);
    await tick();
    widget.change('verified', payload);
    await expect(solving).resolves.toMatchObject({ token: payload });
    expect(widget.verifyCalls).toBe(0);
  });

  it('returns a solution the customer already produced at once', async () => {
    const solver = createAltchaWidgetSolver();
    const widget = new FakeWidget();
    solver.attach(widget);
    widget.change('verified', payload);
    await expect(solver.solve(new AbortController().signal)).resolves.toMatchObject({ token: payload });
    expect(widget.verifyCalls).toBe(0);
  });

  it('waits for the widget to appear, and maps errors, expiry and cancelling to CaptchaError codes', async () => {
    const solver = createAltchaWidgetSolver();
    const controller = new AbortController();
    const waiting = solver.solve(controller.signal);
    const widget = new FakeWidget();
    solver.attach(widget);
    await tick();
    widget.change('error');
    await expect(waiting).rejects.toSatisfy((error) => isCaptchaError(error, 'CAPTCHA_UNAVAILABLE'));
    const expiring = solver.solve(new AbortController().signal);
    await tick();
    widget.change('expired');
    await expect(expiring).rejects.toSatisfy((error) => isCaptchaError(error, 'CAPTCHA_EXPIRED'));
    const cancel = new AbortController();
    const cancelled = solver.solve(cancel.signal);
    await tick();
    cancel.abort();
    await expect(cancelled).rejects.toSatisfy((error) => isCaptchaError(error, 'CAPTCHA_CANCELLED'));
    expect(widget.resets).toBe(1);
  });
});
