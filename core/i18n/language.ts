/**
 * Where the texts are and in which order a locale reads them. Each language and namespace is one
 * i18next JSON v4 file, texts/<folder>/<namespace>.json (docs/decisions/190): English is the source
 * language, every other language is complete, and the locale variants de-CH, de-AT and en-GB hold
 * only what differs from their language.
 */
import { type Locale, type TextLocale, textLocaleOf } from '../locale';

/** The namespaces of `t('namespace:key')`, one JSON file each. */
export const NAMESPACES = [
  'common',
  'errors',
  'login',
  'session',
  'portal',
  'consent',
  'nav',
  'navMenus',
  'footer',
  'header',
  'markets',
  'captcha',
  'publicPages',
  'productStatus',
  'customerChanges',
  'portalPages',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The locale variants: each holds only its differences and falls back to its language. */
export const VARIANTS = { 'de-CH': 'de', 'de-AT': 'de', 'en-GB': 'en' } as const;
export type Variant = keyof typeof VARIANTS;

/** A folder of texts: a complete language (de-CH's included, by history) or a variant. */
export type TextFolder = TextLocale | Variant;

/** One namespace in one folder: keys to texts, plural forms as `key_one`, `key_other`, … */
export type TextTable = { readonly [key: string]: string };

function isVariant(folder: string): folder is Variant {
  return Object.hasOwn(VARIANTS, folder);
}

/**
 * The folders a locale's texts are read from, in order: its variant, its language, then English.
 * @example fallbackChainOf('de-CH') // ['de-CH', 'de', 'en']
 * @example fallbackChainOf('en-IE') // ['en']
 */
export function fallbackChainOf(locale: Locale | TextLocale): TextFolder[] {
  const chain = loadChainOf(locale);
  return chain.includes('en') ? chain : [...chain, 'en'];
}

/**
 * The folders a page of the locale loads: its variant and its language. Every language is complete
 * (texts.test.ts), so English is read only by English pages.
 * @example loadChainOf('de-AT') // ['de-AT', 'de']
 */
export function loadChainOf(locale: Locale | TextLocale): TextFolder[] {
  return isVariant(locale) ? [locale, VARIANTS[locale]] : [textLocaleOf(locale as Locale)];
}
