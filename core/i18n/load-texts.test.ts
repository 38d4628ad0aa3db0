import { describe, expect, it } from 'vitest';
import {
  createTextLoader,
  createTextRegistry,
  createTranslator,
  hasTexts,
  I18nError,
  type TextSource,
} from '.';
import { importTexts } from './import-texts';

/** The real files, counting which ones were asked for; the first `failures` calls fail. */
function countingSource(failures = 0) {
  const calls: string[] = [];
  let left = failures;
  const source: TextSource = async (folder, namespace) => {
    calls.push(`${folder}/${namespace}`);
    if (left > 0) {
      left -= 1;
      throw new Error('chunk failed to load');
    }
    return importTexts(folder, namespace);
  };
  return { source, calls };
}

describe('loading the namespaces a page shows, in the folders its locale reads', () => {
  it('loads exactly the namespaces asked for, in the locale’s language only', async () => {
    const { source, calls } = countingSource();
    const registry = createTextRegistry();
    const load = createTextLoader(source, registry);
    await load('fr-FR', ['login', 'common']);
    expect(calls).toEqual(['fr/login', 'fr/common']);
    expect(hasTexts('fr-FR', ['login', 'common'], registry)).toBe(true);
    expect(hasTexts('fr-FR', ['session'], registry)).toBe(false);
    expect(createTranslator('fr-FR', registry).t('login:submit')).toBe('Se connecter');
  });

  it('a variant loads its differences and its language; it asks for no file it does not have', async () => {
    const { source, calls } = countingSource();
    const registry = createTextRegistry();
    const load = createTextLoader(source, registry);
    await load('de-CH', ['common', 'session']);
    // de-CH has no session texts of its own (its German ones have no ß): none is asked for.
    expect(calls).toEqual(['de-CH/common', 'de/common', 'de/session']);
    const { t } = createTranslator('de-CH', registry);
    expect(t('common:close')).toBe('Schliessen');
    expect(t('session:extend')).toBe('Sitzung verlängern');
    await load('de-AT', ['common']);
    // de-AT has no differences yet: German only, and German's common is loaded already.
    expect(calls).toHaveLength(3);
    expect(createTranslator('de-AT', registry).t('common:close')).toBe('Schließen');
  });

  it('a page’s namespaces only: reading another fails loudly until it is loaded', async () => {
    const registry = createTextRegistry();
    const load = createTextLoader(importTexts, registry);
    await load('fi-FI', ['common', 'login']);
    const { t } = createTranslator('fi-FI', registry);
    expect(t('login:submit')).toMatch(/./);
    expect(() => t('productStatus:managedPortfolio')).toThrow(I18nError);
    expect(() => t('navMenus:offers')).toThrow(I18nError);
    await load('fi-FI', ['navMenus']);
    expect(t('navMenus:offers')).toBe('Tarjoukset');
  });

  it('shares one download between callers, and answers what is loaded at once', async () => {
    const { source, calls } = countingSource();
    const load = createTextLoader(source, createTextRegistry());
    await Promise.all([load('pl-PL', ['login']), load('pl-PL', ['login'])]);
    await load('pl-PL', ['login']);
    expect(calls).toEqual(['pl/login']);
  });

  it('tries again after a failed download instead of remembering the failure', async () => {
    const { source, calls } = countingSource(1);
    const registry = createTextRegistry();
    const load = createTextLoader(source, registry);
    await expect(load('it-IT', ['login'])).rejects.toThrow('chunk failed to load');
    expect(hasTexts('it-IT', ['login'], registry)).toBe(false);
    await load('it-IT', ['login']);
    expect(calls).toEqual(['it/login', 'it/login']);
  });

  it('a translator made before a namespace arrived reads it once it is loaded', async () => {
    const registry = createTextRegistry();
    const load = createTextLoader(importTexts, registry);
    await load('nl-NL', ['login']);
    const { t } = createTranslator('nl-NL', registry);
    expect(() => t('session:title')).toThrow(I18nError);
    await load('nl-NL', ['session']);
    expect(t('session:title')).toMatch(/sessie/i);
  });
});
