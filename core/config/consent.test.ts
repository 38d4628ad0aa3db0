import { describe, expect, it } from 'vitest';
import { CONSENT_DEFAULT_REGIONS, consentDefaultCommands } from '.';

describe('consent defaults (§9)', () => {
  const [global, regional] = consentDefaultCommands();

  it('§9 denies ad and analytics storage by default and waits 2000 ms for the consent manager', () => {
    expect(global).toEqual([
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
        wait_for_update: 2000,
      },
    ]);
  });

  it('§9 issues a region-scoped default for UK, Ireland, France, US, Spain, Netherlands, Poland, Austria, Germany', () => {
    expect(regional?.[2].region).toEqual(['GB', 'IE', 'FR', 'US', 'ES', 'NL', 'PL', 'AT', 'DE']);
    expect(CONSENT_DEFAULT_REGIONS).toHaveLength(9);
    expect(regional?.[2].wait_for_update).toBe(2000);
  });

  it('decision 012: the regional default grants only strictly necessary storage, never ad or analytics', () => {
    for (const [, , parameters] of consentDefaultCommands()) {
      expect(parameters.ad_storage).toBe('denied');
      expect(parameters.analytics_storage).toBe('denied');
      expect(parameters.ad_user_data).toBe('denied');
      expect(parameters.ad_personalization).toBe('denied');
    }
    expect(regional?.[2].functionality_storage).toBe('granted');
    expect(regional?.[2].security_storage).toBe('granted');
  });

  it('takes another wait and is frozen', () => {
    const commands = consentDefaultCommands(500);
    expect(commands.every(([, , parameters]) => parameters.wait_for_update === 500)).toBe(true);
    expect(Object.isFrozen(commands[1]?.[2].region)).toBe(true);
  });
});
