import { describe, expect, it } from 'vitest';
import type { Locale } from '../locale';
import {
  createTextRegistry,
  createTranslator,
  fallbackChainOf,
  formatDuration,
  loadChainOf,
  type Namespace,
  type TextFolder,
  type TextKey,
  type TextTable,
} from '.';

/** An untyped view of t, for keys that do not exist. */
const loose = (t: unknown) => t as (key: string, values?: object) => string;

/** A registry holding the given tables, as a page that loaded them would. */
function registryOf(tables: Partial<Record<TextFolder, Partial<Record<Namespace, TextTable>>>>) {
  const registry = createTextRegistry();
  for (const [folder, namespaces] of Object.entries(tables))
    for (const [namespace, table] of Object.entries(namespaces ?? {}))
      registry.add(folder as TextFolder, namespace as Namespace, table as TextTable);
  return registry;
}

describe('§8 session texts through the translator', () => {
  it('fills {time} of "You will be logged out in {time}." with the countdown', () => {
    const { t } = createTranslator('en-GB');
    expect(t('session:countdown', { time: formatDuration(119, 'en-GB') })).toBe(
      'You will be logged out in 1:59.',
    );
    expect(t('session:extend')).toBe('Extend session');
  });

  it('confirms "Your session was successfully extended by {n} minutes." with plural forms', () => {
    const { t } = createTranslator('en');
    expect(t('session:extended', { count: 5 })).toBe('Your session was successfully extended by 5 minutes.');
    expect(t('session:extended', { count: 1 })).toBe('Your session was successfully extended by 1 minute.');
  });

  it('inflects Polish announcements by one/few/many', () => {
    const { t } = createTranslator('pl-PL');
    expect(t('session:announceMinutes', { count: 1 })).toBe('Wylogowanie nastąpi za 1 minutę.');
    expect(t('session:announceMinutes', { count: 2 })).toBe('Wylogowanie nastąpi za 2 minuty.');
    expect(t('session:announceMinutes', { count: 5 })).toBe('Wylogowanie nastąpi za 5 minut.');
    expect(t('session:announceMinutes', { count: 12 })).toBe('Wylogowanie nastąpi za 12 minut.');
    expect(t('session:announceMinutes', { count: 22 })).toBe('Wylogowanie nastąpi za 22 minuty.');
    expect(t('session:announceSeconds', { count: 40 })).toBe('Wylogowanie nastąpi za 40 sekund.');
    expect(t('common:unreadMessages', { count: 3 })).toBe('3 nieprzeczytane wiadomości');
  });

  it('uses the French "one" form for zero and "many" for a million', () => {
    const { t } = createTranslator('fr-FR');
    expect(t('session:announceSeconds', { count: 0 })).toBe('Votre session se terminera dans 0 seconde.');
    expect(t('session:announceMinutes', { count: 1_000_000 })).toBe(
      'Votre session se terminera dans 1000000 de minutes.',
    );
  });

  it('passes values through as plain text, not HTML-escaped (React and the terminal escape)', () => {
    const { t } = createTranslator('en');
    expect(t('customerChanges:uploadTooLarge', { name: 'R&D <1>.pdf', size: '10 MB' })).toBe(
      'The file “R&D <1>.pdf” is too large. The maximum size is 10 MB.',
    );
  });

  it('inserts values once: a value that looks like a placeholder stays as it is', () => {
    const { t } = createTranslator('en');
    expect(t('customerChanges:uploadTooLarge', { name: '{{size}}.pdf', size: '10 MB' })).toBe(
      'The file “{{size}}.pdf” is too large. The maximum size is 10 MB.',
    );
    expect(t('session:countdown', { time: '$& $1' })).toBe('You will be logged out in $& $1.');
  });

  it('reads a key without a namespace from common; a key found nowhere comes back as itself', () => {
    const { t } = createTranslator('de-DE');
    expect(loose(t)('close')).toBe('Schließen');
    expect(loose(t)('common:constructor')).toBe('constructor');
    expect(loose(t)('common:nothingHere')).toBe('nothingHere');
  });
});

