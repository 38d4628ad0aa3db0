import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_TAG_MANAGER_CONTAINERS,
  LOCAL_SANDBOX_ORIGIN,
  placeholderHostsOf,
  remoteEnvironment,
} from '.';
import { readPlainEnvironmentInput } from './environment-config';
import { environmentConfigInputSchema, parseEnvironmentConfig } from './environment-config-schema';

function errorOf(input: unknown): ConfigError {
  try {
    parseEnvironmentConfig(input);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('parseEnvironmentConfig (§7, §9)', () => {
  it('fills in the defaults of the environment and region', () => {
    expect(parseEnvironmentConfig({ environment: 'staging', region: 'GBR' })).toEqual(
      remoteEnvironment('staging', 'GBR'),
    );
    const config = parseEnvironmentConfig({ environment: 'production' });
    expect(config.region).toBe('DEU');
    expect(config.clientId).toBe('login');
    expect(config.tagManagerContainers).toEqual(DEFAULT_TAG_MANAGER_CONTAINERS);
  });

  it('§9 the client id comes from configuration', () => {
    expect(parseEnvironmentConfig({ environment: 'production', clientId: ' portal-web ' }).clientId).toBe(
      'portal-web',
    );
  });

  it('overrides single services, normalising the trailing slash, and keeps the rest', () => {
    const config = parseEnvironmentConfig({
      environment: 'development',
      region: 'DEU',
      services: { identity: 'https://id.bank.test/', customer: 'https://api.bank.test/customers/v2/' },
      tagManagerContainers: { unitedStates: 'GTM-ABC1234' },
    });
    expect(config.services.identity).toBe('https://id.bank.test');
    expect(config.services.customer).toBe('https://api.bank.test/customers/v2');
    expect(config.services.pom).toBe(remoteEnvironment('development', 'DEU').services.pom);
    expect(config.tagManagerContainers.unitedStates).toBe('GTM-ABC1234');
    expect(config.tagManagerContainers.other).toBe(DEFAULT_TAG_MANAGER_CONTAINERS.other);
    expect(Object.isFrozen(config.services)).toBe(true);
  });

  it('§7 a remote environment is three hosts: identity, portal and the API gateway; services refine them', () => {
    const config = parseEnvironmentConfig({
      environment: 'staging',
      hosts: { authHost: 'https://login.stg.bank.de', apiOrigin: 'https://api.stg.bank.de/' },
      services: { cms: 'https://cms.stg.bank.de' },
    });
    expect(config.services.identity).toBe('https://login.stg.bank.de');
    expect(config.services.customer).toBe('https://api.stg.bank.de/customer');
    expect(config.services.cms).toBe('https://cms.stg.bank.de');
    expect(placeholderHostsOf(config)).toEqual(['portalOrigin']);
    expect(placeholderHostsOf(parseEnvironmentConfig({ environment: 'production' }))).toEqual([
      'authHost',
      'portalOrigin',
      'apiOrigin',
    ]);
    expect(
      placeholderHostsOf(parseEnvironmentConfig({ environment: 'local', origin: 'http://127.0.0.1:4010' })),
    ).toEqual([]);
    expect(() =>
      parseEnvironmentConfig({ environment: 'staging', hosts: { authHost: 'http://login' } }),
    ).toThrow(/hosts.authHost: must use https/);
    expect(() =>
      parseEnvironmentConfig({ environment: 'local', origin: 'http://127.0.0.1:4010', hosts: {} }),
    ).toThrow(/hosts: applies only to remote environments/);
  });

  it('builds the local environment from the sandbox origin', () => {
    const config = parseEnvironmentConfig({ environment: 'local', origin: 'http://localhost:5173' });
    expect(config.services.identity).toBe('http://localhost:5173');
    expect(config.services.cms).toBe('http://localhost:5173/api/cms');
  });

  it('names the bad key in a clear error', () => {
    expect(errorOf({ environment: 'prod' }).issues.map((issue) => issue.key)).toEqual(['environment']);
    expect(errorOf({ environment: 'production', region: 'FRA' }).message).toMatch(/region/);
    expect(errorOf({ environment: 'local' }).issues).toEqual([
      { key: 'origin', message: expect.stringMatching(/required for the local environment/) },
    ]);
    expect(errorOf({ environment: 'staging', origin: 'http://127.0.0.1:1' }).message).toMatch(/origin/);
    expect(errorOf({ environment: 'staging', services: { customer: 'not a url' } }).message).toMatch(
      /services\.customer: "not a url" is not an absolute http\(s\) URL/,
    );
    expect(
      errorOf({ environment: 'staging', services: { customer: 'http://api.bank.test' } }).message,
    ).toMatch(/services\.customer: must use https/);
    expect(
      errorOf({ environment: 'staging', services: { custmer: 'https://api.bank.test' } }).message,
    ).toMatch(/custmer/);
    expect(errorOf({ environment: 'staging', services: { cms: 'https://u:p@cms.test' } }).message).toMatch(
      /services\.cms: must not contain credentials/,
    );
    expect(errorOf({ environment: 'staging', clientId: 'a b' }).message).toMatch(/clientId/);
    expect(errorOf({ environment: 'staging', tagManagerContainers: { other: 'UA-1' } }).message).toMatch(
      /tagManagerContainers\.other/,
    );
    expect(errorOf({ environment: 'staging', authhost: 'x' }).message).toMatch(/authhost/);
    expect(errorOf(undefined).message).toMatch(/environment/);
  });

  it('reads what the drivers pass when nothing is configured without the schema (decision 152)', () => {
    for (const input of [
      { environment: 'local', region: 'DEU', origin: LOCAL_SANDBOX_ORIGIN, services: {} },
      { environment: 'local', origin: ' http://127.0.0.1:4391/ ' },
      { environment: 'production', region: 'GBR', services: {} },
      { environment: 'staging' },
    ]) {
      const plain = readPlainEnvironmentInput(input);
      expect(plain).toBeDefined();
      expect(plain).toEqual(environmentConfigInputSchema().parse(input));
    }
  });

  it('property: the plain reader gives what the schema gives, or leaves the input to the schema', () => {
    const input = fc.record(
      {
        environment: fc.constantFrom('local', 'staging', 'production', 'prod', undefined, 1),
        region: fc.constantFrom('DEU', 'GBR', 'FRA', undefined, null),
        origin: fc.constantFrom(
          'http://127.0.0.1:4010',
          'https://sandbox.test/',
          ' http://localhost:5173// ',
          'https://sandbox.test/base/',
          'ftp://x.test',
          'http://u:p@x.test',
          'http://x.test/?q=1',
          'http://x.test/#f',
          'not a url',
          '',
          undefined,
        ),
        services: fc.constantFrom(
          {},
          { customer: 'https://api.test' },
          { customer: undefined },
          [],
          undefined,
        ),
        clientId: fc.constantFrom('portal-web', undefined),
        tagManagerContainers: fc.constantFrom({}, undefined),
        authhost: fc.constantFrom('x', undefined),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(input, (value) => {
        const plain = readPlainEnvironmentInput(value);
        const schema = environmentConfigInputSchema().safeParse(value);
        if (plain) {
          expect(schema.success).toBe(true);
          expect(plain).toEqual(schema.data);
        }
        if (schema.success) expect(parseEnvironmentConfig(value)).toBeDefined();
        else expect(() => parseEnvironmentConfig(value)).toThrow(ConfigError);
      }),
      { numRuns: 500 },
    );
  });
});
