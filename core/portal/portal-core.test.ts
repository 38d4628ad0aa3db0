import { describe, expect, it } from 'vitest';
import type { ApiClientOptions } from '../api';
import { createApiClient } from '../api/api-client';
import { captchaSettings, createCaptchaStore } from '../captcha';
import { DEFAULT_FLAGS } from '../config';
import { createSessionWorld, openTabPorts, TEST_SERVICE_URLS } from '../session/testing';
import { createPortalCore, sessionStatusOf } from '.';

function assemble(world = createSessionWorld()) {
  const ports = openTabPorts(world, 'https://portal.example/de-de/pension/');
  const identified: Array<string | null> = [];
  let apiOptions: ApiClientOptions | undefined;
  const core = createPortalCore({
    ports,
    config: {
      services: TEST_SERVICE_URLS,
      flags: { ...DEFAULT_FLAGS, userManagementPensionLogout: true, captchaV2: true },
      environment: 'production',
      region: 'DEU',
    },
    locale: () => 'fr-FR',
    createApiClient(options) {
      apiOptions = options;
      return createApiClient(options);
    },
    identify: (customerNumber) => identified.push(customerNumber),
  });
  return { world, core, lifecycle: ports.lifecycle, identified, apiOptions: () => apiOptions! };
}

describe('core/portal: one assembly for every driver (decision 140)', () => {
  it('wires the API client with the session’s refresher, logout and the lifecycle port', () => {
    const { core, lifecycle, apiOptions } = assemble();
    const options = apiOptions();
    // Each driver used to wire these itself: the refresher none of them, the lifecycle only the web.
    expect(options.refresher).toBe(core.runtime.refresher);
    expect(options.lifecycle).toBe(lifecycle);
    expect(options.session).toBe(core.runtime.logout);
    expect(options.tokens).toBe(core.runtime.tokens);
    expect(options.scope()).toEqual({ customerNumber: null, locale: 'fr-FR' });
    core.dispose();
  });

  it('the session status selector: signed out without tokens, the engine’s state with them', () => {
    const { world, core } = assemble();
    const status = () =>
      sessionStatusOf(core.runtime.tokens.getSnapshot(), core.runtime.session.getSnapshot());
    expect(status()).toBe('signedOut');
    const now = world.time.clock.now();
    core.runtime.tokens.save(world.idp.login(), { requestStart: now, responseEnd: now });
    expect(status()).toBe('active');
    expect(sessionStatusOf({ status: 'none' }, { status: 'countdown' } as never)).toBe('signedOut');
    core.dispose();
  });

  it('a logout from the pension page goes to the pension flow by default (decision 100)', async () => {
    const { world, core } = assemble();
    const now = world.time.clock.now();
    core.runtime.tokens.save(world.idp.login(), { requestStart: now, responseEnd: now });
    await core.runtime.logout.logout({ reason: 'user' });
    expect(core.ports.navigation.currentUrl()).toMatch(/pension/);
    expect(core.ports.navigation.currentUrl()).not.toMatch(/\/login\/$/);
    core.dispose();
  });

  it('disposes the login stores still open when it ends, not those their page disposed', () => {
    const { core } = assemble();
    const captcha = createCaptchaStore({
      clock: core.ports.clock,
      scheduler: core.ports.scheduler,
      settings: { solveOn: 'submit', visible: false, version: 1 },
      solver: { solve: async () => ({ token: 't', expiresAt: null }) },
    });
    const calls: string[] = [];
    const watched = (name: string) => {
      const store = core.createLogin({ captcha, locale: 'de-DE', clientId: 'web' });
      const dispose = store.dispose;
      store.dispose = () => {
        calls.push(name);
        dispose();
      };
      return store;
    };
    watched('open');
    const left = watched('left');
    left.dispose(); // its page went away
    core.dispose();
    expect(calls).toEqual(['left', 'open']);
  });

  it('makes the bot check with the settings the flags give (§9)', () => {
    const { core } = assemble();
    const botCheck = core.createBotCheck({ solve: async () => ({ token: 't', expiresAt: null }) });
    expect(botCheck.getSnapshot().settings).toEqual(captchaSettings(core.config.flags));
    expect(botCheck.getSnapshot().settings.version).toBe(2); // the assembly's flags say captchaV2
    core.dispose();
  });
});
