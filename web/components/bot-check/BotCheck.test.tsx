import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCaptchaStore } from '../../../core/captcha';
import { createFakeTime } from '../../../core/ports/testing';
import { createAltchaWidgetSolver } from '../../adapters/captcha-widget';
import { LocaleProvider } from '../../app/PortalContext';
import { BotCheck } from './BotCheck';

function setup(visible = true) {
  const time = createFakeTime();
  const solver = createAltchaWidgetSolver();
  const captcha = createCaptchaStore({
    solver,
    clock: time.clock,
    scheduler: time.scheduler,
    settings: { solveOn: 'typing', visible, version: 1 },
  });
  return { captcha, solver };
}

describe('bot check (§2.1, §4 captcha states)', () => {
  it('says the state in the portal’s words in a live region, driven by core’s captcha store', async () => {
    const { captcha, solver } = setup();
    render(
      <LocaleProvider locale="de-DE">
        <BotCheck
          captcha={captcha}
          solver={solver}
          challengeUrl="http://sandbox.test/captcha/challenge"
          load={async () => {}}
        />
      </LocaleProvider>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Sicherheitsprüfung wird geladen');
    act(() => captcha.start());
    expect(status).toHaveTextContent('Bitte bestätigen Sie, dass Sie kein Roboter sind.');
    expect(
      await screen.findByText((_, element) => element?.tagName.toLowerCase() === 'altcha-widget'),
    ).toHaveAttribute('challenge', 'http://sandbox.test/captcha/challenge');
  });

  it('with the silent puzzle (§9 captchaVisiblePuzzle off) it stays hidden until something fails', () => {
    const { captcha, solver } = setup(false);
    const { container } = render(
      <LocaleProvider locale="en-GB">
        <BotCheck
          captcha={captcha}
          solver={solver}
          challengeUrl="http://sandbox.test/c"
          load={async () => {}}
        />
      </LocaleProvider>,
    );
    expect(container.firstElementChild).toHaveAttribute('hidden');
  });
});
