/**
 * Builds portal-cli (design §1, §8) into cli/dist: one ESM entry plus chunks that load on demand,
 * so `portal-cli … --json` never loads Ink, React or the embedded sandbox (they sit behind dynamic
 * imports and land in chunks of their own). No declarations: TypeScript 7 has no JS API for tsup
 * to call, and nothing imports the CLI as a library.
 *
 * Cold start (design §8, `--json` at most 2 × `node -e 0`):
 * - The bundle is minified: less to read and parse. The source maps stay beside it, and the
 *   launcher turns them on for `--verbose`, so stack traces still name the TypeScript lines.
 * - The packages every command loads at start are bundled (BUNDLED): as packages Node would read
 *   zod's ~100 ESM files one by one, commander's CommonJS files through its CommonJS loader and
 *   lexer, and all of ibantools; bundled, esbuild keeps only what is used, in the chunks that
 *   need it. The others (Ink, React, jose, query-core, msw, …) load only on the paths
 *   that use them and stay external, installed beside the bundle.
 * - zod is imported as a namespace everywhere (`import * as z from 'zod/mini'` in core and the CLI,
 *   the classic `'zod'` in fixtures/; zod 4's documented form): the named `z` is zod's whole
 *   namespace as one value, which esbuild cannot tree-shake (it bundled all of zod, every message
 *   locale included: 769 kB); through the namespace import only what is used is kept.
 * `metafile-esm.json` records each chunk's inputs and imports; cli/e2e/bundle.test.ts reads it.
 */
import { defineConfig } from 'tsup';

/** Packages on every command's start path (see above). */
const BUNDLED = ['zod', 'commander', 'ibantools'];

/**
 * commander is CommonJS and requires Node's modules; esbuild's ESM output has no `require` of its
 * own, so every chunk gets one. It is `process.getBuiltinModule`: no import of node:module in each
 * chunk, and no ESM face of the module to build (which reads every export, design §8). commander
 * requires node:child_process only to spawn executable subcommands, which portal-cli has none of:
 * it gets a `spawn` that loads the module when called, not at start. cli/e2e/bundle.test.ts checks
 * that the bundle requires nothing but Node's own modules.
 */
const REQUIRE_SHIM =
  "const require=(id)=>/^(node:)?child_process$/.test(id)?{spawn:(...args)=>process.getBuiltinModule(id).spawn(...args)}:process.getBuiltinModule(id);";

export default defineConfig({
  entry: { main: 'cli/main.ts' },
  outDir: 'cli/dist',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  splitting: true,
  dts: false,
  noExternal: BUNDLED,
  banner: { js: REQUIRE_SHIM },
  clean: true,
  minify: true,
  sourcemap: true,
  metafile: true,
  tsconfig: 'cli/tsconfig.json',
  esbuildOptions(options) {
    options.jsx = 'automatic';
  },
});
