import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type CaptchaSolution, createCaptchaStore } from '../../../core/captcha';
import { createFakeTime } from '../../../core/ports/testing';
import { LocaleProvider } from '../../app/PortalContext';
import { BotCheck } from './BotCheck';

/** A solver the test answers by hand. */
function handSolver() {
  let answer: ((solution: CaptchaSolution) => void) | undefined;
  let fail: ((error: Error) => void) | undefined;
  return {
    solver: {
      solve: () =>
        new Promise<CaptchaSolution>((resolve, reject) => {
          answer = resolve;
          fail = reject;
        }),
    },
    solve: (token = 'token') => act(async () => answer?.({ token, expiresAt: null })),
    fail: (error: Error) => act(async () => fail?.(error)),
  };
}

function setup(visible = true, version: 1 | 2 = 1) {
  const time = createFakeTime();
  const hand = handSolver();
  const captcha = createCaptchaStore({
    solver: hand.solver,
    clock: time.clock,
    scheduler: time.scheduler,
    settings: { solveOn: 'typing', visible, version },
  });
  return { captcha, ...hand };
}

const inGerman = (node: React.ReactNode) => <LocaleProvider locale="de-DE">{node}</LocaleProvider>;

describe('bot check (§2.1, §4 captcha states)', () => {
  it('a checkbox that starts the puzzle, and every state in the portal’s words in a live region', async () => {
    const { captcha, solve } = setup();
    render(inGerman(<BotCheck captcha={captcha} />));
    const checkbox = screen.getByRole('checkbox', { name: 'Ich bin kein Roboter' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Sicherheitsprüfung wird geladen …');
    expect(checkbox).toBeDisabled();
    act(() => captcha.start());
    expect(status).toHaveTextContent('Bitte bestätigen Sie, dass Sie kein Roboter sind.');
    await userEvent.click(checkbox);
    expect(status).toHaveTextContent('Prüfung läuft …');
    expect(checkbox).toHaveAttribute('aria-disabled', 'true');
    await solve();
    expect(status).toHaveTextContent('Geprüft');
    expect(checkbox).toBeChecked();
    act(() => captcha.reset());
    expect(checkbox).not.toBeChecked();
    expect(status).toHaveTextContent('Bitte bestätigen Sie, dass Sie kein Roboter sind.');
  });

  it('a failure is said, and ticking the box tries again', async () => {
    const { captcha, fail, solve } = setup();
    render(inGerman(<BotCheck captcha={captcha} />));
    act(() => captcha.start());
    const checkbox = screen.getByRole('checkbox', { name: 'Ich bin kein Roboter' });
    await userEvent.click(checkbox);
    await fail(new Error('offline'));
    expect(screen.getByRole('status')).toHaveTextContent('Die Prüfung ist fehlgeschlagen.');
    await userEvent.click(checkbox);
    await solve();
    expect(checkbox).toBeChecked();
  });

  it('with the silent puzzle (§9 captchaVisiblePuzzle off) it draws no checkbox and stays hidden until something fails', async () => {
    const { captcha, fail } = setup(false);
    const { container } = render(inGerman(<BotCheck captcha={captcha} />));
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(container.firstElementChild).not.toBeVisible();
    act(() => captcha.start());
    void captcha.solve().catch(() => {});
    await fail(new Error('offline'));
    expect(container.firstElementChild).toBeVisible();
  });

  it('§9 captchaV2: the widget says its challenge generation', () => {
    const { captcha } = setup(true, 2);
    const { container } = render(inGerman(<BotCheck captcha={captcha} />));
    expect(container.querySelector('[data-version="2"]')).not.toBeNull();
  });

  it('is in the prerendered HTML as it is after hydration, waiting: nothing to load, nothing moves', () => {
    const { captcha } = setup();
    const html = renderToString(inGerman(<BotCheck captcha={captcha} />));
    expect(html).toContain('type="checkbox"');
    expect(html).toContain('disabled=""');
    expect(html).toContain('Sicherheitsprüfung wird geladen …');
  });
});
