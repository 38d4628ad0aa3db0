import { describe, expect, it } from 'vitest';
import { simulatedTokenLifetimeSeconds } from '../../core/config';
import { resolvePortalConfig } from '../../web/config/check-portal-config';
import file from '../../web/config/portal.config.json';
import { portalFlagsFor, readStartSwitches } from './start-switches.mjs';

describe('npm start -- --simulated-session (spec §4 local development)', () => {
  it('switches the local session rules off, so the web portal simulates a 220 s token', () => {
    const flags = portalFlagsFor(['--simulated-session'], undefined);
    const config = resolvePortalConfig(file, { VITE_PORTAL_FLAGS: flags }, 'http://127.0.0.1:5173');
    expect(simulatedTokenLifetimeSeconds(config.environment.environment, config.flags)).toBe(220);
  });

  it('without the switch the sandbox’s real token lifetimes apply', () => {
    const config = resolvePortalConfig(
      file,
      { VITE_PORTAL_FLAGS: portalFlagsFor([], undefined) },
      'http://127.0.0.1:5173',
    );
    expect(simulatedTokenLifetimeSeconds(config.environment.environment, config.flags)).toBeUndefined();
  });

  it('keeps the other flags the user set', () => {
    expect(
      JSON.parse(portalFlagsFor(['--simulated-session'], '{"b2cEnableMultiContext":true}') ?? ''),
    ).toEqual({
      b2cEnableMultiContext: true,
      b2cEnableSessionTimerLocally: false,
    });
    expect(portalFlagsFor([], '{"x":1}')).toBe('{"x":1}');
  });
});

describe('npm start -- --flag and --scenario: a flag or a sandbox scenario for one run', () => {
  it('--flag NAME switches a flag on, NAME=false off, repeatable, over VITE_PORTAL_FLAGS', () => {
    const flags = portalFlagsFor(
      ['--flag', 'captchaV2', '--flag=b2cForceNewTheme=false'],
      '{"captchaV2":false,"x":1}',
    );
    expect(JSON.parse(flags ?? '')).toEqual({ captchaV2: true, b2cForceNewTheme: false, x: 1 });
    const config = resolvePortalConfig(
      file,
      { VITE_PORTAL_FLAGS: portalFlagsFor(['--flag', 'captchaV2'], undefined) },
      'http://127.0.0.1:5173',
    );
    expect(config.flags.captchaV2).toBe(true);
  });

  it('--scenario takes a name of fixtures/scenarios or a file', () => {
    expect(readStartSwitches(['--scenario', 'short-session']).scenario).toMatch(
      /fixtures\/scenarios\/short-session\.json$/,
    );
    expect(() => readStartSwitches(['--scenario', 'no-such-scenario'])).toThrow(
      /no scenario "no-such-scenario"/,
    );
  });

  it('says what it understands when a switch is unknown or lacks its value', () => {
    expect(() => readStartSwitches(['--flags'])).toThrow(/Unknown switch --flags[\s\S]*--flag NAME/);
    expect(() => readStartSwitches(['--flag'])).toThrow(/--flag needs a value/);
    expect(() => readStartSwitches(['--flag', 'captcha V2'])).toThrow(/--flag takes NAME/);
  });
});
