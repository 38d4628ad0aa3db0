/**
 * Which locale the login and registration pages use (§2.1), the US market's external app host,
 * and co-branded registration flows (§9).
 */
import type { Language, Locale } from '../locale';
import { parseLocale } from '../locale';
import { loginPath, registerPath } from './paths';

/** §2.1: the locale prefixes login and registration are served under on the shared site. */
export const AUTH_LOCALES: readonly Locale[] = [
  'fr-FR',
  'de-DE',
  'de-AT',
  'es-ES',
  'nl-NL',
  'en-GB',
  'en-IE',
  'it-IT',
  'de-CH',
  'pl-PL',
  'fi-FI',
  'en',
];

/**
 * §2.1: an unsupported locale in login or register falls back to en-US (whose pages live on the
 * external US app host).
 * @example authLocale('de-de') // 'de-DE'; authLocale('pt-br') // 'en-US'
 */
export function authLocale(prefix: string): Locale {
  const locale = parseLocale(prefix);
  return locale && AUTH_LOCALES.includes(locale) ? locale : 'en-US';
}

/** §2.1: in the public header an unsupported locale yields an empty header (undefined here). */
export function publicHeaderLocale(prefix: string): Locale | undefined {
  return parseLocale(prefix);
}

/** §2.1 US market: login and register go to an external app host. */
export function usAuthUrl(appHost: string, page: 'login' | 'register'): string {
  return new URL(`/en-us/auth/${page}/`, appHost).toString();
}

/** Where login happens for a locale: the shared site's route, or the US app host for en-US. */
export function loginUrlFor(locale: Locale, usAppHost: string, query: { product?: string } = {}): string {
  return locale === 'en-US' ? usAuthUrl(usAppHost, 'login') : loginPath(locale, query);
}

/** Where registration happens for a locale: the shared site's route, or the US app host for en-US. */
export function registerUrlFor(locale: Locale, usAppHost: string, query: { regflow?: string } = {}): string {
  return locale === 'en-US' ? usAuthUrl(usAppHost, 'register') : registerPath(locale, query);
}

/**
 * §2.1 host suffix to language: .de and .at to de, .co.uk and .ie to en, .es, .fr, .nl.
 * @example languageFromHost('www.bank.co.uk') // 'en'
 */
export function languageFromHost(hostname: string): Language | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const suffixes: Array<[string, Language]> = [
    ['.de', 'de'],
    ['.at', 'de'],
    ['.co.uk', 'en'],
    ['.ie', 'en'],
    ['.es', 'es'],
    ['.fr', 'fr'],
    ['.nl', 'nl'],
  ];
  return suffixes.find(([suffix]) => host.endsWith(suffix))?.[1];
}

/** The login page for a language when nothing more specific is known (after logout, §2.1). */
const LOGIN_LOCALE_BY_LANGUAGE: Record<Language, Locale> = {
  de: 'de-DE',
  en: 'en',
  es: 'es-ES',
  fr: 'fr-FR',
  nl: 'nl-NL',
  pl: 'pl-PL',
  fi: 'fi-FI',
  it: 'it-IT',
};

/**
 * §2.1: after logout the browser goes to the login page for the current document language.
 * A full locale (`de-AT`) keeps its own login page; a bare language maps to its main market.
 * @example loginPathForDocumentLanguage('de-AT') // '/de-at/login/'
 */
export function loginPathForDocumentLanguage(documentLanguage: string): string {
  const locale = parseLocale(documentLanguage);
  if (locale && AUTH_LOCALES.includes(locale)) return loginPath(locale);
  const language = documentLanguage.slice(0, 2).toLowerCase() as Language;
  return loginPath(LOGIN_LOCALE_BY_LANGUAGE[language] ?? 'de-DE');
}

export function loginUrlForLanguage(language: Language): string {
  return loginPath(LOGIN_LOCALE_BY_LANGUAGE[language]);
}

/**
 * §9: five co-branded registration flows map to de-DE, en-GB, en-GB, en-IE, en-IE. The flow names
 * are not printed in the spec, so they are configuration, given in that order.
 */
const REGFLOW_LOCALE_ORDER: readonly Locale[] = ['de-DE', 'en-GB', 'en-GB', 'en-IE', 'en-IE'];
export type RegflowNames = readonly [string, string, string, string, string];

export function regflowLocales(names: RegflowNames): ReadonlyMap<string, Locale> {
  return new Map(names.map((name, index) => [name.toLowerCase(), REGFLOW_LOCALE_ORDER[index]!]));
}

/** The locale a `regflow` registration uses, if the flow is known. */
export function regflowLocale(
  flow: string | null | undefined,
  map: ReadonlyMap<string, Locale>,
): Locale | undefined {
  return flow ? map.get(flow.toLowerCase()) : undefined;
}
