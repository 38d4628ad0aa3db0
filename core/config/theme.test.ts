import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../locale';
import { DEFAULT_FLAGS, ENVIRONMENTS, resolveTheme, THEMES } from '.';

const forcedLocales = ['fi-FI', 'fr-FR', 'pl-PL', 'en-IE', 'de-DE', 'de-AT', 'en', 'es-ES'];
const production = { environment: 'production', flags: DEFAULT_FLAGS } as const;

describe('theme rule (§9)', () => {
  it('§9 forces the new-style theme for fi-fi, fr-fr, pl-pl, en-ie, de-de, de-at, en, es-es in production', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const decision = resolveTheme({ ...production, locale, userChoice: 'v1' });
      if (forcedLocales.includes(locale)) expect(decision).toEqual({ theme: 'v2', forcedBy: 'locale' });
      else expect(decision).toEqual({ theme: 'v1' });
    }
  });

  it('§9 other locales in production follow the user, v1 when the user has not chosen', () => {
    expect(resolveTheme({ ...production, locale: 'en-GB', userChoice: 'v2' })).toEqual({ theme: 'v2' });
    expect(resolveTheme({ ...production, locale: 'nl-NL' })).toEqual({ theme: 'v1' });
  });

  it('§9 every non-production environment forces the new theme', () => {
    for (const environment of ENVIRONMENTS.filter((name) => name !== 'production'))
      expect(resolveTheme({ environment, flags: DEFAULT_FLAGS, locale: 'en-GB', userChoice: 'v1' })).toEqual({
        theme: 'v2',
        forcedBy: 'environment',
      });
  });

  it('§1 §9 locally b2cThemeChoiceLocally applies production’s rule: v1 and the choice can be seen', () => {
    const local = { environment: 'local', flags: { ...DEFAULT_FLAGS, b2cThemeChoiceLocally: true } } as const;
    expect(resolveTheme({ ...local, locale: 'en-GB' })).toEqual({ theme: 'v1' });
    expect(resolveTheme({ ...local, locale: 'en-GB', userChoice: 'v2' })).toEqual({ theme: 'v2' });
    expect(resolveTheme({ ...local, locale: 'de-DE', userChoice: 'v1' })).toEqual({
      theme: 'v2',
      forcedBy: 'locale',
    });
    // Only locally: a test environment still shows what is being rolled out.
    expect(resolveTheme({ ...local, environment: 'staging', locale: 'en-GB' })).toEqual({
      theme: 'v2',
      forcedBy: 'environment',
    });
  });

  it('§6 the b2cForceNewTheme flag forces it for everyone', () => {
    expect(
      resolveTheme({ ...production, flags: { b2cForceNewTheme: true }, locale: 'it-IT', userChoice: 'v1' }),
    ).toEqual({ theme: 'v2', forcedBy: 'flag' });
  });

  it('§9 property: forced exactly when flag, non-production or listed locale; else the choice', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SUPPORTED_LOCALES),
        fc.constantFrom(...ENVIRONMENTS),
        fc.boolean(),
        fc.option(fc.constantFrom(...THEMES), { nil: undefined }),
        (locale, environment, force, userChoice) => {
          const decision = resolveTheme({
            locale,
            environment,
            flags: { b2cForceNewTheme: force },
            userChoice,
          });
          const forced = force || environment !== 'production' || forcedLocales.includes(locale);
          expect(decision.forcedBy !== undefined).toBe(forced);
          expect(decision.theme).toBe(forced ? 'v2' : (userChoice ?? 'v1'));
        },
      ),
    );
  });
});
