import { describe, expect, it } from 'vitest';
import { ENVIRONMENTS, localEnvironment, REGIONS, remoteEnvironment } from '../config';
import { defaultMarketDomains } from './default-domains';
import { parseMarketDomains } from './domains';

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
