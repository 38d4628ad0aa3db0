/**
 * Loads the namespaces a page or a command shows, in the folders its locale reads (its variant and
 * its language, language.ts `loadChainOf`), from a source the driver gives: the web fetches the
 * JSON files (web/texts/load-texts.ts), the CLI reads them (cli/portal/load-texts.ts), Node tools
 * and tests import them (import-texts.ts).
 */
import type { Locale, TextLocale } from '../locale';
import {
  loadChainOf,
  NAMESPACES,
  type Namespace,
  type TextFolder,
  type TextTable,
  VARIANTS,
} from './language';
import { TEXT_REGISTRY, type TextRegistry } from './registry';
import { VARIANT_NAMESPACES } from './texts.generated';

/** Reads one namespace of one folder (tests and drivers may pass their own). */
export type TextSource = (folder: TextFolder, namespace: Namespace) => Promise<TextTable>;

/** Loads namespaces of a locale; resolves when every one of them is registered. */
export type LoadTexts = (locale: Locale | TextLocale, namespaces?: readonly Namespace[]) => Promise<void>;

/** Whether a folder has a file for a namespace: complete languages have all, variants their differences. */
function hasFile(folder: TextFolder, namespace: Namespace): boolean {
  return (
    !Object.hasOwn(VARIANTS, folder) ||
    VARIANT_NAMESPACES[folder as keyof typeof VARIANTS].includes(namespace)
  );
}

/**
 * The files a locale's namespaces are read from, as folder and namespace (what a prerendered page
 * preloads).
 * @example textFilesOf('de-CH', ['session']) // [['de', 'session']]: de-CH has no session texts of its own
 */
export function textFilesOf(
  locale: Locale | TextLocale,
  namespaces: readonly Namespace[] = NAMESPACES,
): Array<readonly [TextFolder, Namespace]> {
  return loadChainOf(locale).flatMap((folder) =>
    namespaces
      .filter((namespace) => hasFile(folder, namespace))
      .map((namespace) => [folder, namespace] as const),
  );
}

/**
 * A `loadTexts` over a source and a registry (tests pass their own).
 * @example const load = createTextLoader(importTexts, createTextRegistry()); await load('fr-FR', ['login']);
 */
export function createTextLoader(source: TextSource, registry: TextRegistry): LoadTexts {
  const pending = new Map<string, Promise<void>>();
  /** One download per file at a time; a failure is not remembered, so the next call tries again. */
  const once = (folder: TextFolder, namespace: Namespace): Promise<void> | undefined => {
    if (registry.table(folder, namespace)) return undefined;
    if (!hasFile(folder, namespace)) return void registry.add(folder, namespace, {});
    const key = `${folder}/${namespace}`;
    let loading = pending.get(key);
    if (!loading) {
      loading = source(folder, namespace)
        .then((table) => registry.add(folder, namespace, table))
        .finally(() => pending.delete(key));
      pending.set(key, loading);
    }
    return loading;
  };
  return async (locale, namespaces = NAMESPACES) => {
    const folders = loadChainOf(locale);
    await Promise.all(folders.flatMap((folder) => namespaces.map((namespace) => once(folder, namespace))));
  };
}

/**
 * Whether a locale's namespaces are loaded (all of them by default).
 * @example hasTexts('de-AT', ['header']) // false on the login page, true on the dashboard
 */
export function hasTexts(
  locale: Locale | TextLocale,
  namespaces: readonly Namespace[] = NAMESPACES,
  registry: TextRegistry = TEXT_REGISTRY,
): boolean {
  return loadChainOf(locale).every((folder) =>
    namespaces.every((namespace) => registry.table(folder, namespace)),
  );
}
