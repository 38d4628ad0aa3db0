/**
 * The texts this process has loaded, by folder and namespace. A page (web) or a command (CLI) loads
 * what it shows before it renders (load-texts.ts); everything that shows a text reads it here
 * synchronously through a translator (translator.ts).
 */
import type { Namespace, TextFolder, TextTable } from './language';

/** A set of loaded tables. The process has one (below); tests make their own. */
export interface TextRegistry {
  /** Makes one namespace of one folder available; adding it again replaces it. */
  add(folder: TextFolder, namespace: Namespace, table: TextTable): void;
  /** A loaded table, or undefined. */
  table(folder: TextFolder, namespace: Namespace): TextTable | undefined;
}

/**
 * A new, empty registry.
 * @example const registry = createTextRegistry(); registry.table('de', 'login') // undefined
 */
export function createTextRegistry(): TextRegistry {
  const tables = new Map<string, TextTable>();
  return {
    add: (folder, namespace, table) => void tables.set(`${folder}/${namespace}`, table),
    table: (folder, namespace) => tables.get(`${folder}/${namespace}`),
  };
}

/** The texts of this process. */
export const TEXT_REGISTRY: TextRegistry = createTextRegistry();
