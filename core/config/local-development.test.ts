import { describe, expect, it } from 'vitest';
import {
  bypassesSessionChecks,
  DEFAULT_FLAGS,
  ENVIRONMENTS,
  isSessionTimerEnabled,
  LOCAL_SIMULATED_TOKEN_LIFETIME_SECONDS,
  simulatedTokenLifetimeSeconds,
} from '.';

const timerOn = { b2cEnableSessionTimerLocally: true };

describe('local development rules (§4)', () => {
  it('§4 local development simulates a token of 220 s and bypasses session checks', () => {
    expect(LOCAL_SIMULATED_TOKEN_LIFETIME_SECONDS).toBe(220);
    expect(bypassesSessionChecks('local', DEFAULT_FLAGS)).toBe(true);
    expect(simulatedTokenLifetimeSeconds('local', DEFAULT_FLAGS)).toBe(220);
    expect(isSessionTimerEnabled('local', DEFAULT_FLAGS)).toBe(false);
  });

  it('§4 the timer is off locally unless enabled by a flag', () => {
    expect(isSessionTimerEnabled('local', timerOn)).toBe(true);
    expect(bypassesSessionChecks('local', timerOn)).toBe(false);
    expect(simulatedTokenLifetimeSeconds('local', timerOn)).toBeUndefined();
  });

  it('§4 no other environment bypasses anything, whatever the flag', () => {
    for (const environment of ENVIRONMENTS.filter((name) => name !== 'local'))
      for (const flags of [DEFAULT_FLAGS, timerOn]) {
        expect(bypassesSessionChecks(environment, flags)).toBe(false);
        expect(isSessionTimerEnabled(environment, flags)).toBe(true);
        expect(simulatedTokenLifetimeSeconds(environment, flags)).toBeUndefined();
      }
  });
});
