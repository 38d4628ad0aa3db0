import { describe, expect, it } from 'vitest';
import { ConfigError, LOCAL_PRESET_FLAGS } from '../../core/config';
import { checkPortalConfig, resolvePortalConfig } from './check-portal-config';
import file from './portal.config.json';
import { type CheckedPortalConfig, cspSourcesOf, portalConfigFromChecked } from './portal-config';

const SITE = 'http://127.0.0.1:5173';

describe('runtime configuration (environment, flags, domains)', () => {
  it('points the local environment at the sandbox origin from VITE_SANDBOX_URL', () => {
    const config = resolvePortalConfig(file, { VITE_SANDBOX_URL: 'http://127.0.0.1:4999' }, SITE);
    expect(config.environment.environment).toBe('local');
    expect(config.environment.services.identity).toBe('http://127.0.0.1:4999');
    expect(config.environment.services.customer).toBe('http://127.0.0.1:4999/api/customer');
    expect(cspSourcesOf(config).connect).toEqual(['http://127.0.0.1:4999']);
  });

  it('keeps every market on this site when no domains are configured', () => {
    const config = resolvePortalConfig(file, {}, SITE);
    expect(config.marketDomains).toEqual({ shared: SITE, nl: SITE, gb: SITE });
  });

  it('merges VITE_PORTAL_FLAGS over the local preset and the file, and rejects unknown flags by name', () => {
    const config = resolvePortalConfig(
      file,
      { VITE_PORTAL_FLAGS: '{"umtEnableMinorAccountSwitch":false}' },
      SITE,
    );
    expect(LOCAL_PRESET_FLAGS.umtEnableMinorAccountSwitch).toBe(true);
    expect(config.flags.umtEnableMinorAccountSwitch).toBe(false);
    expect(config.flags.dbtShowNewMyDepositsPage).toBe(true);
    expect(() =>
      resolvePortalConfig(file, { VITE_PORTAL_FLAGS: '{"b2cUseNewDashbord":true}' }, SITE),
    ).toThrow(/b2cUseNewDashbord/);
    expect(() => resolvePortalConfig(file, { VITE_PORTAL_FLAGS: '[1]' }, SITE)).toThrow(/JSON object/);
  });

  it('uses the remote environment’s https hosts and drops the sandbox origin outside local', () => {
    const config = resolvePortalConfig(
      file,
      { VITE_PORTAL_ENVIRONMENT: 'staging', VITE_PORTAL_REGION: 'GBR' },
      SITE,
    );
    expect(config.environment.region).toBe('GBR');
    expect(config.environment.services.identity).toMatch(/^https:\/\//);
  });

  it('maps the five regflows to their locales and distributors (§9)', () => {
    const config = resolvePortalConfig(file, {}, SITE);
    expect([...config.regflowLocales.values()]).toEqual(['de-DE', 'en-GB', 'en-GB', 'en-IE', 'en-IE']);
    expect(config.regflowDistributors.get('northbank-de')).toBe('DIST-NORTHBANK');
  });

  it('loads no third-party script origin unless analytics are configured', () => {
    const plain = resolvePortalConfig({ ...file, analytics: {} }, {}, SITE);
    expect(cspSourcesOf(plain).script).toEqual([]);
    const tagged = resolvePortalConfig({ ...file, analytics: { tagManager: true } }, {}, SITE);
    expect(tagged.analytics.tagManagerScript).toBe('https://www.googletagmanager.com/gtm.js');
    expect(cspSourcesOf(tagged).script).toEqual(['https://www.googletagmanager.com']);
    expect(() =>
      resolvePortalConfig(
        { ...file, analytics: { tagManager: false, consentManagerScript: 'http://cmp.example/x.js' } },
        {},
        SITE,
      ),
    ).toThrow(/consentManagerScript/);
  });

  it('§7 locally, the sandbox’s stand-in tag manager and consent manager, and the CSP allows them', () => {
    const local = resolvePortalConfig(file, { VITE_SANDBOX_URL: 'http://127.0.0.1:4999' }, SITE);
    expect(local.analytics).toEqual({
      tagManagerScript: 'http://127.0.0.1:4999/__sandbox/stand-ins/gtm.js',
      consentManagerScript: 'http://127.0.0.1:4999/__sandbox/stand-ins/consent-manager.js',
    });
    expect(cspSourcesOf(local).script).toEqual(['http://127.0.0.1:4999']);
    // The same file built for another environment loads what that one configures: nothing here.
    const staging = resolvePortalConfig(file, { VITE_PORTAL_ENVIRONMENT: 'staging' }, SITE);
    expect(staging.analytics).toEqual({ tagManagerScript: undefined, consentManagerScript: undefined });
  });
});

describe('configuration checked at build time', () => {
  it('embeds a plain result that gives the browser the same configuration as resolving directly', () => {
    const env = { VITE_SANDBOX_URL: 'http://127.0.0.1:4999' };
    const embedded = JSON.parse(JSON.stringify(checkPortalConfig(file, env))) as CheckedPortalConfig;
    const browser = portalConfigFromChecked(embedded, SITE);
    expect(browser).toEqual(resolvePortalConfig(file, env, SITE));
    expect(browser.regflowLocales.get('harbour-ie')).toBe('en-IE');
    expect(Object.isFrozen(browser.environment.services)).toBe(true);
  });

  it('keeps configured market domains and follows the page origin otherwise', () => {
    const domains = {
      shared: 'https://www.bank.example',
      nl: 'https://www.bank.nl',
      gb: 'https://www.bank.co.uk',
    };
    expect(checkPortalConfig(file, {}).marketDomains).toBeNull();
    expect(
      portalConfigFromChecked(checkPortalConfig({ ...file, marketDomains: domains }, {}), SITE).marketDomains,
    ).toEqual(domains);
  });

  it('names a bad value by its path in the file', () => {
    const bad =
      (patch: Record<string, unknown>, env = {}) =>
      () =>
        checkPortalConfig({ ...file, ...patch }, env);
    expect(bad({ header: { ...file.header, brandName: ' ' } })).toThrow(
      /portal\.config\.json: header\.brandName/,
    );
    expect(bad({ flags: { captchaV2: 'yes' } })).toThrow(/flags\.captchaV2/);
    expect(
      bad({ environment: { environment: 'staging', services: { customer: 'http://x.example' } } }),
    ).toThrow(/environment\.services\.customer: must use https/);
    expect(bad({ marketDomains: { shared: 'ftp://x', nl: 'https://a.nl', gb: 'https://a.uk' } })).toThrow(
      /marketDomains\.shared/,
    );
    expect(bad({}, { VITE_PORTAL_FLAGS: '{"captchaV3":true}' })).toThrow(ConfigError);
  });
});
