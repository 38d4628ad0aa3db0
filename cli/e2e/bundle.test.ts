/**
 * Cold start (design §8): commands that print JSON or plain text must not load Ink,
 * React, msw, the sandbox or the browser, and `menu` must not load the session stack it needs only
 * for `--private` without `--customer`. Two views of the same rule:
 * - the bundle's static import graph, from the metafile rolldown.config.ts writes (the bundle is
 *   minified, so the files no longer say what they were made from): what Node loads before a
 *   command runs;
 * - the built CLI run with a loader hook that records every module it really loads.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { BIN, buildCliOnce, REPO } from '../test/build-once';
import { cliEnv, tempConfigDir } from '../test/run-cli';

const DIST = join(REPO, 'cli', 'dist');
const BUILTINS = new Set(builtinModules);

interface MetaImport {
  readonly path: string;
  readonly kind: string;
  readonly external?: boolean;
}
interface Metafile {
  readonly outputs: Record<
    string,
    { readonly imports: MetaImport[]; readonly inputs: Record<string, unknown> }
  >;
}

let meta: Metafile;
/** Output file name (e.g. `login-AB12CD34.js`) to its metafile entry. */
let outputs: Map<string, Metafile['outputs'][string]>;

/** The output file that holds a source (e.g. `cli/commands/login.ts`). */
function chunkWith(source: string): string {
  const file = [...outputs].find(([, output]) => Object.hasOwn(output.inputs, source))?.[0];
  if (!file) throw new Error(`no chunk holds ${source}`);
  return file;
}

/** What a command's run loads before the command runs: the entry, run-command's chunk and the command's. */
const startOf = (command: string) => [
  'main.js',
  chunkWith('cli/run-command.ts'),
  chunkWith(`cli/commands/${command}.ts`),
];

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const isBuiltin = (specifier: string) => BUILTINS.has(specifier.replace(/^node:/, ''));

/** Files, packages (Node's own modules left out) and sources statically reachable from the chunks. */
function staticClosure(entries: string[]) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const sources = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    const output = outputs.get(file);
    if (!output) throw new Error(`${file} is not in the metafile`);
    files.add(file);
    for (const source of Object.keys(output.inputs)) sources.add(source);
    for (const { path, kind, external } of output.imports) {
      if (kind === 'dynamic-import') continue;
      if (!external) visit(baseName(path));
      else if (!isBuiltin(path)) packages.add(path);
    }
  };
  for (const entry of entries) visit(entry);
  return { files, packages, sources };
}

/** Chunks the given one imports dynamically (loaded only on the path that asks for them). */
function dynamicImportsOf(file: string): string[] {
  return (outputs.get(file)?.imports ?? [])
    .filter((item) => item.kind === 'dynamic-import')
    .map((item) => baseName(item.path));
}

beforeAll(async () => {
  await buildCliOnce();
  meta = JSON.parse(readFileSync(join(DIST, 'metafile.json'), 'utf8')) as Metafile;
  outputs = new Map(
    Object.entries(meta.outputs)
      .filter(([path]) => path.endsWith('.js'))
      .map(([path, output]) => [baseName(path), output]),
  );
}, 120_000);

const UI_PACKAGES = ['ink', 'react', 'react/jsx-runtime', 'msw', 'msw/node', 'puppeteer'];
/** What the logged-in session needs: tokens, the API client and its cache, the bot check. */
const SESSION_PACKAGES = ['jose', '@tanstack/query-core', 'altcha-lib'];
/** The text language a bundle source belongs to (core/i18n/texts/<language>/…), if any. */
/** The text language of a source (core/i18n/texts/<language>.ts, <language>-pages.ts, <language>/…). */
const languageOf = (source: string) => /^core\/i18n\/texts\/([^/]+)\//.exec(source)?.[1];
const SESSION_SOURCES = /^core\/(auth|session|login|captcha)\/|^core\/api\/(?!services\.ts$)/;
/** zod's sources, from the project's node_modules or a linked one (`../../main/node_modules/zod/…`). */
const isZod = (source: string) => /(^|\/)node_modules\/zod\//.test(source);
/** Commands that start without zod: nothing configured is read by the plain readers (decision 152). */
const WITHOUT_ZOD = ['markets', 'menu'];

