import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConfigError, LOCAL_PRESET_NAVIGATION } from '../config';
import { expectPlainReaderAgrees } from '../config/plain-reader.test-support';
import { DEFAULT_NAVIGATION_CONFIG, financeKnowledgeHidden, readPlainNavigationConfig } from '.';
import { navigationConfigSchema, parseNavigationConfig } from './config-schema';

/** Keys and values of every kind a navigation input can have, valid or not. */
const URLS = [
  'https://help.example.nl/',
  ' https://a.example/ ',
  'http://x.example/',
  'javascript:alert(1)',
  '',
  1,
];
const navigationInput = fc.oneof(
  { arbitrary: fc.constantFrom(undefined, null, [], 'x'), weight: 1 },
  {
    arbitrary: fc
      .tuple(
        fc.record(
          {
            helpCentreUrls: fc.oneof(
              fc.dictionary(
                fc.constantFrom('nl-nl', 'fr-FR', 'de_de', 'xx-yy', 'en'),
                fc.constantFrom(...URLS),
                {
                  maxKeys: 3,
                },
              ),
              fc.constantFrom(undefined, null, ['https://a.example/']),
            ),
            etfPensionUrl: fc.constantFrom(undefined, ...URLS),
            financeKnowledgeHiddenFor: fc.oneof(
              fc.array(fc.constantFrom('DIST-HARBOUR', 'p-7', ' p ', '', 3), { maxLength: 3 }),
              fc.constantFrom(undefined, 'DIST-HARBOUR'),
            ),
          },
          { requiredKeys: [] },
        ),
        fc.nat(9),
      )
      // Now and then a key the plain reader leaves to the schema: an asset base, a misspelt key.
      .map(([input, dice]) =>
        dice === 0 ? { ...input, assetBase: '/img' } : dice === 1 ? { ...input, helpCenterUrls: {} } : input,
      ),
    weight: 9,
  },
);

describe('navigation configuration (§2.4 help centre and ETF link, §6 distributor rule)', () => {
  it('writes out exactly the defaults the schema fills in (the default builds no schema)', () => {
    expect(DEFAULT_NAVIGATION_CONFIG).toEqual(parseNavigationConfig({}));
  });

  it('defaults to no help centre, no ETF link, no hidden distributors', () => {
    expect(DEFAULT_NAVIGATION_CONFIG.helpCentreUrls).toEqual({});
    expect(DEFAULT_NAVIGATION_CONFIG.etfPensionUrl).toBeUndefined();
    expect(DEFAULT_NAVIGATION_CONFIG.financeKnowledgeHiddenFor).toEqual([]);
    expect(DEFAULT_NAVIGATION_CONFIG.assetBase).toBe('/assets/navigation/');
  });

  it('reads help-centre URLs keyed by any spelling of a locale', () => {
    const config = parseNavigationConfig({ helpCentreUrls: { 'nl-nl': 'https://help.example.nl/' } });
    expect(config.helpCentreUrls).toEqual({ 'nl-NL': 'https://help.example.nl/' });
  });

  it('security §3: external links must be https', () => {
    for (const bad of [
      'http://help.example.nl/',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      '',
    ]) {
      expect(() => parseNavigationConfig({ etfPensionUrl: bad })).toThrow(ConfigError);
      expect(() => parseNavigationConfig({ helpCentreUrls: { 'de-de': bad } })).toThrow(/helpCentreUrls/);
    }
  });

  it('rejects unknown locales, unknown keys and protocol-relative asset bases', () => {
    expect(() => parseNavigationConfig({ helpCentreUrls: { 'xx-yy': 'https://a.example/' } })).toThrow(
      /xx-yy/,
    );
    expect(() => parseNavigationConfig({ helpCenterUrls: {} })).toThrow(ConfigError);
    expect(() => parseNavigationConfig({ assetBase: '//evil.example/' })).toThrow(/assetBase/);
    expect(parseNavigationConfig({ assetBase: '/img' }).assetBase).toBe('/img/');
  });

  it('§6 the distributor rule works as an id list or a predicate', () => {
    const listed = parseNavigationConfig({ financeKnowledgeHiddenFor: ['partner-7'] });
    expect(financeKnowledgeHidden(listed, 'partner-7')).toBe(true);
    expect(financeKnowledgeHidden(listed, 'partner-8')).toBe(false);
    expect(financeKnowledgeHidden(listed, undefined)).toBe(false);
    const predicate = {
      ...DEFAULT_NAVIGATION_CONFIG,
      financeKnowledgeHiddenFor: (id: string) => id.startsWith('bank-'),
    };
    expect(financeKnowledgeHidden(predicate, 'bank-1')).toBe(true);
    expect(financeKnowledgeHidden(predicate, 'shop-1')).toBe(false);
  });

  it('reads the local preset and no configuration without zod (decision 152), as the schema would', () => {
    expect(readPlainNavigationConfig(undefined)).toEqual(DEFAULT_NAVIGATION_CONFIG);
    expect(readPlainNavigationConfig(LOCAL_PRESET_NAVIGATION)).toEqual(
      navigationConfigSchema.parse(LOCAL_PRESET_NAVIGATION),
    );
    expectPlainReaderAgrees(navigationInput, {
      plain: readPlainNavigationConfig,
      schema: { safeParse: (input) => navigationConfigSchema.safeParse(input ?? {}) },
      parse: parseNavigationConfig,
    });
  });
});
