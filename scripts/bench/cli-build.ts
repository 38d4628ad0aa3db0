/**
 * portal-cli must be built (cli/dist) before figures 5 and 6: `npm install` builds it (`prepare`),
 * but a bundle older than its sources would measure yesterday's CLI. The bench rebuilds it with
 * `npm run build:cli` when it is missing or older than any source it is built from.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCE_FOLDERS = ['cli', 'core', 'fixtures'];
/** Files outside those folders that change the bundle: its build configuration and the lockfile. */
const SOURCE_FILES = ['rolldown.config.ts', 'package-lock.json'];

function newestSource(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'node_modules') continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (/\.(ts|tsx|json|mjs)$/.test(entry.name)) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * @returns what it did, for the progress output
 * @example ensureCliBuilt('/repo') // 'portal-cli bundle is up to date'
 */
export function ensureCliBuilt(repoRoot: string): string {
  const bundle = join(repoRoot, 'cli', 'dist', 'main.js');
  const sources = Math.max(
    ...SOURCE_FOLDERS.map((folder) => newestSource(join(repoRoot, folder))),
    ...SOURCE_FILES.map((file) =>
      existsSync(join(repoRoot, file)) ? statSync(join(repoRoot, file)).mtimeMs : 0,
    ),
  );
  if (existsSync(bundle) && statSync(bundle).mtimeMs >= sources) return 'portal-cli bundle is up to date';
  const result = spawnSync('npm', ['run', 'build:cli', '--silent'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`npm run build:cli failed: ${result.stderr.trim().slice(0, 500)}`);
  return 'built portal-cli (npm run build:cli): the bundle was missing or older than its sources';
}
