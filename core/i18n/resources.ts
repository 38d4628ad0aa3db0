/**
 * Assembles i18next resources from the typed text tables. Other folders (navigation, footer,
 * markets) own their label tables and pass them in as extra namespaces, so i18n never imports
 * them and they never import i18next.
 */
import type { Resource, ResourceLanguage } from 'i18next';
import { TEXT_LOCALES, type TextLocale } from '../locale';
import { I18nError } from './errors';
import { isPluralText, type TextTable } from './text-table';
import { commonTexts } from './texts/common';
import { errorTexts } from './texts/errors';
import { loginTexts } from './texts/login';
import { sessionTexts } from './texts/session';

/** The namespaces this folder writes. */
export const NAMESPACES = ['common', 'errors', 'login', 'session'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Every built-in table, by namespace and text locale. */
export const TEXTS: { readonly [N in Namespace]: Readonly<Record<TextLocale, TextTable>> } = {
  common: commonTexts,
  errors: errorTexts,
  login: loginTexts,
  session: sessionTexts,
};

/**
 * Label tables owned by other folders, one per namespace, each with every text locale.
 * A table is flat or nested; plural forms are written as `{ one, other, … }` like the built-in ones.
 */
export type ExtraTables = { readonly [namespace: string]: Readonly<Record<TextLocale, object>> };

const PLURAL_SEPARATOR = '_';

/** Turns `{ extended: { one, other } }` into i18next's `{ extended_one, extended_other }`, at any depth. */
function toResourceKeys(table: object): ResourceLanguage {
  const out: ResourceLanguage = {};
  for (const [key, value] of Object.entries(table)) {
    if (isPluralText(value)) {
      for (const [category, text] of Object.entries(value))
        out[`${key}${PLURAL_SEPARATOR}${category}`] = text;
    } else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      out[key] = toResourceKeys(value);
    } else {
      out[key] = value;
    }
  }
  return out;
}

const builtIn = new Set<string>(NAMESPACES);

function checkNamespace(namespace: string): void {
  if (builtIn.has(namespace)) {
    throw new I18nError('I18N_INVALID_NAMESPACE', `Namespace "${namespace}" is already defined by core/i18n`);
  }
  if (!/^[a-z][a-zA-Z0-9-]*$/.test(namespace)) {
    throw new I18nError('I18N_INVALID_NAMESPACE', `Namespace "${namespace}" is not a plain identifier`);
  }
}

/**
 * i18next resources for the given text locales: the built-in namespaces plus any extra ones.
 * @example
 * const resources = buildResources({ nav: navLabels });
 * resources['de-CH']?.nav // the Swiss German navigation labels
 * @throws I18nError `I18N_INVALID_NAMESPACE` when an extra namespace reuses a built-in name
 *   or is not a plain identifier (a ':' or '.' would break key lookups)
 */
export function buildResources(
  extra: ExtraTables = {},
  locales: readonly TextLocale[] = TEXT_LOCALES,
): Resource {
  const extraNamespaces = Object.keys(extra);
  for (const namespace of extraNamespaces) checkNamespace(namespace);
  const resources: Resource = {};
  for (const locale of locales) {
    const language: Resource[string] = {};
    for (const namespace of NAMESPACES) language[namespace] = toResourceKeys(TEXTS[namespace][locale]);
    for (const namespace of extraNamespaces) language[namespace] = toResourceKeys(extra[namespace]![locale]);
    resources[locale] = language;
  }
  return resources;
}
