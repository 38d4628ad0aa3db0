import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES, type TextLocale } from '../locale';
import {
  createTranslator,
  fallbackChainOf,
  formatDuration,
  isPluralText,
  loadedTexts,
  NAMESPACES,
  type TextKey,
  type TranslationTables,
  translatorOver,
} from '.';
import { ALL_TEXTS } from './all-texts';

/** A language's tables with one extra `common` text, as a test of the fallback chain needs. */
function withCommon(locale: TextLocale, extra: Record<string, string>): TranslationTables {
  const tables = ALL_TEXTS[locale];
  return { ...tables, common: { ...tables.common, ...extra } };
}

/** An untyped view of t, for keys that do not exist. */
const loose = (t: unknown) => t as (key: string, values?: object) => string;

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

  it('resolves every key in every supported locale from its own language, with no placeholder left over', () => {
    // Every variable any text uses, so a text that still shows `{{` lost one.
    const values = { time: '1:59', count: 2, name: 'a.pdf', size: '10 MB', formats: 'PDF', account: 'X' };
    const allValues = {
      ...values,
      ...{ brand: 'Bank', amount: '50 €', country: 'X', year: 2031 },
      ...{ reason: 'x', from: '1 €', to: '2 €', names: 'a.pdf' },
    };
    for (const locale of SUPPORTED_LOCALES) {
      const full = createTranslator(locale);
      // The same locale with no fallback language at all: every key must be in its own tables.
      const own = translatorOver(locale, new Map([[full.textLocale, ALL_TEXTS[full.textLocale]]]));
      for (const namespace of NAMESPACES) {
        for (const key of Object.keys(ALL_TEXTS.en[namespace])) {
          const fullKey = `${namespace}:${key}`;
          const text = loose(full.t)(fullKey, allValues);
          expect(text, `${locale} ${fullKey}`).not.toBe(key);
          expect(text, `${locale} ${fullKey}`).not.toContain('{{');
          expect(loose(own.t)(fullKey, allValues), `${locale} ${fullKey}`).toBe(text);
        }
      }
    }
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

  it('reads a key without a namespace from common, and a dotted path into nested tables', () => {
    const { t } = createTranslator('de-DE');
    expect(loose(t)('close')).toBe('Schließen');
    const nested = translatorOver('en', new Map([['en', withNested()]]));
    expect(loose(nested.t)('common:group.inner')).toBe('Nested');
    expect(loose(nested.t)('common:group.missing')).toBe('group.missing');
    expect(loose(nested.t)('common:group')).toBe('group');
  });
});

describe('locale to text locale and the fallback chain de-CH → de → en', () => {
  it('gives de-AT the German texts and de-CH its own', () => {
    expect(createTranslator('de-AT').textLocale).toBe('de');
    expect(createTranslator('de-AT').t('common:close')).toBe('Schließen');
    expect(createTranslator('de-CH').t('common:close')).toBe('Schliessen');
    expect(createTranslator('en-US').textLocale).toBe('en');
  });

  it('lists the chain per text locale, and a translator consults its loaded part', () => {
    expect(fallbackChainOf('de-CH')).toEqual(['de-CH', 'de', 'en']);
    expect(fallbackChainOf('pl')).toEqual(['pl', 'en']);
    expect(fallbackChainOf('en')).toEqual(['en']);
    expect(createTranslator('de-CH').languages).toEqual(['de-CH', 'de', 'en']);
    const swissOnly = translatorOver('de-CH', new Map([['de-CH', ALL_TEXTS['de-CH']]]));
    expect(swissOnly.languages).toEqual(['de-CH']);
  });

  it('falls back from de-CH to de, then to en, but never from fr to de', () => {
    const languages = new Map<TextLocale, TranslationTables>([
      ['de-CH', ALL_TEXTS['de-CH']],
      ['de', withCommon('de', { onlyGerman: 'Nur Deutsch' })],
      ['en', withCommon('en', { onlyEnglish: 'English only' })],
      ['fr', ALL_TEXTS.fr],
    ]);
    const swiss = loose(translatorOver('de-CH', languages).t);
    expect(swiss('common:onlyGerman')).toBe('Nur Deutsch');
    expect(swiss('common:onlyEnglish')).toBe('English only');
    expect(swiss('common:close')).toBe('Schliessen');

    const french = loose(translatorOver('fr-FR', languages).t);
    // A key found nowhere comes back as itself, without the namespace (as i18next did).
    expect(french('common:onlyGerman')).toBe('onlyGerman');
    expect(french('common:onlyEnglish')).toBe('English only');
  });

  it('takes a plural form missing in the language from the next language, never `other` of the same', () => {
    const polish = ALL_TEXTS.pl;
    const withoutFew = {
      ...polish,
      session: { ...polish.session, extended: { one: 'jedna', many: 'wiele', other: 'inne' } },
    } as unknown as TranslationTables;
    const { t } = translatorOver(
      'pl-PL',
      new Map([
        ['pl', withoutFew],
        ['en', ALL_TEXTS.en],
      ]),
    );
    expect(t('session:extended', { count: 2 })).toBe('Your session was successfully extended by 2 minutes.');
    expect(t('session:extended', { count: 5 })).toBe('wiele');
  });

  it('needs its own language loaded, and is isolated from other translators', () => {
    const german = createTranslator('de-DE');
    const english = createTranslator('en-GB');
    expect(german.t('login:submit')).toBe('Anmelden');
    expect(english.t('login:submit')).toBe('Log in');
    expect(loadedTexts('de')).toEqual(ALL_TEXTS.de);
  });
});

describe('typed t (checked by node scripts/typecheck.mjs)', () => {
  it('rejects unknown keys, missing values and a non-numeric count at compile time', () => {
    const { t } = createTranslator('en');
    // @ts-expect-error: not a key
    expect(t('session:doesNotExist')).toBe('doesNotExist');
    // @ts-expect-error: not a namespace
    expect(t('nav:offers')).toBe('offers');
    // @ts-expect-error: {{time}} is required
    expect(t('session:countdown')).toBe('You will be logged out in {{time}}.');
    // @ts-expect-error: count must be a number (a string count finds no plural form at all)
    expect(t('session:extended', { count: 'five' })).toBe('extended');
    // @ts-expect-error: a plain text takes no values
    expect(t('common:close', { count: 1 })).toBe('Close');
    const key: TextKey = 'errors:GeneralError';
    expect(t(key)).toBe(ALL_TEXTS.en.errors.GeneralError);
    expect(isPluralText(ALL_TEXTS.en.session.extended)).toBe(true);
    expect(t('portalPages:offersTitle')).toBe('Our offers');
    // @ts-expect-error: {{brand}} is required
    expect(t('portal:appBannerTitle')).toBe('The {{brand}} app');
  });
});

/** English tables with one nested group in `common`, for dotted key paths. */
function withNested(): TranslationTables {
  return {
    ...ALL_TEXTS.en,
    common: { ...ALL_TEXTS.en.common, group: { inner: 'Nested' } },
  } as unknown as TranslationTables;
}
