/**
 * Visual regression of `portal-cli ui`: each screenshot is compared with its baseline of the same
 * name (`{locale}-{width}-{page}.png`) with pixelmatch, a well-kept pixel-diff library; a pixel
 * counts as changed when its colour differs beyond pixelmatch's threshold and it is not
 * anti-aliasing. Any changed pixel fails the page, and a diff image (the changed pixels in red over a
 * faded copy) is written beside the screenshot. `--update-baseline` writes the screenshots as the
 * new baselines instead. The committed baselines of the local sandbox are in cli/kiosk/baselines
 * (docs/decisions/196).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { REPO_ROOT } from '../browser/web-build';

/** The committed baselines of the local portal and sandbox. */
export const KIOSK_BASELINES = join(REPO_ROOT, 'cli', 'kiosk', 'baselines');

/**
 * The file beside the baselines that names the Chromium which drew them: text is drawn by the
 * browser and its fonts, so baselines hold for that build only (docs/decisions/196).
 */
const DRAWN_BY = 'chromium-version.txt';

/**
 * The version number in a browser's version text (`HeadlessChrome/156.0.8078.108`,
 * `Chromium 156.0.8078.108 built on Debian`), or null.
 * @example chromiumVersionOf('HeadlessChrome/156.0.8078.108') // '156.0.8078.108'
 */
export function chromiumVersionOf(text: string): string | null {
  return /\d+\.\d+\.\d+\.\d+/.exec(text)?.[0] ?? null;
}

/** The Chromium version that drew the baselines in `dir`, or null when it is not recorded. */
export function baselinesDrawnBy(dir: string): string | null {
  const file = join(dir, DRAWN_BY);
  return existsSync(file) ? chromiumVersionOf(readFileSync(file, 'utf8')) : null;
}

/** Records which Chromium drew the baselines just written. */
export function recordBaselinesDrawnBy(dir: string, version: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, DRAWN_BY), `${version}\n`);
}

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

/**
 * Whether this machine's Chromium drew the committed baselines. Text is drawn by the browser and
 * its fonts, so a comparison with another build's pictures says nothing about the portal (decision
 * 196): the tests that compare with the committed baselines run only where this holds.
 */
export function drawsLikeTheBaselines(chromium = '/usr/bin/chromium'): boolean {
  try {
    const version = chromiumVersionOf(execFileSync(chromium, ['--version'], { encoding: 'utf8' }));
    return version !== null && version === baselinesDrawnBy(KIOSK_BASELINES);
  } catch {
    return false;
  }
}
