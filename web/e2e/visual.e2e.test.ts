/**
 * Visual regression, with portal-cli ui's kiosk check (cli/kiosk): the login page, the overview and
 * the country picker of every locale at 375 and 1280 px, each the screen a customer sees, compared
 * pixel by pixel with its committed baseline (cli/kiosk/baselines). A changed page fails with the
 * number of changed pixels and a diff image (in the folder the failure names); after an intended
 * change, `npx portal-cli ui --locale … --update-baseline` writes the new baselines.
 *
 * Chromium only: the baselines are Chromium's pictures on this project's machine image, and Firefox
 * draws text differently (docs/decisions/196). en-US has no login page here (its customers log in on
 * the US app host), so its login page is skipped, as the kiosk check reports.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../../core/locale';
import { drawsLikeTheBaselines, visualCheck } from '../../scripts/browser/visual-check';
import { BROWSER, browserOfWorker } from './support/browser';
import { PASSWORD, PERSONA } from './support/portal';

// The baselines are pictures of one Chromium build (decision 196): another build's differ in its text.
describe.skipIf(BROWSER !== 'chromium' || !drawsLikeTheBaselines())(
  'visual regression: the kiosk check against its baselines',
  () => {
    it.each(SUPPORTED_LOCALES)(
      '%s: login page, overview and country picker at 375 and 1280 px',
      async (locale) => {
        const screenshots = mkdtempSync(join(tmpdir(), `portal-visual-${locale}-`));
        const browser = await browserOfWorker();
        const check = await visualCheck(browser, locale, {
          screenshots,
          email: PERSONA.demo,
          password: PASSWORD,
        });
        expect(check.results).toHaveLength(6);
        const problems = check.results
          .filter(
            (result) => result.status === 'failed' || (result.status === 'skipped' && locale !== 'en-US'),
          )
          .map(check.line);
        expect(problems, `screenshots and diffs in ${screenshots}`).toEqual([]);
        expect(check.results.filter((result) => result.visual?.outcome === 'same').length).toBe(
          locale === 'en-US' ? 4 : 6,
        );
        rmSync(screenshots, { recursive: true, force: true });
      },
    );
  },
);