describe('the fallback chain: a variant holds only its differences', () => {
  it('reads de-CH and de-AT through their chains', () => {
    expect(fallbackChainOf('de-CH')).toEqual(['de-CH', 'de', 'en']);
    expect(fallbackChainOf('de-AT')).toEqual(['de-AT', 'de', 'en']);
    expect(fallbackChainOf('en-GB')).toEqual(['en-GB', 'en']);
    expect(fallbackChainOf('en-US')).toEqual(['en']);
    expect(fallbackChainOf('pl-PL')).toEqual(['pl', 'en']);
    expect(loadChainOf('de-CH')).toEqual(['de-CH', 'de']);
    expect(loadChainOf('fr-FR')).toEqual(['fr']);
    expect(loadChainOf('en-GB')).toEqual(['en-GB', 'en']);
  });

  it('gives de-CH its own differences and the rest from German', () => {
    const swiss = createTranslator('de-CH');
    expect(swiss.t('common:close')).toBe('Schliessen');
    expect(swiss.t('login:submit')).toBe(createTranslator('de-DE').t('login:submit'));
    expect(createTranslator('de-AT').t('common:close')).toBe('Schließen');
  });

  it('takes a text a variant changes from the variant, and a missing one along the chain', () => {
    const registry = registryOf({
      'de-AT': { common: { close: 'Zumachen' } },
      de: { common: { close: 'Schließen', onlyGerman: 'Nur Deutsch' } },
      en: { common: { close: 'Close', onlyEnglish: 'English only' } },
      fr: { common: { close: 'Fermer' } },
    });
    const austrian = loose(createTranslator('de-AT', registry).t);
    expect(austrian('common:close')).toBe('Zumachen');
    expect(austrian('common:onlyGerman')).toBe('Nur Deutsch');
    expect(austrian('common:onlyEnglish')).toBe('English only');
    const french = loose(createTranslator('fr-FR', registry).t);
    expect(french('common:onlyGerman')).toBe('onlyGerman');
    expect(french('common:onlyEnglish')).toBe('English only');
  });

  it('takes a plural form missing in a language from the next one, never `other` of the same', () => {
    const registry = registryOf({
      pl: { session: { extended_one: 'jedna', extended_many: 'wiele', extended_other: 'inne' } },
      en: { session: { extended_one: 'one minute', extended_other: '{{count}} minutes' } },
    });
    const { t } = createTranslator('pl-PL', registry);
    expect(t('session:extended', { count: 2 })).toBe('2 minutes');
    expect(t('session:extended', { count: 5 })).toBe('wiele');
  });

  it('reads the plural rules of the folder the text is found in', () => {
    // A Swiss text of its own in "few" would not exist: German has one and other only.
    const registry = registryOf({
      'de-CH': { session: { extended_one: 'eine Minute', extended_other: '{{count}} Minuten' } },
      de: { session: {} },
    });
    const { t } = createTranslator('de-CH', registry);
    expect(t('session:extended', { count: 0 })).toBe('0 Minuten');
    expect(t('session:extended', { count: 1 })).toBe('eine Minute');
  });

  it('fails loudly when the namespace was not loaded for the locale', () => {
    const registry = registryOf({ de: { login: { submit: 'Anmelden' } } });
    const { t } = createTranslator('de-CH', registry);
    expect(() => t('login:submit')).toThrow(expect.objectContaining({ code: 'I18N_TEXTS_NOT_LOADED' }));
    const german = createTranslator('de-DE', registry);
    expect(german.t('login:submit')).toBe('Anmelden');
    expect(() => german.t('session:extend')).toThrow(/"session" texts of "de-DE" are not loaded/);
  });

  it('makes one translator per locale and registry', () => {
    expect(createTranslator('de-DE')).toBe(createTranslator('de-DE'));
    expect(createTranslator('de-DE', createTextRegistry())).not.toBe(createTranslator('de-DE'));
  });
});

describe('typed t (checked by node scripts/typecheck.mjs)', () => {
  it('rejects unknown keys, missing values and a non-numeric count at compile time', () => {
    const { t } = createTranslator('en');
    // @ts-expect-error: not a key
    expect(t('session:doesNotExist')).toBe('doesNotExist');
    // @ts-expect-error: not a namespace
    expect(t('offers:offers')).toBe('offers');
    // @ts-expect-error: {{time}} is required
    expect(t('session:countdown')).toBe('You will be logged out in {{time}}.');
    // @ts-expect-error: count must be a number (a string count finds no plural form at all)
    expect(t('session:extended', { count: 'five' })).toBe('extended');
    // @ts-expect-error: a plain text takes no values
    expect(t('common:close', { count: 1 })).toBe('Close');
    // @ts-expect-error: {{brand}} is required
    expect(t('portal:appBannerTitle')).toBe('The {{brand}} app');
    // @ts-expect-error: a plural form is not a key of its own
    expect(t('navMenus:years_one', { count: 1 })).toBe('1 year');
    const key: TextKey = 'errors:GeneralError';
    expect(t(key)).toMatch(/./);
    expect(t('navMenus:years', { count: 2 })).toBe('2 years');
    const locale: Locale = 'en';
    expect(createTranslator(locale).t('portalPages:offersTitle')).toBe('Our offers');
  });
});