describe('what a command loads before it runs (design §8 cold start)', () => {
  it.each(['markets', 'menu', 'login', 'logout', 'session', 'check', 'products', 'redirect'])(
    '%s loads no Ink, React, msw, sandbox or browser',
    (command) => {
      const { packages, sources } = staticClosure(startOf(command));
      for (const forbidden of UI_PACKAGES) expect([...packages]).not.toContain(forbidden);
      const sandbox = [...sources].filter(
        (source) => source.startsWith('fixtures/') && source !== 'fixtures/personas/types.ts',
      );
      expect(sandbox).toEqual([]);
      expect([...sources].filter((source) => /^cli\/(ui|kiosk)\//.test(source))).toEqual([]);
    },
  );

  it.each(WITHOUT_ZOD)(
    '%s loads no zod before it runs: the schemas come behind a dynamic import, for a value the plain readers decline',
    (command) => {
      const { sources } = staticClosure(startOf(command));
      expect([...sources].filter(isZod)).toEqual([]);
      expect([...sources].filter((source) => /schema/.test(source))).toEqual([]);
      // The boundary is real: the configuration's validators are there, reached dynamically.
      const validators = [...outputs.keys()].filter((file) =>
        Object.keys(outputs.get(file)!.inputs).includes('core/config/schemas.ts'),
      );
      expect(validators).toHaveLength(1);
      expect([...staticClosure(validators).sources].some(isZod)).toBe(true);
    },
  );

  it('menu loads the session stack only behind the dynamic import of --private without --customer', () => {
    const menu = staticClosure(startOf('menu'));
    expect([...menu.packages].filter((name) => SESSION_PACKAGES.includes(name))).toEqual([]);
    expect([...menu.sources].filter((source) => SESSION_SOURCES.test(source))).toEqual([]);
    // The boundary is real: the session chunk is a dynamic import of menu and does reach the stack.
    expect(dynamicImportsOf(chunkWith('cli/commands/menu.ts'))).toContain(
      chunkWith('cli/commands/menu-session.ts'),
    );
    const session = staticClosure([chunkWith('cli/commands/menu-session.ts')]);
    expect([...session.packages]).toEqual(expect.arrayContaining(['@tanstack/query-core']));
    // JWT claims are read by core/auth itself (decode-jwt.ts), without jose (docs/decisions/122).
    expect([...session.sources]).toEqual(expect.arrayContaining(['core/auth/claims.ts']));
  });

  it('markets and menu start from one chunk: the entry imports it, with run-command and both commands in it', () => {
    const start = chunkWith('cli/run-command.ts');
    expect(chunkWith('cli/commands/markets.ts')).toBe(start);
    expect(chunkWith('cli/commands/menu.ts')).toBe(start);
    expect([...staticClosure(['main.js']).files]).toContain(start);
    // Beside them only the bundler's small runtime of helpers: no file per module or per shared part.
    for (const command of ['markets', 'menu'])
      expect([...staticClosure(startOf(command)).files].sort()).toEqual(
        [...staticClosure(['main.js']).files].sort(),
      );
    expect(staticClosure(['main.js']).files.size).toBeLessThanOrEqual(3);
  });

  it('the start loads no package, no session stack, sandbox or Ink: --help and --version start fast', () => {
    const { packages, sources } = staticClosure(['main.js']);
    expect([...packages]).toEqual([]);
    expect([...sources].filter((source) => SESSION_SOURCES.test(source))).toEqual([]);
    expect([...sources].filter((source) => /^(fixtures|cli\/ui|cli\/kiosk)\//.test(source))).toEqual([]);
  });

  it('zod is bundled as far as core uses it: no message locale but English', () => {
    const sources = new Set(Object.values(meta.outputs).flatMap((output) => Object.keys(output.inputs)));
    const zod = [...sources].filter((source) => source.startsWith('node_modules/zod/'));
    expect(zod).toContain('node_modules/zod/v4/mini/schemas.js');
    expect(zod.filter((source) => source.includes('/locales/'))).toEqual([
      'node_modules/zod/v4/locales/en.js',
    ]);
  });

  it("zod's classic API comes only with the embedded sandbox (fixtures/), core's schemas use zod/mini", () => {
    const withClassic = Object.values(meta.outputs)
      .map((output) => Object.keys(output.inputs))
      .filter((inputs) => inputs.includes('node_modules/zod/v4/classic/schemas.js'));
    expect(withClassic.length).toBeGreaterThan(0);
    for (const inputs of withClassic)
      expect(inputs.some((input) => input.startsWith('fixtures/'))).toBe(true);
  });

  it('holds no text: portal-cli reads the text files at run time (cli/portal/load-texts.ts)', () => {
    const texts = Object.values(meta.outputs).flatMap((output) =>
      Object.keys(output.inputs).filter((source) => languageOf(source)),
    );
    expect(texts).toEqual([]);
  });

  it('the Ink views and the sandbox are there, behind dynamic imports', () => {
    expect(dynamicImportsOf(chunkWith('cli/commands/session-watch-command.ts'))).toContain(
      chunkWith('cli/ui/render-session-watch.tsx'),
    );
    expect(dynamicImportsOf(chunkWith('cli/commands/check.ts'))).toContain(
      chunkWith('cli/ui/render-check-progress.tsx'),
    );
    expect(dynamicImportsOf(chunkWith('cli/sandbox/embedded.ts'))).toContain(chunkWith('fixtures/index.ts'));
  });
});

const execFileAsync = promisify(execFile);
const TRACE_PRELOAD = pathToFileURL(join(REPO, 'cli', 'test', 'load-trace.mjs')).href;

/** Runs the built CLI as a user would and returns the modules it loaded, relative to the repository. */
async function loadedBy(args: readonly string[]): Promise<{ stdout: string; loaded: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-cli-trace-'));
  const trace = join(dir, 'trace.txt');
  const configDir = tempConfigDir();
  try {
    const env = cliEnv({
      configDir,
      env: { NODE_OPTIONS: `--import=${TRACE_PRELOAD}`, PORTAL_CLI_LOAD_TRACE: trace },
    });
    const { stdout } = await execFileAsync(process.execPath, [BIN, ...args], { cwd: REPO, env });
    const repo = pathToFileURL(REPO).href.replace(/\/?$/, '/');
    const loaded = readFileSync(trace, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.replace(repo, '').replace(`cjs:${REPO.replace(/\/?$/, '/')}`, 'cjs:'));
    return { stdout, loaded };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(configDir, { recursive: true, force: true });
  }
}

/** The sources (metafile inputs) of the bundle chunks a run loaded. */
function sourcesOf(loaded: readonly string[]): string[] {
  return loaded
    .filter((path) => path.startsWith('cli/dist/'))
    .flatMap((path) => Object.keys(outputs.get(baseName(path))?.inputs ?? {}));
}

describe('what the built CLI loads when it runs (design §8 cold start)', () => {
  it('menu --locale fr-fr speaks French, read from the text files', async () => {
    const { stdout } = await loadedBy(['menu', '--locale', 'fr-fr', '--json']);
    expect(JSON.parse(stdout)).toMatchObject({ ok: true, locale: 'fr-FR' });
    expect(stdout).toContain('Offres');
  });

  it.each([
    [['markets', '--json']],
    [['menu', '--json']],
    [['menu', '--private', '--customer', 'company,unread=2', '--json']],
  ])('%j loads no Ink, React, browser, sandbox or session stack', async (args) => {
    const { stdout, loaded } = await loadedBy(args);
    expect(JSON.parse(stdout)).toMatchObject({ ok: true });
    // The trace saw the run: the launcher, the entry and the command's own chunk.
    const command = args[0]!;
    expect(loaded).toEqual(
      expect.arrayContaining([
        'cli/bin/portal-cli.mjs',
        'cli/dist/main.js',
        `cli/dist/${chunkWith(`cli/commands/${command}.ts`)}`,
      ]),
    );
    const packages = loaded.filter((path) => path.includes('node_modules/'));
    // commander's node:child_process (executable subcommands) loads only when it spawns one.
    expect(loaded).toContain('builtin:fs');
    expect(loaded).not.toContain('builtin:child_process');
    // commander, zod and ibantools are bundled; nothing else is needed to print JSON.
    expect(packages).toEqual([]);
    const sources = sourcesOf(loaded);
    expect(sources.filter((source) => SESSION_SOURCES.test(source))).toEqual([]);
    expect(sources.filter((source) => /^(fixtures|cli\/ui|cli\/kiosk)\//.test(source))).toEqual([]);
    if (WITHOUT_ZOD.includes(command)) expect(sources.filter(isZod)).toEqual([]);
  });
});
