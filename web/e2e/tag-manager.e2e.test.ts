/**
 * §7 tag manager and consent manager, §9 consent defaults, in real Chromium against the built site:
 * locally the configuration loads the sandbox's stand-in scripts (fixtures/stand-ins), which record
 * what each page gives them. The region's container loads on its region's pages only, both scripts
 * pass the built Content-Security-Policy, and they receive the consent defaults before anything else.
 */
import type { Page } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import { CONSENT_DEFAULT_REGIONS, DEFAULT_TAG_MANAGER_CONTAINERS } from '../../core/config';
import { createTranslator } from '../../core/i18n';
import type { StandInRecord } from '../../fixtures/stand-ins/records';
import { setupBrowserTests } from './support/browser';
import { open } from './support/portal';

const env = setupBrowserTests();

/** Waits until both stand-ins reported their load from `page`, then returns what they received. */
async function loadedOn(path: string): Promise<StandInRecord[]> {
  const state = env.harness().sandbox.state;
  for (let waited = 0; waited < 60_000; waited += 100) {
    const loaded = state.standIns
      .list()
      .filter((record) => record.page === path && record.moment === 'loaded');
    if (loaded.length >= 2) return loaded;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the stand-ins did not report from ${path}: ${JSON.stringify(state.standIns.list())}`);
}

function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

describe('§7 the tag manager of the page’s region, and the consent manager, on the local preset', () => {
  it.each([
    ['/de-de/login/', DEFAULT_TAG_MANAGER_CONTAINERS.germanyAustria],
    ['/de-at/login/', DEFAULT_TAG_MANAGER_CONTAINERS.germanyAustria],
    ['/fr-fr/login/', DEFAULT_TAG_MANAGER_CONTAINERS.other],
    ['/de-ch/login/', DEFAULT_TAG_MANAGER_CONTAINERS.other],
    ['/en-us/products/', DEFAULT_TAG_MANAGER_CONTAINERS.unitedStates],
  ])(
    '%s loads the container %s only, within the CSP, after the consent defaults',
    async (path, container) => {
      const page = await env.openPage();
      const violations = cspViolations(page);
      await open(page, env.harness(), path);
      const loaded = await loadedOn(path);
      const tagManager = loaded.filter((record) => record.script === 'tag-manager');
      expect(tagManager.map((record) => record.container)).toEqual([container]);
      expect(loaded.some((record) => record.script === 'consent-manager')).toBe(true);
      // §9: the first commands either script sees are the consent defaults: denied, 2000 ms wait,
      // and the nine markets' regional default.
      for (const record of loaded) {
        const [global, regional] = record.entries as Array<[string, string, Record<string, unknown>]>;
        expect(global).toEqual([
          'consent',
          'default',
          expect.objectContaining({
            ad_storage: 'denied',
            analytics_storage: 'denied',
            wait_for_update: 2000,
          }),
        ]);
        expect(regional?.[2]).toMatchObject({
          ad_storage: 'denied',
          analytics_storage: 'denied',
          region: [...CONSENT_DEFAULT_REGIONS],
        });
      }
      expect(violations).toEqual([]);
    },
  );

  it('hears what the page pushes later: a consent decision from the cookie settings (§2.6)', async () => {
    const page = await env.openPage();
    await open(page, env.harness(), '/de-de/login/');
    await loadedOn('/de-de/login/');

    // The footer arrives after the first paint (decision 123); its cookie-settings link opens the layer.
    const settings = await page.waitForSelector('footer ::-p-text(Cookie-Einstellungen)');
    await settings!.click();
    const accept = await page.waitForSelector(
      `dialog[open] ::-p-text(${createTranslator('de-DE').t('consent:acceptAll')})`,
    );
    await accept!.click();
    const state = env.harness().sandbox.state;
    await expect
      .poll(() =>
        state.standIns
          .list()
          .filter((record) => record.moment === 'pushed' && record.script === 'tag-manager')
          .flatMap((record) => record.entries),
      )
      .toContainEqual([
        'consent',
        'update',
        expect.objectContaining({ analytics_storage: expect.any(String) }),
      ]);
  });
});
