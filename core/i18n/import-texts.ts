/**
 * The text files as modules, for Node tools and tests: `loadTexts` over them. Not on core/i18n's
 * index on purpose: a bundler turns the template import into one chunk per file and a map of all
 * of them, which no driver should carry (the web fetches the files, the CLI reads them).
 * @example await loadTexts('de-CH', ['common']); createTranslator('de-CH').t('common:close') // 'Schliessen'
 */
import type { Namespace, TextFolder, TextTable } from './language';
import { createTextLoader, type LoadTexts, type TextSource } from './load-texts';
import { TEXT_REGISTRY } from './registry';

/** One file, through Vite's, esbuild's or Node's module loader. */
export const importTexts: TextSource = async (folder: TextFolder, namespace: Namespace) =>
  ((await import(`./texts/${folder}/${namespace}.json`)) as { default: TextTable }).default;

/** Loads namespaces of a locale (all by default) into the process's registry. */
export const loadTexts: LoadTexts = createTextLoader(importTexts, TEXT_REGISTRY);
