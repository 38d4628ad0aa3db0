/**
 * Visual regression of `portal-cli ui`: each screenshot is compared with its baseline of the same
 * name (`{locale}-{width}-{page}.png`) with pixelmatch, a well-kept pixel-diff library; a pixel
 * counts as changed when its colour differs beyond pixelmatch's threshold and it is not
 * anti-aliasing. Any changed pixel fails the page, and a diff image (the changed pixels in red over a
 * faded copy) is written beside the screenshot. `--update-baseline` writes the screenshots as the
 * new baselines instead. The committed baselines of the local sandbox are in cli/kiosk/baselines
 * (docs/decisions/196).
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { REPO_ROOT } from '../browser/web-build';

/** The committed baselines of the local portal and sandbox. */
export const KIOSK_BASELINES = join(REPO_ROOT, 'cli', 'kiosk', 'baselines');

/** pixelmatch's colour threshold (0 to 1): its default, tolerant of rendering noise only. */
const THRESHOLD = 0.1;

export interface BaselineOptions {
  readonly dir: string;
  /** Write the screenshots as the new baselines instead of comparing. */
  readonly update: boolean;
}

export type VisualOutcome =
  | { readonly kind: 'updated'; readonly baseline: string }
  | { readonly kind: 'missing'; readonly baseline: string }
  | {
      readonly kind: 'compared';
      readonly baseline: string;
      readonly changedPixels: number;
      readonly totalPixels: number;
      /** Written when pixels changed. */
      readonly diff?: string;
    };

/**
 * @example compareWithBaseline('shots/de-de-375-login.png', { dir: KIOSK_BASELINES, update: false })
 * // { kind: 'compared', changedPixels: 0, totalPixels: 277500, baseline: '…/de-de-375-login.png' }
 */
export function compareWithBaseline(screenshot: string, options: BaselineOptions): VisualOutcome {
  const baseline = join(options.dir, basename(screenshot));
  if (options.update) {
    mkdirSync(options.dir, { recursive: true });
    copyFileSync(screenshot, baseline);
    return { kind: 'updated', baseline };
  }
  if (!existsSync(baseline)) return { kind: 'missing', baseline };
  const actual = PNG.sync.read(readFileSync(screenshot));
  const expected = PNG.sync.read(readFileSync(baseline));
  const width = Math.max(actual.width, expected.width);
  const height = Math.max(actual.height, expected.height);
  const totalPixels = width * height;
  if (actual.width !== expected.width || actual.height !== expected.height) {
    // Another size: every pixel outside the overlap changed too.
    return {
      kind: 'compared',
      baseline,
      changedPixels:
        totalPixels - Math.min(actual.width, expected.width) * Math.min(actual.height, expected.height),
      totalPixels,
    };
  }
  const diff = new PNG({ width, height });
  const changedPixels = pixelmatch(expected.data, actual.data, diff.data, width, height, {
    threshold: THRESHOLD,
  });
  if (changedPixels === 0) return { kind: 'compared', baseline, changedPixels, totalPixels };
  const diffFile = screenshot.replace(/\.png$/, '.diff.png');
  writeFileSync(diffFile, PNG.sync.write(diff));
  return { kind: 'compared', baseline, changedPixels, totalPixels, diff: diffFile };
}
