import { describe, expect, it } from 'vitest';
import { DEFAULT_FLAGS } from '../config';
import type { MarketFlags, MarketKey } from '.';
import { isMarketHidden, MARKETS, marketLink } from '.';
import { parseMarketDomains } from './domains-schema';
import { EXAMPLE_MARKET_DOMAINS as domains } from './testing';

const otherDomains = {
  shared: 'https://staging.bank.test',
  nl: 'https://staging-nl.bank.test/',
  gb: 'https://staging-uk.bank.test',
};

// §2.6: every market but NL and UK is a locale path on the shared site.
const SHARED_PATHS: ReadonlyArray<[MarketKey, string]> = [
  ['at', 'de-at'],
  ['fr', 'fr-fr'],
  ['de', 'de-de'],
  ['ie', 'en-ie'],
  ['es', 'es-es'],
  ['us', 'en-us'],
  ['pl', 'pl-pl'],
  ['fi', 'fi-fi'],
  ['ch', 'de-ch'],
  ['it', 'it-it'],
  ['eu', 'en'],
];

describe('§2.6 host-based market links', () => {
  it.each(SHARED_PATHS)('§2.6 %s links to /%s/ on the shared site', (key, path) => {
    expect(marketLink(MARKETS[key], domains, DEFAULT_FLAGS)).toBe(`https://www.example-bank.com/${path}/`);
    expect(marketLink(MARKETS[key], otherDomains, DEFAULT_FLAGS)).toBe(`https://staging.bank.test/${path}/`);
  });

  it('§2.6 the Netherlands and the United Kingdom link to their own domains', () => {
    expect(marketLink(MARKETS.nl, domains, DEFAULT_FLAGS)).toBe('https://www.example-bank.nl/');
    expect(marketLink(MARKETS.gb, domains, DEFAULT_FLAGS)).toBe('https://www.example-bank.co.uk/');
    // A trailing slash in configuration is not doubled.
    expect(marketLink(MARKETS.nl, otherDomains, DEFAULT_FLAGS)).toBe('https://staging-nl.bank.test/');
  });

  it('§2.6/§6 unified-domain locales link to the shared domain with the lower-case locale, even NL and UK', () => {
    const unified: MarketFlags = { ...DEFAULT_FLAGS, unifiedDomainLocales: ['nl-NL', 'en-GB'] };
    expect(marketLink(MARKETS.nl, domains, unified)).toBe('https://www.example-bank.com/nl-nl/');
    expect(marketLink(MARKETS.gb, domains, unified)).toBe('https://www.example-bank.com/en-gb/');
    expect(marketLink(MARKETS.de, domains, unified)).toBe('https://www.example-bank.com/de-de/');
  });

  it('§2.6 unified-domain applies only to the listed locales', () => {
    const unified: MarketFlags = { ...DEFAULT_FLAGS, unifiedDomainLocales: ['nl-NL'] };
    expect(marketLink(MARKETS.gb, domains, unified)).toBe('https://www.example-bank.co.uk/');
  });
});

describe('§2.6/§6 new-market setting', () => {
  it('§2.6 a locale switched off is hidden; on or absent is shown', () => {
    const flags: MarketFlags = { ...DEFAULT_FLAGS, newMarketLocales: { 'pl-PL': 'off', 'it-IT': 'on' } };
    expect(isMarketHidden(MARKETS.pl, flags)).toBe(true);
    expect(isMarketHidden(MARKETS.it, flags)).toBe(false);
    expect(isMarketHidden(MARKETS.de, flags)).toBe(false);
  });

  it('§2.6 the EU entry is switched by the locale en', () => {
    expect(isMarketHidden(MARKETS.eu, { ...DEFAULT_FLAGS, newMarketLocales: { en: 'off' } })).toBe(true);
  });
});

describe('market domains configuration', () => {
  it('normalises domains to their origin', () => {
    const parsed = parseMarketDomains({ ...domains, shared: 'https://www.example-bank.com/' });
    expect(parsed.shared).toBe('https://www.example-bank.com');
  });

  it('accepts http only on loopback, for the sandbox', () => {
    expect(parseMarketDomains({ ...domains, shared: 'http://127.0.0.1:4010' }).shared).toBe(
      'http://127.0.0.1:4010',
    );
    expect(() => parseMarketDomains({ ...domains, shared: 'http://www.example-bank.com' })).toThrow(
      /market domains: shared/,
    );
  });

  it.each([
    'https://www.example-bank.com/de-de/',
    'https://user@www.example-bank.com',
    'https://www.example-bank.com?x=1',
    'javascript:alert(1)',
    'www.example-bank.com',
  ])('rejects %s with a CONFIG_INVALID error', (bad) => {
    expect(() => parseMarketDomains({ ...domains, nl: bad })).toThrow(
      expect.objectContaining({ code: 'CONFIG_INVALID' }),
    );
  });
});
