#!/usr/bin/env node
// portal-cli's launcher: the committed file `npx portal-cli` runs. The program itself is the
// bundle that `npm install` builds (the `prepare` script runs `npm run build:cli`) into cli/dist.
import { existsSync } from 'node:fs';
import module from 'node:module';
import { fileURLToPath } from 'node:url';

// Cold start (design §8): from Node 22.1, V8 keeps the compiled bundle on disk between runs.
// Node 20 has no compile cache; the call is skipped there.
module.enableCompileCache?.();
// The bundle is minified: `--verbose` prints stack traces of unexpected errors, so map them back
// to the TypeScript sources. Off otherwise, as reading the maps costs start time.
if (process.argv.includes('--verbose')) process.setSourceMapsEnabled(true);

const bundle = new URL('../dist/main.js', import.meta.url);
if (!existsSync(fileURLToPath(bundle))) {
  process.stderr.write(
    [
      'portal-cli is not built: cli/dist/main.js is missing.',
      'Build it with `npm run build:cli` (npm install and npm ci do this through the prepare script).',
      '',
    ].join('\n'),
  );
  process.exit(2);
}
const { main } = await import(bundle.href);
await main(process.argv.slice(2));
