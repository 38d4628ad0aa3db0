import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES, TEXT_LOCALES, type TextLocale } from '../locale';
import {
  buildResources,
  createTranslator,
  fallbackChainOf,
  formatDuration,
  I18nError,
  isPluralText,
  NAMESPACES,
  TEXTS,
  type TextKey,
} from '.';

/** A complete label table for an extra namespace, as the navigation folder would pass one. */
function extraTable(home: (locale: TextLocale) => string) {
  return Object.fromEntries(TEXT_LOCALES.map((locale) => [locale, { home: home(locale) }])) as Record<
    TextLocale,
    { home: string }
  >;
}

describe('§8 session texts through i18next', () => {
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

  it('resolves every key in every supported locale, with no placeholder left over', () => {
    const values = { time: '1:59', count: 2, name: 'a.pdf', size: '10 MB', formats: 'PDF', account: 'X' };
    for (const locale of SUPPORTED_LOCALES) {
      const { t, i18n } = createTranslator(locale);
      for (const namespace of NAMESPACES) {
        for (const key of Object.keys(TEXTS[namespace].en)) {
          const fullKey = `${namespace}:${key}`;
          const text = (t as (key: string, values: object) => string)(fullKey, values);
          expect(text, `${locale} ${fullKey}`).not.toBe(fullKey);
          expect(text, `${locale} ${fullKey}`).not.toContain('{{');
          expect(i18n.exists(fullKey, { lng: i18n.language, fallbackLng: false, count: 2 }), fullKey).toBe(
            true,
          );
        }
      }
    }
  });

  it('passes values through as plain text, not HTML-escaped (React and the terminal escape)', () => {
    const { t } = createTranslator('en');
    expect(t('errors:uploadTooLarge', { name: 'R&D <1>.pdf', size: '10 MB' })).toBe(
      'The file “R&D <1>.pdf” is too large. The maximum size is 10 MB.',
    );
  });
});

describe('locale to text locale and the fallback chain de-CH → de → en', () => {
  it('gives de-AT the German texts and de-CH its own', () => {
    expect(createTranslator('de-AT').textLocale).toBe('de');
    expect(createTranslator('de-AT').t('common:close')).toBe('Schließen');
    expect(createTranslator('de-CH').t('common:close')).toBe('Schliessen');
    expect(createTranslator('en-US').textLocale).toBe('en');
  });

  it('lists the chain per text locale', () => {
    expect(fallbackChainOf('de-CH')).toEqual(['de-CH', 'de', 'en']);
    expect(fallbackChainOf('pl')).toEqual(['pl', 'en']);
    expect(fallbackChainOf('en')).toEqual(['en']);
    expect(createTranslator('de-CH').i18n.languages).toEqual(['de-CH', 'de', 'en']);
  });

  it('falls back from de-CH to de, then to en, but never from fr to de', () => {
    const swiss = createTranslator('de-CH');
    swiss.i18n.addResource('de', 'common', 'onlyGerman', 'Nur Deutsch');
    swiss.i18n.addResource('en', 'common', 'onlyEnglish', 'English only');
    const t = swiss.t as (key: string) => string;
    expect(t('common:onlyGerman')).toBe('Nur Deutsch');
    expect(t('common:onlyEnglish')).toBe('English only');

    const french = createTranslator('fr-FR');
    french.i18n.addResource('de', 'common', 'onlyGerman', 'Nur Deutsch');
    // i18next answers a missing key with the key itself.
    expect((french.t as (key: string) => string)('common:onlyGerman')).toBe('onlyGerman');
  });

  it('is initialised synchronously and isolated from other instances', () => {
    const german = createTranslator('de-DE');
    const english = createTranslator('en-GB');
    expect(german.i18n.isInitialized).toBe(true);
    expect(german.t('login:submit')).toBe('Anmelden');
    expect(english.t('login:submit')).toBe('Log in');
  });
});

describe('extra namespaces from other folders', () => {
  it('serves a label table passed in, in the translator’s language', () => {
    const nav = extraTable((locale) => `home-${locale}`);
    const { t } = createTranslator('de-CH', { extra: { nav } });
    expect(t('nav:home')).toBe('home-de-CH');
    expect(t('common:close')).toBe('Schliessen');
  });

  it('flattens plural forms in extra tables like the built-in ones', () => {
    const resources = buildResources({
      badge: Object.fromEntries(
        TEXT_LOCALES.map((locale) => [
          locale,
          { items: { one: '{{count}} item', other: '{{count}} items' } },
        ]),
      ) as Record<TextLocale, object>,
    });
    expect(resources.en?.badge).toEqual({ items_one: '{{count}} item', items_other: '{{count}} items' });
  });

  it('refuses a namespace that clashes with a built-in one or breaks key lookup', () => {
    for (const name of ['common', 'session', 'a:b', 'a.b', '']) {
      const attempt = () => buildResources({ [name]: extraTable(() => 'x') });
      expect(attempt, name).toThrow(I18nError);
      try {
        attempt();
      } catch (error) {
        expect((error as I18nError).code).toBe('I18N_INVALID_NAMESPACE');
      }
    }
  });

  it('builds only the locales asked for', () => {
    expect(Object.keys(buildResources({}, ['de-CH', 'de', 'en']))).toEqual(['de-CH', 'de', 'en']);
  });
});

describe('typed t (checked by node scripts/typecheck.mjs)', () => {
  it('rejects unknown keys, missing values and a non-numeric count at compile time', () => {
    const { t } = createTranslator('en');
    // @ts-expect-error: not a key
    expect(t('session:doesNotExist')).toBe('doesNotExist');
    // @ts-expect-error: {{time}} is required
    expect(t('session:countdown')).toBe('You will be logged out in {{time}}.');
    // @ts-expect-error: count must be a number (a string count finds no plural form at all)
    expect(t('session:extended', { count: 'five' })).toBe('extended');
    // @ts-expect-error: a plain text takes no values
    expect(t('common:close', { count: 1 })).toBe('Close');
    const key: TextKey = 'errors:GeneralError';
    expect(t(key)).toBe(TEXTS.errors.en.GeneralError);
    expect(isPluralText(TEXTS.session.en.extended)).toBe(true);
  });
});
