/**
 * The pixel comparison of `portal-cli ui` on small pictures drawn here: the same picture is the
 * same, a changed pixel is counted and drawn into a diff image, another size changes every pixel
 * outside the overlap, a missing baseline is reported as missing, and `update` writes it.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { compareWithBaseline } from './visual';

const work = mkdtempSync(join(tmpdir(), 'portal-visual-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A white picture with the given pixels black. */
function picture(file: string, width: number, height: number, black: readonly [number, number][] = []) {
  const png = new PNG({ width, height });
  png.data.fill(255);
  for (const [x, y] of black) png.data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
  writeFileSync(file, PNG.sync.write(png));
  return file;
}

describe('compareWithBaseline', () => {
  const baselines = join(work, 'baselines');
  const shots = join(work, 'shots');

  it('writes the baseline with update, and finds the same picture the same', () => {
    const shot = picture(join(work, 'de-de-375-login.png'), 20, 10);
    expect(compareWithBaseline(shot, { dir: baselines, update: true })).toEqual({
      kind: 'updated',
      baseline: join(baselines, 'de-de-375-login.png'),
    });
    expect(readFileSync(join(baselines, 'de-de-375-login.png'))).toEqual(readFileSync(shot));
    expect(compareWithBaseline(shot, { dir: baselines, update: false })).toEqual({
      kind: 'compared',
      baseline: join(baselines, 'de-de-375-login.png'),
      changedPixels: 0,
      totalPixels: 200,
    });
  });

  it('counts the changed pixels and draws them into a diff image beside the screenshot', () => {
    picture(join(baselines, 'de-de-375-menu.png'), 20, 10);
    const shot = picture(join(work, 'de-de-375-menu.png'), 20, 10, [
      [3, 3],
      [15, 8],
    ]);
    const outcome = compareWithBaseline(shot, { dir: baselines, update: false });
    expect(outcome).toMatchObject({ kind: 'compared', changedPixels: 2, totalPixels: 200 });
    const diff = outcome.kind === 'compared' ? outcome.diff : undefined;
    expect(diff).toBe(join(work, 'de-de-375-menu.diff.png'));
    const drawn = PNG.sync.read(readFileSync(diff!));
    const red = (x: number, y: number) => [...drawn.data.subarray((y * 20 + x) * 4, (y * 20 + x) * 4 + 3)];
    expect(red(3, 3)).toEqual([255, 0, 0]);
    expect(red(0, 0)).not.toEqual([255, 0, 0]);
  });

  it('a picture of another size changes every pixel outside the overlap', () => {
    picture(join(baselines, 'de-de-375-outage.png'), 20, 10);
    const shot = picture(join(work, 'de-de-375-outage.png'), 20, 12);
    expect(compareWithBaseline(shot, { dir: baselines, update: false })).toMatchObject({
      kind: 'compared',
      changedPixels: 40,
      totalPixels: 240,
    });
  });

  it('reports a missing baseline as missing and writes nothing', () => {
    const shot = picture(join(work, 'fr-fr-1280-login.png'), 4, 4);
    expect(compareWithBaseline(shot, { dir: join(shots, 'none'), update: false })).toEqual({
      kind: 'missing',
      baseline: join(shots, 'none', 'fr-fr-1280-login.png'),
    });
    expect(existsSync(join(shots, 'none'))).toBe(false);
  });
});
