import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENVIRONMENTS, localEnvironment, REGIONS, remoteEnvironment } from '../config';
import { expectPlainReaderAgrees } from '../config/plain-reader.test-support';
import { defaultMarketDomains } from './default-domains';
import { readPlainMarketDomains } from './domains';
import { marketDomainsSchema, parseMarketDomains } from './domains-schema';

describe('default market domains (§2.6: the Netherlands and the United Kingdom have their own domains)', () => {
  const remote = ENVIRONMENTS.filter((name) => name !== 'local');

  it.each(remote.flatMap((name) => REGIONS.map((region) => [name, region] as const)))(
    '%s %s: nl and gb on their own domains, neither on the shared site',
    (name, region) => {
      const config = remoteEnvironment(name, region);
      const domains = parseMarketDomains(defaultMarketDomains(config));
      expect(domains.shared).toBe(config.services.portal);
      expect(new URL(domains.nl).hostname).toMatch(/\.nl$/);
      expect(new URL(domains.gb).hostname).toMatch(/\.co\.uk$/);
      expect(new Set([domains.shared, domains.nl, domains.gb]).size).toBe(3);
    },
  );

  it('production has no environment label; staging says stg.', () => {
    expect(defaultMarketDomains(remoteEnvironment('production', 'DEU'))).toMatchObject({
      nl: 'https://www.example-bank.nl',
      gb: 'https://www.example-bank.co.uk',
    });
    expect(defaultMarketDomains(remoteEnvironment('staging', 'GBR')).gb).toBe(
      'https://www.stg.example-bank.co.uk',
    );
  });

  it('local: one origin serves every market', () => {
    const domains = defaultMarketDomains(localEnvironment('http://127.0.0.1:4010'));
    expect(domains).toEqual({
      shared: 'http://127.0.0.1:4010',
      nl: 'http://127.0.0.1:4010',
      gb: 'http://127.0.0.1:4010',
    });
  });
});

describe('market domains read without the schema (decision 152)', () => {
  it("reads every environment's default domains without the schema", () => {
    for (const name of ENVIRONMENTS)
      for (const region of REGIONS) {
        const config =
          name === 'local'
            ? localEnvironment('http://127.0.0.1:4010', region)
            : remoteEnvironment(name, region);
        const input = defaultMarketDomains(config);
        expect(readPlainMarketDomains(input)).toEqual(marketDomainsSchema.parse(input));
      }
  });

  it('property: the plain reader gives what the schema gives, or leaves the input to the schema', () => {
    const origin = fc.constantFrom(
      'https://www.example-bank.com',
      'https://www.example-bank.nl/',
      'http://127.0.0.1:4010',
      'http://localhost:5173/',
      'http://[::1]:4010',
      'http://www.example-bank.com',
      'https://u@x.test',
      'https://x.test/path',
      'https://x.test/?q',
      'https://x.test/#f',
      'HTTPS://X.TEST',
      'nope',
      '',
      undefined,
      42,
    );
    const input = fc.record(
      { shared: origin, nl: origin, gb: origin, extra: fc.constantFrom('x', undefined) },
      {
        requiredKeys: [],
      },
    );
    expectPlainReaderAgrees(input, {
      plain: readPlainMarketDomains,
      schema: marketDomainsSchema,
      parse: parseMarketDomains,
    });
  });
});
