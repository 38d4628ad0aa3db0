/**
 * The shape of a translation table. Each namespace is a flat table of keys; a value is either one
 * text or a set of plural forms, written as an object (`{ one, other }`) that the translator picks
 * from with Intl.PluralRules (translator.ts).
 */

/** CLDR plural categories; the translator picks one with `Intl.PluralRules` and reads that form. */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/**
 * Plural forms of one text. Which categories a language needs is CLDR's business (pl: one, few,
 * many, other; fr/es/it: one, many, other; en/de/nl/fi: one, other); texts.test.ts checks each table
 * against `Intl.PluralRules`, because the translator does not fall back to `other` inside a language.
 */
export interface PluralText {
  readonly zero?: string;
  readonly one?: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
}

export type TextValue = string | PluralText;

/** One namespace in one language. */
export type TextTable = { readonly [key: string]: TextValue };

/**
 * The type every language must match, derived from the English table: same keys, each a text or
 * plural forms. The English table itself keeps its literal types so `t` can read its `{{variables}}`.
 */
export type Translated<T> = { readonly [K in keyof T]: T[K] extends string ? string : PluralText };

const categories = new Set<string>(PLURAL_CATEGORIES);

/** True for a set of plural forms: an object with `other` and nothing but plural categories. */
export function isPluralText(value: unknown): value is PluralText {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    typeof (value as { other?: unknown }).other === 'string' &&
    entries.every(([key, text]) => categories.has(key) && typeof text === 'string')
  );
}
