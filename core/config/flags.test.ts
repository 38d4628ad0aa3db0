import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_FLAGS, readPlainFlags } from './flags';
import { flagsSchema, parseFlags } from './flags-schema';
import { LOCAL_PRESET_FLAGS } from './local-preset';
import { expectPlainReaderAgrees } from './plain-reader.test-support';

const FLAG_NAMES = Object.keys(DEFAULT_FLAGS);

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

  it('reads the local preset and plain booleans without the schema (decision 152)', () => {
    expect(readPlainFlags(LOCAL_PRESET_FLAGS)).toEqual(flagsSchema().parse(LOCAL_PRESET_FLAGS));
    expect(readPlainFlags({})).toEqual(DEFAULT_FLAGS);
    expect(readPlainFlags(undefined)).toEqual(DEFAULT_FLAGS);
    expect(readPlainFlags({ captchaV2: true, unifiedDomainLocales: ['nl-nl'] })).toMatchObject({
      captchaV2: true,
      unifiedDomainLocales: ['nl-NL'],
    });
    // A fresh object each time: a caller changing its flags changes no one else's.
    expect(readPlainFlags({})).not.toBe(readPlainFlags({}));
    expect(readPlainFlags({})?.unifiedDomainLocales).not.toBe(DEFAULT_FLAGS.unifiedDomainLocales);
  });

  it('property: the plain reader gives what the schema gives, or leaves the input to the schema', () => {
    const value = fc.oneof(
      fc.boolean(),
      fc.constant(undefined),
      fc.constantFrom('nl-NL,en-GB', ' de-at , fr-fr ', '', ',', 'xx-yy', 'de-at,xx', 'on', 'true'),
      fc.array(fc.constantFrom('de-AT', 'EN_gb', 'xx', ' it-it ')),
      fc.constantFrom(0, 1, null, {}, { 'it-it': 'off' }, [1]),
    );
    const key = fc.oneof(
      fc.constantFrom(...FLAG_NAMES),
      fc.constantFrom('b2cUseNewDashbord', 'toString', '__proto__'),
    );
    expectPlainReaderAgrees(fc.dictionary(key, value, { maxKeys: 6 }), {
      plain: readPlainFlags,
      schema: flagsSchema(),
      parse: parseFlags,
    });
  });
});
