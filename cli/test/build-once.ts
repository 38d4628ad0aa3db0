/**
 * Builds the CLI bundle for the tests that spawn it, once per change of the sources: when
 * cli/dist/main.js is newer than every source it is made from, nothing is built. Test files run
 * in parallel workers, so a lock directory makes the others wait for one build.
 */

import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = fileURLToPath(new URL('../..', import.meta.url));
export const BIN = join(REPO, 'cli', 'bin', 'portal-cli.mjs');
const BUNDLE = join(REPO, 'cli', 'dist', 'main.js');
const SOURCES = ['cli', 'core', 'fixtures'];
const SKIP = new Set(['dist', 'node_modules', 'e2e', 'test']);

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (/\.(ts|tsx|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

function isFresh(): boolean {
  let built: number;
  try {
    built = statSync(BUNDLE).mtimeMs;
  } catch {
    return false;
  }
  const sources = Math.max(
    ...SOURCES.map((dir) => newestSource(join(REPO, dir))),
    statSync(join(REPO, 'rolldown.config.ts')).mtimeMs,
    statSync(join(REPO, 'package.json')).mtimeMs,
  );
  return built > sources;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves when cli/dist holds a bundle of the current sources. */
export async function buildCliOnce(): Promise<void> {
  const lock = join(
    tmpdir(),
    `portal-cli-build-${createHash('sha1').update(REPO).digest('hex').slice(0, 12)}`,
  );
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Another worker builds; a lock older than two minutes was left by a crash.
      if (Date.now() > deadline || Date.now() - statSync(lock, { throwIfNoEntry: false })!.mtimeMs > 120_000)
        rmSync(lock, { recursive: true, force: true });
      await sleep(100);
    }
  }
  try {
    if (isFresh()) return;
    const { build } = await import('rolldown');
    const config = (await import('../../rolldown.config')).default;
    await build({ ...config, logLevel: 'silent' });
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
