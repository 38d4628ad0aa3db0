/**
 * Vitest set-up of the core, web and browser projects (vitest.config.ts): every text language registered,
 * as the tests read texts of all of them. The web portal itself loads one language per page
 * (core/i18n load-texts.ts); its route test checks that path.
 */
import { registerAllTexts } from './all-texts';

registerAllTexts();
