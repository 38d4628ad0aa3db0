import { describe, expect, it } from 'vitest';
import { TEXT_LOCALES } from '../locale';
import {
  createTextLoader,
  createTextRegistry,
  createTranslator,
  I18nError,
  type LanguageTexts,
  TEXT_LOADERS,
  type TextLoaders,
  translatorOver,
} from '.';
import { ALL_TEXTS } from './all-texts';

/** A language without the namespaces only some pages read, as texts/<language>.ts exports it. */
function startOf(texts: LanguageTexts) {
  const { publicPages: _p, productStatus: _s, customerChanges: _c, ...start } = texts;
  return start;
}

/** Loaders that count their calls and can be told to fail once. */
function countingLoaders(failFirst = false) {
  const calls: string[] = [];
  let failures = failFirst ? 1 : 0;
  const loaders = Object.fromEntries(
    TEXT_LOCALES.map((locale) => [
      locale,
      {
        start: async () => {
          calls.push(locale);
          if (failures > 0) {
            failures -= 1;
            throw new Error('chunk failed to load');
          }
          return { texts: startOf(ALL_TEXTS[locale]) };
        },
        pages: async () => {
          calls.push(`${locale} pages`);
          return { pages: ALL_TEXTS[locale] };
        },
      },
    ]),
  ) as unknown as TextLoaders;
  return { loaders, calls };
}

describe('loading one text language at a time (issue 12)', () => {
  it('refuses texts of a language that was not loaded, with a code and the fix', () => {
    const registry = createTextRegistry();
    expect(() => registry.require('de-AT')).toThrow(I18nError);
    try {
      registry.require('de-AT');
    } catch (error) {
      expect((error as I18nError).code).toBe('I18N_TEXTS_NOT_LOADED');
      expect((error as I18nError).message).toContain("loadTexts('de')");
    }
  });

  it('loads exactly the language asked for, and de-AT reads the German one', async () => {
    const registry = createTextRegistry();
    const load = createTextLoader(TEXT_LOADERS, registry);
    const french = await load('fr');
    expect(french).toEqual(ALL_TEXTS.fr);
    expect(registry.get('fr')).toEqual(ALL_TEXTS.fr);
    expect(TEXT_LOCALES.filter((locale) => registry.get(locale))).toEqual(['fr']);
    expect(() => registry.require('de-AT')).toThrow(I18nError);
    await load('de');
    expect(registry.require('de-AT').login.submit).toBe('Anmelden');
  });

  it('has two loaders per text locale, which together give that language and no other', async () => {
    expect(Object.keys(TEXT_LOADERS).sort()).toEqual([...TEXT_LOCALES].sort());
    for (const locale of TEXT_LOCALES) {
      const { texts } = await TEXT_LOADERS[locale].start();
      const { pages } = await TEXT_LOADERS[locale].pages();
      expect({ ...texts, ...pages }, locale).toEqual(ALL_TEXTS[locale]);
    }
  });

  it('the login page’s part leaves out the page namespaces, and reading one fails loudly (issue 12)', async () => {
    const { loaders, calls } = countingLoaders();
    const registry = createTextRegistry();
    const load = createTextLoader(loaders, registry);
    const start = await load('de', 'start');
    expect(calls).toEqual(['de']);
    expect(start.login.submit).toBe('Anmelden');
    expect(() => start.productStatus).toThrow(/"productStatus" texts of "de" are not loaded/);
    const all = await load('de');
    expect(calls).toEqual(['de', 'de pages']);
    expect(all.productStatus).toEqual(ALL_TEXTS.de.productStatus);
  });

  it('shares one download between callers, and answers a loaded language at once', async () => {
    const { loaders, calls } = countingLoaders();
    const load = createTextLoader(loaders, createTextRegistry());
    const [first, second] = await Promise.all([load('pl'), load('pl')]);
    expect(first).toBe(second);
    await load('pl');
    expect(calls).toEqual(['pl', 'pl pages']);
  });

  it('tries again after a failed download instead of remembering the failure', async () => {
    const { loaders, calls } = countingLoaders(true);
    const registry = createTextRegistry();
    const load = createTextLoader(loaders, registry);
    await expect(load('it')).rejects.toThrow('chunk failed to load');
    expect(registry.get('it')).toBeUndefined();
    await expect(load('it')).resolves.toEqual(ALL_TEXTS.it);
    expect(calls.filter((call) => call === 'it')).toEqual(['it', 'it']);
  });

  it('a translator over the one loaded language needs no other', async () => {
    const registry = createTextRegistry();
    const swiss: LanguageTexts = await createTextLoader(TEXT_LOADERS, registry)('de-CH');
    const { t, languages } = translatorOver('de-CH', new Map([['de-CH', swiss]]));
    expect(languages).toEqual(['de-CH']);
    expect(t('common:close')).toBe('Schliessen');
    expect(t('session:extended', { count: 1 })).toBe(
      'Ihre Sitzung wurde erfolgreich um 1 Minute verlängert.',
    );
  });
});

describe('a translator made before the page namespaces arrived (issue 12: login, then the dashboard)', () => {
  it('fails loudly on them, then reads them once they are loaded', () => {
    const { publicPages, productStatus, customerChanges, portalPages, navMenus, header, session, ...start } =
      ALL_TEXTS.fi;
    const registry = createTextRegistry();
    registry.register('fi', start);
    const { t } = createTranslator('fi-FI', registry);
    expect(t('login:submit')).toBe(ALL_TEXTS.fi.login.submit);
    expect(t('portal:loginTitle')).toBe(ALL_TEXTS.fi.portal.loginTitle);
    expect(() => t('productStatus:managedPortfolio')).toThrow(I18nError);
    expect(() => t('portalPages:greetingNoName')).toThrow(I18nError);
    expect(() => t('session:title')).toThrow(I18nError);
    // The menus' titles and the header's menu texts too (decision 161): the bar's are there.
    expect(registry.require('fi').nav.login).toBe(ALL_TEXTS.fi.nav.login);
    expect(() => registry.require('fi').navMenus).toThrow(I18nError);
    expect(() => registry.require('fi').header).toThrow(I18nError);
    registry.registerPages('fi', {
      publicPages,
      productStatus,
      customerChanges,
      portalPages,
      navMenus,
      header,
      session,
    });
    expect(t('session:title')).toBe(ALL_TEXTS.fi.session.title);
    expect(t('productStatus:managedPortfolio')).toBe(ALL_TEXTS.fi.productStatus.managedPortfolio);
    expect(t('portalPages:greetingNoName')).toBe(ALL_TEXTS.fi.portalPages.greetingNoName);
    expect(registry.require('fi').navMenus.offers).toBe(ALL_TEXTS.fi.navMenus.offers);
  });
});
