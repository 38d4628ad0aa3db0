/**
 * portal-cli's text loader (core/i18n `createTextLoader`): each namespace a command shows is read
 * from its JSON file in core/i18n/texts at run time, so a translator's change shows in the next
 * command without a build. The path is the same from the bundle (cli/dist/) and from the sources.
 * The files are read synchronously: a command waits for its texts anyway, and a language's small
 * files read one after the other take a fraction of the time they take through the thread pool
 * (cold start, design §8).
 * @example await loadTexts('de-DE', ['login', 'errors'])
 */
import { readFileSync } from 'node:fs';
import { createTextLoader, type LoadTexts, TEXT_REGISTRY, type TextTable } from '../../core/i18n';

const TEXTS_DIR = new URL('../../core/i18n/texts/', import.meta.url);

export const loadTexts: LoadTexts = createTextLoader(
  async (folder, namespace) =>
    JSON.parse(readFileSync(new URL(`${folder}/${namespace}.json`, TEXTS_DIR), 'utf8')) as TextTable,
  TEXT_REGISTRY,
);
