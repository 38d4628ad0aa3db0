import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SERVICES } from '../contract';
import {
  authHost,
  DEFAULT_REMOTE_HOSTS,
  ENVIRONMENTS,
  localEnvironment,
  REGIONS,
  remoteEnvironment,
} from '.';

const remotes = ENVIRONMENTS.filter((name) => name !== 'local');

describe('environments and regions (§7)', () => {
  it('§7 knows the five environments and the two regions', () => {
    expect(ENVIRONMENTS).toEqual(['local', 'development', 'staging', 'onboarding', 'production']);
    expect(REGIONS).toEqual(['DEU', 'GBR']);
  });

  it('§7 the auth host is chosen by region and environment: every pair has its own', () => {
    const hosts = remotes.flatMap((environment) =>
      REGIONS.map((region) => authHost(remoteEnvironment(environment, region))),
    );
    expect(new Set(hosts).size).toBe(remotes.length * REGIONS.length);
    expect(authHost(remoteEnvironment('development', 'DEU'))).toBe('https://login.dev.deu.example-bank.com');
    expect(authHost(remoteEnvironment('production', 'GBR'))).toBe('https://login.gbr.example-bank.com');
  });

  it('§7 every remote environment has an https base URL for every service, without a trailing slash', () => {
    for (const environment of remotes)
      for (const region of REGIONS) {
        const config = remoteEnvironment(environment, region);
        expect(Object.keys(config.services).sort()).toEqual([...SERVICES].sort());
        for (const url of Object.values(config.services)) {
          expect(url).toMatch(/^https:\/\/[^/]+(\/[A-Za-z]+)?$/);
        }
        expect(config.services.identity).toBe(DEFAULT_REMOTE_HOSTS[environment][region].authHost);
        expect(config.services.portal).toBe(DEFAULT_REMOTE_HOSTS[environment][region].portalOrigin);
      }
  });

  it('002: locally the identity provider and portal sit at the sandbox origin, the rest under /api/{service}', () => {
    const config = localEnvironment('http://127.0.0.1:4010/some/path?x=1');
    expect(config.environment).toBe('local');
    expect(config.services.identity).toBe('http://127.0.0.1:4010');
    expect(config.services.portal).toBe('http://127.0.0.1:4010');
    expect(config.services.customer).toBe('http://127.0.0.1:4010/api/customer');
    expect(config.services.transactionAccount).toBe('http://127.0.0.1:4010/api/transactionAccount');
    expect(config.clientId).toBe('login');
  });

  it('002: any loopback port gives services on that origin only', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 65535 }), fc.constantFrom(...REGIONS), (port, region) => {
        const origin = `http://127.0.0.1:${port}`;
        const config = localEnvironment(origin, region);
        expect(config.region).toBe(region);
        for (const service of SERVICES)
          expect(new URL(config.services[service]).origin).toBe(new URL(origin).origin);
      }),
    );
  });

  it('rejects a sandbox origin that is not an absolute http(s) URL', () => {
    expect(() => localEnvironment('127.0.0.1:4010')).toThrow(TypeError);
    expect(() => localEnvironment('ftp://127.0.0.1')).toThrow(/http/);
  });

  it('configurations are frozen', () => {
    const config = remoteEnvironment('staging', 'DEU');
    expect(Object.isFrozen(config.services)).toBe(true);
    expect(() => {
      (config.services as Record<string, string>).customer = 'https://evil.example';
    }).toThrow(TypeError);
    expect(Object.isFrozen(DEFAULT_REMOTE_HOSTS.production.DEU)).toBe(true);
  });
});
