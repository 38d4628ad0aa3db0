/**
 * Types that make `t` checked at compile time. The keys are read from the English JSON files (the
 * source language), a plural's forms `key_one`, `key_other` as one key `key`; the values a text
 * takes come from texts.generated.ts (`npm run texts -- generate`). A key must exist, and a text
 * with `{{variables}}` demands exactly those values (a plural text a numeric `count`).
 */
import type { Namespace } from './language';
import type captcha from './texts/en/captcha.json';
import type common from './texts/en/common.json';
import type consent from './texts/en/consent.json';
import type customerChanges from './texts/en/customerChanges.json';
import type errors from './texts/en/errors.json';
import type footer from './texts/en/footer.json';
import type header from './texts/en/header.json';
import type login from './texts/en/login.json';
import type markets from './texts/en/markets.json';
import type nav from './texts/en/nav.json';
import type navMenus from './texts/en/navMenus.json';
import type portal from './texts/en/portal.json';
import type portalPages from './texts/en/portalPages.json';
import type productStatus from './texts/en/productStatus.json';
import type publicPages from './texts/en/publicPages.json';
import type session from './texts/en/session.json';
import type { TextVariables } from './texts.generated';

interface Source {
  common: typeof common;
  errors: typeof errors;
  login: typeof login;
  session: typeof session;
  portal: typeof portal;
  consent: typeof consent;
  nav: typeof nav;
  navMenus: typeof navMenus;
  footer: typeof footer;
  header: typeof header;
  markets: typeof markets;
  captcha: typeof captcha;
  publicPages: typeof publicPages;
  productStatus: typeof productStatus;
  customerChanges: typeof customerChanges;
  portalPages: typeof portalPages;
}

type PluralSuffix = `_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`;
type WithoutPlural<K> = K extends `${infer Key}${PluralSuffix}` ? Key : K;

/** The keys of one namespace, without the namespace: `KeyOf<'navMenus'>` is `'offers' | …`. */
export type KeyOf<N extends Namespace> = WithoutPlural<keyof Source[N] & string>;

/** Every key as `namespace:key`, e.g. `'session:countdown'`. */
export type TextKey = { [N in Namespace]: `${N}:${KeyOf<N>}` }[Namespace];

type VariablesOf<K> = K extends keyof TextVariables ? TextVariables[K] : never;

/** The values a key needs: `count` is a number, everything else text or a number. */
export type TextValues<K extends TextKey> = {
  readonly [V in VariablesOf<K>]: V extends 'count' ? number : string | number;
};

/** No second argument for a plain text, the values object for a text with variables. */
export type TextArgs<K extends TextKey> = [VariablesOf<K>] extends [never] ? [] : [values: TextValues<K>];

/** The typed translate function of a Translator. */
export type Translate = <K extends TextKey>(key: K, ...args: TextArgs<K>) => string;

/** The keys of the texts that take no values (a menu title, a heading). */
export type PlainTextKey = { [K in TextKey]: TextArgs<K> extends [] ? K : never }[TextKey];
