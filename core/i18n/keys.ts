/**
 * Types that make `t` checked at compile time: a key must exist, and a text with `{{variables}}`
 * demands exactly those values (plural texts also demand a numeric `count`). The variables are read
 * from the English tables, which keep their literal types for this purpose.
 */
import type { ExtraTables, Namespace } from './resources';
import type { CommonTemplates } from './texts/common';
import type { ErrorTemplates } from './texts/errors';
import type { LoginTemplates } from './texts/login';
import type { SessionTemplates } from './texts/session';

interface Templates {
  common: CommonTemplates;
  errors: ErrorTemplates;
  login: LoginTemplates;
  session: SessionTemplates;
}

/** Every built-in key as `namespace:key`, e.g. `'session:countdown'`. */
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

/** Keys of extra namespaces (navigation, footer, …), read from their English table. */
export type ExtraKey<E extends ExtraTables> = {
  [N in keyof E & string]: `${N}:${keyof E[N]['en'] & string}`;
}[keyof E & string];

/** The typed translate function of a Translator. */
export interface Translate<E extends ExtraTables> {
  <K extends TextKey>(key: K, ...args: TextArgs<K>): string;
  (key: ExtraKey<E>, values?: Readonly<Record<string, string | number>>): string;
}
