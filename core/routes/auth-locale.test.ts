import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../locale';
import {
  authLocale,
  languageFromHost,
  loginPathForDocumentLanguage,
  loginUrlFor,
  publicHeaderLocale,
  regflowLocale,
  regflowLocales,
  usAuthUrl,
} from '.';

describe('login and registration locale (§2.1)', () => {
  it('serves the listed prefixes and plain en', () => {
    for (const prefix of [
      'fr-fr',
      'de-de',
      'de-at',
      'es-es',
      'nl-nl',
      'en-gb',
      'en-ie',
      'it-it',
      'de-ch',
      'pl-pl',
      'fi-fi',
      'en',
    ]) {
      expect(authLocale(prefix).toLowerCase()).toBe(prefix);
    }
  });

  it('falls back to en-US for an unsupported locale', () => {
    expect(authLocale('pt-br')).toBe('en-US');
    expect(authLocale('')).toBe('en-US');
    fc.assert(fc.property(fc.string(), (prefix) => SUPPORTED_LOCALES.includes(authLocale(prefix))));
  });

  it('gives an empty public header (no locale) for an unsupported locale', () => {
    expect(publicHeaderLocale('de-de')).toBe('de-DE');
    expect(publicHeaderLocale('pt-br')).toBeUndefined();
  });

  it('sends the US market to the external app host', () => {
    expect(usAuthUrl('https://app.example-bank.com', 'login')).toBe(
      'https://app.example-bank.com/en-us/auth/login/',
    );
    expect(usAuthUrl('https://app.example-bank.com', 'register')).toBe(
      'https://app.example-bank.com/en-us/auth/register/',
    );
    expect(loginUrlFor('en-US', 'https://app.example-bank.com')).toBe(
      'https://app.example-bank.com/en-us/auth/login/',
    );
    expect(loginUrlFor('de-DE', 'https://app.example-bank.com')).toBe('/de-de/login/');
  });
});

describe('host suffix to language (§2.1)', () => {
  it.each([
    ['www.bank.de', 'de'],
    ['www.bank.at', 'de'],
    ['www.bank.co.uk', 'en'],
    ['WWW.BANK.IE', 'en'],
    ['bank.es', 'es'],
    ['bank.fr', 'fr'],
    ['bank.nl', 'nl'],
  ])('%s is %s', (host, language) => {
    expect(languageFromHost(host)).toBe(language);
  });

  it('knows nothing of other hosts', () => {
    expect(languageFromHost('bank.com')).toBeUndefined();
    expect(languageFromHost('bank.uk')).toBeUndefined();
  });

  it('after logout goes to the login page of the document language', () => {
    expect(loginPathForDocumentLanguage('de')).toBe('/de-de/login/');
    expect(loginPathForDocumentLanguage('de-AT')).toBe('/de-at/login/');
    expect(loginPathForDocumentLanguage('en')).toBe('/en/login/');
    expect(loginPathForDocumentLanguage('nl')).toBe('/nl-nl/login/');
    expect(loginPathForDocumentLanguage('xx')).toBe('/de-de/login/');
  });
});

describe('co-branded registration flows (§9)', () => {
  const map = regflowLocales(['alpha', 'bravo', 'charlie', 'delta', 'echo']);
  it('maps the five configured flows to de-DE, en-GB, en-GB, en-IE, en-IE', () => {
    expect(['alpha', 'bravo', 'charlie', 'delta', 'echo'].map((flow) => regflowLocale(flow, map))).toEqual([
      'de-DE',
      'en-GB',
      'en-GB',
      'en-IE',
      'en-IE',
    ]);
    expect(regflowLocale('ALPHA', map)).toBe('de-DE');
    expect(regflowLocale('unknown', map)).toBeUndefined();
    expect(regflowLocale(null, map)).toBeUndefined();
  });
});

describe('registration URL (§2.1)', () => {
  it('uses the shared site, or the US app host for en-US', async () => {
    const { registerUrlFor } = await import('.');
    expect(registerUrlFor('de-DE', 'https://app.example-bank.com', { regflow: 'alpha' })).toBe(
      '/de-de/register/?regflow=alpha',
    );
    expect(registerUrlFor('en-US', 'https://app.example-bank.com')).toBe(
      'https://app.example-bank.com/en-us/auth/register/',
    );
  });
});
