import { describe, expect, it } from 'vitest';
import { simulatedTokenLifetimeSeconds } from '../../core/config';
import { resolvePortalConfig } from '../../web/config/check-portal-config';
import file from '../../web/config/portal.config.json';
import { portalFlagsFor } from './session-mode.mjs';

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
