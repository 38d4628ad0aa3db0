/**
 * Vitest set-up of the core, web and browser projects (vitest.config.ts): every namespace of every
 * locale loaded, as the tests read texts of all of them. The web portal itself loads what a page
 * declares (core/i18n load-texts.ts); its route test checks that path.
 */
import { SUPPORTED_LOCALES } from '../locale';
import { loadTexts } from './import-texts';

await Promise.all(SUPPORTED_LOCALES.map((locale) => loadTexts(locale)));
