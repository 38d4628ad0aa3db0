/**
 * Builds portal-cli (design §1, §8) into cli/dist: one ESM entry plus chunks that load on demand,
 * so `portal-cli … --json` never loads Ink, React or the embedded sandbox (they sit behind dynamic
 * imports and land in chunks of their own). Packages in package.json stay external: they are
 * installed beside the bundle, and bundling them would only slow the start. No declarations:
 * TypeScript 7 has no JS API for tsup to call, and nothing imports the CLI as a library.
 */
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { main: 'cli/main.ts' },
  outDir: 'cli/dist',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  splitting: true,
  dts: false,
  noExternal: ['zod'],
  clean: true,
  sourcemap: true,
  tsconfig: 'cli/tsconfig.json',
  esbuildOptions(options) {
    options.jsx = 'automatic';
  },
});
