/**
 * Builds portal-cli (design §1, §8) into cli/dist with rolldown: one ESM entry plus chunks that load
 * on demand, so `portal-cli … --json` never loads Ink, React or the embedded sandbox (they sit behind
 * dynamic imports and land in chunks of their own). No declarations: nothing imports the CLI as a
 * library.
 *
 * Cold start (design §8, `--json` at most 1.6 × `node -e 0`):
 * - Node's ES module loader pays for every file and every import between files (resolving,
 *   reading, linking) about as much as for the code in them. So the start path is one chunk: `start`
 *   holds run-command and the commands that run without a session (markets, menu) with everything
 *   they import, and main.js (commander and the program) imports it. A bundler that splits by
 *   "which entries reach this module" (esbuild) made ~20 files of that path (docs/decisions/167).
 * - The bundle is minified: less to read and parse. The source maps stay beside it, and the
 *   launcher turns them on for `--verbose`, so stack traces still name the TypeScript lines.
 * - The packages every command loads at start are bundled (BUNDLED): as packages Node would read
 *   zod's ESM files one by one, commander's CommonJS files through its CommonJS loader, and all of
 *   ibantools. The others (Ink, React, jose, query-core, msw, …) load only on the paths that use
 *   them and stay external, installed beside the bundle.
 * `metafile.json` records each chunk's sources and imports; cli/e2e/bundle.test.ts reads it.
 */
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildOptions, Plugin } from 'rolldown';

const REPO = fileURLToPath(new URL('.', import.meta.url));

/** Packages on every command's start path (see above). */
const BUNDLED = /^(zod|commander|ibantools)(\/|$)/;

/** The start chunk's roots: run-command and the commands that print without a session. */
const START = /[\\/]cli[\\/](run-command|commands[\\/](markets|menu))\.ts$/;

/**
 * commander is CommonJS and requires Node's modules, which an ESM bundle would get through a
 * `require` made by node:module's createRequire. They are process.getBuiltinModule's values instead:
 * the module itself without the ESM face Node builds for an import (which reads every export).
 * node:child_process is only for executable subcommands, which portal-cli has none of: commander
 * gets a `spawn` that loads it when called, not at start.
 */
const builtinsForCommonJs: Plugin = {
  name: 'builtins-for-commonjs',
  resolveId(source, _importer, { kind }) {
    if (!source.startsWith('node:')) return null;
    return kind === 'require-call' ? `\0builtin:${source}` : { id: source, external: true };
  },
  load(id) {
    if (!id.startsWith('\0builtin:')) return null;
    const name = JSON.stringify(id.slice('\0builtin:'.length));
    return name === '"node:child_process"'
      ? `module.exports = { spawn: (...args) => process.getBuiltinModule(${name}).spawn(...args) };`
      : `module.exports = process.getBuiltinModule(${name});`;
  },
};

/** Each chunk's sources (relative to the repository) and its imports of chunks and packages. */
const metafile: Plugin = {
  name: 'metafile',
  generateBundle(_options, bundle) {
    const outputs: Record<string, unknown> = {};
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      const importOf = (path: string, kind: string) =>
        path in bundle ? { path: `cli/dist/${path}`, kind } : { path, kind, external: true };
      outputs[`cli/dist/${chunk.fileName}`] = {
        imports: [
          ...chunk.imports.map((path) => importOf(path, 'import-statement')),
          ...chunk.dynamicImports.map((path) => importOf(path, 'dynamic-import')),
        ],
        inputs: Object.fromEntries(
          chunk.moduleIds.filter((id) => !id.startsWith('\0')).map((id) => [relative(REPO, id), {}]),
        ),
      };
    }
    this.emitFile({ type: 'asset', fileName: 'metafile.json', source: JSON.stringify({ outputs }) });
  },
};

/** One build (the tests' cli/test/build-once.ts runs it through rolldown's `build`). */
export default {
  input: { main: 'cli/main.ts' },
  platform: 'node',
  tsconfig: 'cli/tsconfig.json',
  external: (id) => /^[a-z@]/.test(id) && !id.startsWith('node:') && !BUNDLED.test(id),
  plugins: [builtinsForCommonJs, metafile],
  output: {
    dir: 'cli/dist',
    format: 'esm',
    cleanDir: true,
    minify: true,
    sourcemap: true,
    codeSplitting: { groups: [{ name: 'start', test: (id) => START.test(id) }] },
  },
} satisfies BuildOptions;
