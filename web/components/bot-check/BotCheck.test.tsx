import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCaptchaStore } from '../../../core/captcha';
import type { TextLocale } from '../../../core/locale';
import { createFakeTime } from '../../../core/ports/testing';
import { createAltchaWidgetSolver } from '../../adapters/captcha-widget';
import { LocaleProvider } from '../../app/PortalContext';
import { BotCheck } from './BotCheck';
import styles from './BotCheck.module.css';
import { type WidgetLanguage, widgetLanguage } from './widget-language';

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
    expect(
      await screen.findByText((_, element) => element?.tagName.toLowerCase() === 'altcha-widget'),
    ).toHaveAttribute('challenge', 'http://sandbox.test/captcha/challenge');
    // Ready once the widget is attached and can solve.
    await waitFor(() =>
      expect(status).toHaveTextContent('Bitte bestätigen Sie, dass Sie kein Roboter sind.'),
    );
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

describe('bot check without layout shift (design §8: CLS 0)', () => {
  it('the visible widget’s slot is reserved before the widget is defined, and the widget fills that slot', async () => {
    const { captcha, solver } = setup();
    let loaded: (() => void) | undefined;
    const load = () =>
      new Promise<void>((resolve) => {
        loaded = resolve;
      });
    const { container } = render(
      <LocaleProvider locale="de-DE">
        <BotCheck captcha={captcha} solver={solver} challengeUrl="http://sandbox.test/c" load={load} />
      </LocaleProvider>,
    );
    const slot = container.firstElementChild!.firstElementChild!;
    expect(slot).toHaveClass(styles.widgetSlot!);
    expect(slot.querySelector('altcha-widget')).toBeNull();
    // The status line comes after the slot, so it is already where it stays.
    expect(slot.nextElementSibling?.querySelector('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(loaded).toBeTypeOf('function')); // loading starts after the commit
    await act(async () => loaded?.());
    await waitFor(() => expect(slot.querySelector('altcha-widget')).not.toBeNull());
    expect(container.firstElementChild!.firstElementChild).toBe(slot);
  });

  it('the silent puzzle (§9 captchaVisiblePuzzle off) reserves nothing: its widget is invisible', () => {
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
    expect(container.firstElementChild!.firstElementChild).not.toHaveClass(styles.widgetSlot!);
  });

  it('the widget is loaded with the texts of the page’s language only', async () => {
    const { captcha, solver } = setup();
    const asked: WidgetLanguage[] = [];
    render(
      <LocaleProvider locale="fr-FR">
        <BotCheck
          captcha={captcha}
          solver={solver}
          challengeUrl="http://sandbox.test/c"
          load={async (language) => void asked.push(language)}
        />
      </LocaleProvider>,
    );
    await waitFor(() => expect(asked).toEqual(['fr-fr']));
    expect(
      await screen.findByText((_, element) => element?.tagName.toLowerCase() === 'altcha-widget'),
    ).toHaveAttribute('language', 'fr-fr');
  });

  it('every portal text locale has one of the widget’s languages (Swiss German uses German: no ß there)', () => {
    const expected: Record<TextLocale, WidgetLanguage> = {
      de: 'de',
      'de-CH': 'de',
      en: 'en',
      es: 'es-es',
      fi: 'fi',
      fr: 'fr-fr',
      it: 'it',
      nl: 'nl',
      pl: 'pl',
    };
    for (const [locale, language] of Object.entries(expected))
      expect(widgetLanguage(locale as TextLocale), locale).toBe(language);
  });
});

// The stylesheets' source text: vitest stubs CSS imports, and web/ has no Node types.
const fs: { readFileSync(path: string, encoding: 'utf8'): string } = await import(
  /* @vite-ignore */ `node:${'fs'}`
);
const here = decodeURIComponent(import.meta.url.replace(/^file:\/\//, '').replace(/[^/]+$/, ''));
const ownCss = fs.readFileSync(`${here}BotCheck.module.css`, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
const altchaCss = fs.readFileSync(`${here}../../../node_modules/altcha/dist/external/altcha.css`, 'utf8');

/** The declarations of the rules whose selector is exactly `selector`. */
function rule(css: string, selector: string): string {
  return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
    .filter((match) => match[1]!.trim() === selector)
    .map((match) => match[2]!.replace(/\s+/g, ' '))
    .join(';');
}

/** A custom property's value in a block of declarations. */
const property = (declarations: string, name: string) =>
  new RegExp(`${name}\\s*:\\s*([^;]+)`).exec(declarations)?.[1]?.trim();

describe('the reserved height is the widget’s own (design §8: CLS 0)', () => {
  const ownVariables = rule(ownCss, '.botCheck');

  it('altcha.css builds the widget from these properties: border, padding, a checkbox row, 1.25 lines', () => {
    expect(rule(altchaCss, '.altcha-main')).toMatch(/border:var\(--altcha-border-width[^)]*\) solid/);
    expect(rule(altchaCss, '.altcha-main')).toContain('padding:var(--altcha-padding)');
    expect(rule(altchaCss, '.altcha-checkbox,.altcha-checkbox input')).toContain(
      'height:var(--altcha-checkbox-size)',
    );
    expect(rule(altchaCss, '.altcha *,.altcha-popover,.altcha-popover *')).toContain('line-height:1.25');
  });

  it('the container gives those properties altcha’s own default values, so the widget looks as before', () => {
    const root = rule(altchaCss, ':root');
    for (const name of ['--altcha-border-width', '--altcha-padding', '--altcha-checkbox-size'])
      expect(property(ownVariables, name), name).toBe(property(root, name));
  });

  it('the slot’s min-height is that box: 48 px at 16 px text, as Chromium draws the widget', () => {
    const minHeight = property(rule(ownCss, '.widgetSlot'), 'min-height')!;
    expect(minHeight.replace(/\s+/g, '')).toBe(
      'calc(2*var(--altcha-border-width)+2*var(--altcha-padding)+max(var(--altcha-checkbox-size),1.25em))',
    );
    const px = (name: string) => {
      const value = property(ownVariables, name)!;
      return value.endsWith('rem') ? Number.parseFloat(value) * 16 : Number.parseFloat(value);
    };
    const height =
      2 * px('--altcha-border-width') +
      2 * px('--altcha-padding') +
      Math.max(px('--altcha-checkbox-size'), 1.25 * 16);
    expect(height).toBe(48);
  });
});

describe('bot check after the first paint (issue 12)', () => {
  it('loads the widget only when the scheduled idle work runs, then says it is ready', async () => {
    const { captcha, solver } = setup();
    let idle: (() => void) | undefined;
    const loads: WidgetLanguage[] = [];
    const ready: boolean[] = [];
    render(
      <LocaleProvider locale="de-DE">
        <BotCheck
          captcha={captcha}
          solver={solver}
          challengeUrl="http://sandbox.test/c"
          load={async (language) => void loads.push(language)}
          schedule={(work) => {
            idle = work;
            return () => {};
          }}
          onReady={(value) => ready.push(value)}
        />
      </LocaleProvider>,
    );
    act(() => captcha.start());
    // Committed and painted, but nothing of the widget fetched yet: the check is still loading.
    expect(loads).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Sicherheitsprüfung wird geladen');
    expect(ready).toEqual([false]);
    await act(async () => idle?.());
    await waitFor(() => expect(ready).toEqual([false, true]));
    expect(loads).toEqual(['de']);
    expect(screen.getByRole('status')).toHaveTextContent('Bitte bestätigen Sie');
  });

  it('§9 captchaV2 reaches the widget: its workers, its payload and the element say version 2', async () => {
    const { captcha, solver } = setup();
    render(
      <LocaleProvider locale="en-GB">
        <BotCheck
          captcha={captcha}
          solver={solver}
          challengeUrl="http://sandbox.test/c"
          load={async () => {}}
          version={2}
        />
      </LocaleProvider>,
    );
    expect(
      await screen.findByText((_, element) => element?.tagName.toLowerCase() === 'altcha-widget'),
    ).toHaveAttribute('data-version', '2');
  });
});
