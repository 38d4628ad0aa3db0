import { describe, expect, it } from 'vitest';
import { type CaptchaSolver, captchaSettings, createCaptchaStore } from '../../core/captcha';
import { DEFAULT_FLAGS } from '../../core/config';
import { solutionFromPayload } from '../adapters/captcha-widget';
import { WIDGET_ALGORITHMS, type WidgetLanguage } from '../components/bot-check/load-altcha';
import type { PortalConfig } from '../config/portal-config';
import { createBotCheckFactory } from './captcha';

function configWith(flags: Partial<typeof DEFAULT_FLAGS>): PortalConfig {
  return {
    flags: { ...DEFAULT_FLAGS, ...flags },
    environment: { services: () => 'http://sandbox.test/api/x' },
  } as unknown as PortalConfig;
}

/** The bot check core/portal makes (`createBotCheck`), over the test's clock and the flags' settings. */
const storeOver = (flags: Partial<typeof DEFAULT_FLAGS>) => (solver: CaptchaSolver) =>
  createCaptchaStore({
    solver,
    clock: { now: () => 0, monotonic: () => 0 },
    scheduler: { setTimeout: () => 0, clearTimeout: () => {} },
    settings: captchaSettings({ ...DEFAULT_FLAGS, ...flags }),
  });

const ports = {
  clock: { now: () => 0 },
  scheduler: { setTimeout: () => 0, clearTimeout: () => {} },
} as never;

describe('§9 captchaV2 takes effect in the widget (spec §9, core/captcha settings.version)', () => {
  it('the flag chooses the widget’s challenge generation and its workers', async () => {
    const calls: Array<[WidgetLanguage, number | undefined]> = [];
    const loadWidget = async (language?: WidgetLanguage, version?: 1 | 2) =>
      void calls.push([language ?? 'en', version]);
    const v2 = createBotCheckFactory(
      configWith({ captchaV2: true }),
      ports,
      storeOver({ captchaV2: true }),
      loadWidget,
    )();
    const v1 = createBotCheckFactory(
      configWith({ captchaV2: false }),
      ports,
      storeOver({ captchaV2: false }),
      loadWidget,
    )();
    expect(v2.widget?.version).toBe(2);
    expect(v1.widget?.version).toBe(1);
    // The provider hands out the second generation when asked for it (the sandbox does, decision 200).
    expect(v2.widget?.challengeUrl).toBe('http://sandbox.test/api/x/captcha/challenge?version=2');
    expect(v1.widget?.challengeUrl).toBe('http://sandbox.test/api/x/captcha/challenge');
    await v2.widget?.load('de');
    await v1.widget?.load('de');
    expect(calls).toEqual([
      ['de', 2],
      ['de', 1],
    ]);
    // The second generation's key derivation (PBKDF2) gets a worker; the first needs only SHA.
    expect(WIDGET_ALGORITHMS[2]).toContain('PBKDF2/SHA-256');
    expect(WIDGET_ALGORITHMS[1]).not.toContain('PBKDF2/SHA-256');
  });

  it('reads a second-generation payload’s expiry from the challenge, a first-generation one from the salt', () => {
    const v2 = btoa(
      JSON.stringify({ challenge: { parameters: { expiresAt: 1_735_689_900 } }, solution: {} }),
    );
    const v1 = btoa(JSON.stringify({ salt: 'ab12?expires=1735689900&', number: 3 }));
    expect(solutionFromPayload(v2, 2)).toEqual({ token: v2, expiresAt: 1_735_689_900_000 });
    expect(solutionFromPayload(v1, 2)).toEqual({ token: v1, expiresAt: 1_735_689_900_000 });
    expect(solutionFromPayload(v1, 1)).toEqual({ token: v1, expiresAt: 1_735_689_900_000 });
    expect(solutionFromPayload(v2, 1).expiresAt).toBeNull();
  });
});
