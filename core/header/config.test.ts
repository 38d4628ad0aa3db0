import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { parseHeaderConfig } from '.';

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
});
