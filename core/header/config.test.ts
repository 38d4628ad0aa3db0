import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConfigError, LOCAL_PRESET_NAVIGATION } from '../config';
import { expectPlainReaderAgrees } from '../config/plain-reader.test-support';
import type { HeaderConfig } from './config';
import { readPlainHeaderConfig } from './config';
import { headerConfigBySchema, parseHeaderConfig } from './config-schema';

/** The schema's reading as a safeParse, for the comparison with the plain reader. */
function bySchema(input: unknown): { success: true; data: HeaderConfig } | { success: false } {
  try {
    return { success: true, data: headerConfigBySchema(input) };
  } catch (error) {
    if (error instanceof ConfigError) return { success: false };
    throw error;
  }
}

describe('header configuration (§1 logo per design version, §2.1 US app host, §2.4 navigation)', () => {
  it('needs a brand name and the US app host; defaults the logos per design version', () => {
    const config = parseHeaderConfig({ brandName: 'Savings', usAppHost: 'http://127.0.0.1:4000' });
    expect(config.logoUrls).toEqual({ v1: '/assets/logo-v1.svg', v2: '/assets/logo-v2.svg' });
    expect(config.navigation.helpCentreUrls).toEqual({});
    expect(() => parseHeaderConfig({ usAppHost: 'https://a.example' })).toThrow(/brandName/);
  });

  it('rejects unsafe logo and host URLs and bad navigation settings, naming the key', () => {
    const base = { brandName: 'Savings', usAppHost: 'https://a.example' };
    expect(() => parseHeaderConfig({ ...base, usAppHost: 'javascript:alert(1)' })).toThrow(/usAppHost/);
    expect(() => parseHeaderConfig({ ...base, logoUrls: { v1: '//evil/x.svg', v2: '/l.svg' } })).toThrow(
      ConfigError,
    );
    expect(() => parseHeaderConfig({ ...base, navigation: { etfPensionUrl: 'http://x' } })).toThrow(
      /etfPensionUrl/,
    );
  });

  it('reads portal-cli’s defaults and the local preset without zod (decision 152), as the schema would', () => {
    const defaults = { brandName: 'Portal', usAppHost: 'https://app.example-bank.com' };
    expect(readPlainHeaderConfig({ ...defaults, navigation: LOCAL_PRESET_NAVIGATION })).toEqual(
      headerConfigBySchema({ ...defaults, navigation: LOCAL_PRESET_NAVIGATION }),
    );
    const navigation = fc.oneof(
      fc.constantFrom(undefined, {}, LOCAL_PRESET_NAVIGATION, { etfPensionUrl: 'http://x.example/' }),
      fc.constantFrom({ assetBase: '/img' }, { helpCentreUrls: { 'xx-yy': 'https://a.example/' } }, null),
    );
    const input = fc.oneof(
      { arbitrary: fc.constantFrom(undefined, null, 'x'), weight: 1 },
      {
        arbitrary: fc
          .tuple(
            fc.record(
              {
                brandName: fc.constantFrom('Portal', ' Portal ', '', ' ', 7),
                usAppHost: fc.constantFrom(
                  'https://app.example-bank.com',
                  'http://127.0.0.1:4000',
                  ' https://a.example',
                  'javascript:alert(1)',
                  'ftp://a.example',
                  'not a url',
                ),
                navigation,
              },
              { requiredKeys: [] },
            ),
            fc.nat(9),
          )
          // Now and then a key the plain reader leaves to the schema: logo URLs, a misspelt key.
          .map(([fields, dice]) =>
            dice === 0
              ? { ...fields, logoUrls: { v1: '/a.svg', v2: '/b.svg' } }
              : dice === 1
                ? { ...fields, logoUrls: { v1: '//evil/x.svg', v2: '/l.svg' } }
                : dice === 2
                  ? { ...fields, brand: 'x' }
                  : fields,
          ),
        weight: 9,
      },
    );
    expectPlainReaderAgrees(input, {
      plain: readPlainHeaderConfig,
      schema: { safeParse: bySchema },
      parse: parseHeaderConfig,
    });
  });
});
