import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { DEFAULT_NAVIGATION_CONFIG, financeKnowledgeHidden, parseNavigationConfig } from '.';

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
});
