/**
 * The built web portal the browser tests and `portal-cli ui` open (security.md 5 is about the
 * built site, so tests run against web/dist, not the dev server). It is built with
 * `npm run build:web` when it is missing or older than any source it is made of.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const WEB_DIST = join(REPO_ROOT, 'web', 'dist');

/** What the build is made of: the web app and core, with their configuration; never tests. */
const SOURCE_ROOTS = ['web', 'core'];
const SOURCE_FILES = ['package-lock.json', 'tsconfig.base.json'];
const SKIPPED_DIRECTORIES = new Set(['dist', 'node_modules', 'e2e', 'test', 'test-support']);
const IS_TEST = /\.test\.tsx?$|\.test-support\.tsx?$/;

function newestIn(dir: string): number {
  let newest = 0;
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.')) continue;
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) {
      if (!SKIPPED_DIRECTORIES.has(name)) newest = Math.max(newest, newestIn(path));
    } else if (!IS_TEST.test(name)) newest = Math.max(newest, stat.mtimeMs);
  }
  return newest;
}

export type WebBuildState = { readonly kind: 'fresh' } | { readonly kind: 'missing' | 'stale' };

/**
 * @example webBuildState() // { kind: 'stale' } after a change in web/ or core/
 */
export function webBuildState(root: string = REPO_ROOT): WebBuildState {
  const index = join(root, 'web', 'dist', 'index.html');
  if (!existsSync(index)) return { kind: 'missing' };
  const built = statSync(index).mtimeMs;
  const sources = Math.max(
    ...SOURCE_ROOTS.map((dir) => newestIn(join(root, dir))),
    ...SOURCE_FILES.map((file) => (existsSync(join(root, file)) ? statSync(join(root, file)).mtimeMs : 0)),
  );
  return sources > built ? { kind: 'stale' } : { kind: 'fresh' };
}

/** Runs `npm run build:web`; rejects with its output when it fails. */
export function buildWeb(root: string = REPO_ROOT): Promise<void> {
  return new Promise((resolve, reject) => {
    // vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    const { NODE_ENV: _ignored, ...env } = process.env;
    const child = spawn('npm', ['run', 'build:web'], {
      cwd: root,
      env: { ...env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run build:web failed (exit ${code}):\n${output}`)),
    );
  });
}

/**
 * Builds web/dist unless it is up to date.
 * @example await ensureWebBuild({ log: console.info }) // 'built' | 'fresh'
 */
export async function ensureWebBuild(
  options: { readonly root?: string; readonly log?: (line: string) => void } = {},
): Promise<'built' | 'fresh'> {
  const root = options.root ?? REPO_ROOT;
  if (webBuildState(root).kind === 'fresh') return 'fresh';
  // The browser tests and `portal-cli ui` may start together: one builds, the other waits for it.
  const release = await lock(
    `portal-web-build-${createHash('sha1').update(root).digest('hex').slice(0, 12)}`,
  );
  try {
    const state = webBuildState(root);
    if (state.kind === 'fresh') return 'fresh';
    options.log?.(`web/dist is ${state.kind}: running npm run build:web…`);
    await buildWeb(root);
    return 'built';
  } finally {
    release();
  }
}

/** A lock directory in the temp folder; one left behind by a crash is taken over after two minutes. */
async function lock(name: string): Promise<() => void> {
  const path = join(tmpdir(), name);
  for (;;) {
    try {
      mkdirSync(path);
      return () => rmSync(path, { recursive: true, force: true });
    } catch {
      const since = statSync(path, { throwIfNoEntry: false })?.mtimeMs;
      if (since !== undefined && Date.now() - since > 120_000) rmSync(path, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * The back-end origins a build talks to, read from the Content-Security-Policy of its index.html
 * (`connect-src`): the build fixes them (VITE_SANDBOX_URL, web/config), and the harness maps them
 * to the sandbox it starts.
 * @example backendOriginsOfBuild('web/dist') // ['http://127.0.0.1:4010']
 */
export function backendOriginsOfBuild(dist: string = WEB_DIST): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const policy = /http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i.exec(html)?.[1];
  if (!policy) throw new Error(`${dist}/index.html has no Content-Security-Policy meta tag.`);
  const decoded = policy
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
  const connect = decoded
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directive]) => directive === 'connect-src');
  const origins = (connect ?? []).slice(1).filter((source) => /^https?:\/\//.test(source));
  return [...new Set(origins.map((source) => new URL(source).origin))];
}
