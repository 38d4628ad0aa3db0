/**
 * Types that make `t` checked at compile time: a key must exist, and a text with `{{variables}}`
 * demands exactly those values (plural texts also demand a numeric `count`). The variables are read
 * from the English tables, which keep their literal types for this purpose.
 */
import type { CommonTemplates, Namespace } from './language';
import type { ConsentTemplates } from './texts/en/consent';
import type { CustomerChangeTemplates } from './texts/en/customer-changes';
import type { ErrorTemplates } from './texts/en/errors';
import type { LoginTemplates } from './texts/en/login';
import type { PortalTemplates } from './texts/en/portal';
import type { PortalPageTemplates } from './texts/en/portal-pages';
import type { ProductStatusTemplates } from './texts/en/product-status';
import type { PublicPageTemplates } from './texts/en/public-pages';
import type { SessionTemplates } from './texts/en/session';

interface Templates {
  common: CommonTemplates;
  errors: ErrorTemplates;
  login: LoginTemplates;
  session: SessionTemplates;
  portal: PortalTemplates;
  consent: ConsentTemplates;
  publicPages: PublicPageTemplates;
  productStatus: ProductStatusTemplates;
  customerChanges: CustomerChangeTemplates;
  portalPages: PortalPageTemplates;
}

/** Every key as `namespace:key`, e.g. `'session:countdown'`. */
export type TextKey = { [N in Namespace]: `${N}:${keyof Templates[N] & string}` }[Namespace];

type TemplateOf<K> = K extends `${infer N extends Namespace}:${infer Key}`
  ? Key extends keyof Templates[N]
    ? Templates[N][Key]
    : never
  : never;

type Placeholders<S> = S extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** The variable names of one template; a set of plural forms always needs `count`. */
export type VariablesOf<T> = T extends string ? Placeholders<T> : 'count' | Placeholders<T[keyof T]>;

/** The values a key needs: `count` is a number, everything else text or a number. */
export type TextValues<K extends TextKey> = {
  readonly [V in VariablesOf<TemplateOf<K>>]: V extends 'count' ? number : string | number;
};

/** No second argument for a plain text, the values object for a text with variables. */
export type TextArgs<K extends TextKey> = [VariablesOf<TemplateOf<K>>] extends [never]
  ? []
  : [values: TextValues<K>];

/** The typed translate function of a Translator. */
export type Translate = <K extends TextKey>(key: K, ...args: TextArgs<K>) => string;
