import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_FLAGS, parseFlags } from './flags';

describe('feature flags (§6, §9)', () => {
  it('writes out exactly the defaults the schema fills in (DEFAULT_FLAGS builds no schema)', () => {
    expect(DEFAULT_FLAGS).toEqual(parseFlags({}));
  });

  it('defaults: captcha solved during login with a visible puzzle, v2 off, features off', () => {
    expect(DEFAULT_FLAGS.captchaSolveDuringLogin).toBe(true);
    expect(DEFAULT_FLAGS.captchaVisiblePuzzle).toBe(true);
    expect(DEFAULT_FLAGS.captchaV2).toBe(false);
    expect(DEFAULT_FLAGS.b2cUseNewDashboard).toBe(false);
    expect(DEFAULT_FLAGS.unifiedDomainLocales).toEqual([]);
  });

  it('reads comma-separated unified-domain locales and the new-market map', () => {
    const flags = parseFlags({ unifiedDomainLocales: 'de-at, fr-fr', newMarketLocales: { 'it-it': 'off' } });
    expect(flags.unifiedDomainLocales).toEqual(['de-AT', 'fr-FR']);
    expect(flags.newMarketLocales).toEqual({ 'it-IT': 'off' });
  });

  it('names the bad key in a clear error', () => {
    expect(() => parseFlags({ b2cUseNewDashboard: 'yes' })).toThrow(/b2cUseNewDashboard/);
    expect(() => parseFlags({ unifiedDomainLocales: 'de-at,xx-yy' })).toThrow(/unifiedDomainLocales.*xx-yy/);
    expect(() => parseFlags({ b2cUseNewDashbord: true })).toThrow(ConfigError);
  });
});
