/**
 * The web portal's text loader (core/i18n `createTextLoader`): the browser fetches each namespace a
 * page needs as the JSON file it is (texts-plugin.ts serves and copies them); the prerender, which
 * runs in Node, and the tests import the same files as modules.
 * @example await loadTexts('de-CH', ['common', 'login']) // texts/de-CH/common.json, texts/de/common.json, …
 */
import { createTextLoader, type LoadTexts, TEXT_REGISTRY, type TextSource } from '../../core/i18n';

declare const __TEXTS_VERSION__: string;

/** One file from the site; a failed answer fails the load (the caller shows the technical error). */
const fetchTexts: TextSource = async (folder, namespace) => {
  const response = await fetch(
    `${import.meta.env.BASE_URL}texts/${folder}/${namespace}.json?v=${__TEXTS_VERSION__}`,
  );
  if (!response.ok)
    throw new Error(`The texts ${folder}/${namespace} could not be loaded (HTTP ${response.status}).`);
  return response.json();
};

/** The files as modules: for the prerender in Node and the tests (a dead branch in the browser build). */
const importTexts: TextSource = async (folder, namespace) =>
  (await import('../../core/i18n/import-texts')).importTexts(folder, namespace);

export const loadTexts: LoadTexts = createTextLoader(
  import.meta.env.SSR || import.meta.env.MODE === 'test' ? importTexts : fetchTexts,
  TEXT_REGISTRY,
);
