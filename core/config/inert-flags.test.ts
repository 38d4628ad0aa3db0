import { describe, expect, it } from 'vitest';
import { DEFAULT_FLAGS, INERT_FLAGS, inertFlagsSwitchedOn } from '.';
import { parseFlags } from './schemas';

describe('flags without front-end behaviour (§3, §6, decision 103)', () => {
  it('accepts every inert flag by name, off by default', () => {
    for (const flag of Object.keys(INERT_FLAGS) as Array<keyof typeof INERT_FLAGS>) {
      expect(DEFAULT_FLAGS[flag], flag).toBe(false);
      expect(parseFlags({ [flag]: true })[flag], flag).toBe(true);
    }
  });

  it('names the ones switched on, with their reason, so the drivers can warn', () => {
    expect(inertFlagsSwitchedOn(DEFAULT_FLAGS)).toEqual([]);
    const on = parseFlags({ b2cEnableMultiContext: true, umtEnablePerDeviceIdentityControl: true });
    expect(inertFlagsSwitchedOn(on).map((entry) => entry.flag)).toEqual([
      'b2cEnableMultiContext',
      'umtEnablePerDeviceIdentityControl',
    ]);
    for (const entry of inertFlagsSwitchedOn(on)) expect(entry.reason).toMatch(/decision 103/);
  });
});
