#!/usr/bin/env node
// portal-cli's launcher: the committed file `npx portal-cli` runs. The program itself is the
// bundle that `npm install` builds (the `prepare` script runs `npm run build:cli`) into cli/dist.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

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
