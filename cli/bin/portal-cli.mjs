#!/usr/bin/env node
// portal-cli's launcher: the committed file `npx portal-cli` runs. The program itself is the
// bundle that `npm install` builds (the `prepare` script runs `npm run build:cli`) into cli/dist.
// No static imports (design §8, cold start): importing a Node module from ESM builds its ESM face,
// which reads every export (node:fs's lazy `ReadStream` loads the streams); getBuiltinModule
// returns the module itself. From Node 22.1, V8 keeps the compiled bundle on disk between runs;
// Node 20 has no compile cache, and the call is skipped there.
process.getBuiltinModule('node:module').enableCompileCache?.();
// The bundle is minified: `--verbose` prints stack traces of unexpected errors, so map them back
// to the TypeScript sources. Off otherwise, as reading the maps costs start time.
if (process.argv.includes('--verbose')) process.setSourceMapsEnabled(true);

/**
 * What is typed before a hidden password prompt must not show on the screen. The terminal echoes
 * every key as it is typed until a program turns echo off, and loading the program takes a moment:
 * so when this run will ask for a password (login, check or ui with --email, no PORTAL_PASSWORD and
 * no --password-stdin), echo goes off here, first thing, and the keys are held for the prompt.
 * Ctrl-C stays Ctrl-C (exit 130). main() restores the terminal however the command ends.
 */
function holdTypeAhead(argv, env) {
  const asksForPassword =
    ['login', 'check', 'ui'].includes(argv[0]) &&
    argv.includes('--email') &&
    !argv.includes('--password-stdin') &&
    !env.PORTAL_PASSWORD;
  // The command line first: opening process.stdin costs start time that most commands never need.
  if (!asksForPassword) return undefined;
  const { stdin } = process;
  if (!stdin.isTTY) return undefined;
  let held = '';
  let holding = true;
  const onData = (chunk) => {
    for (const char of String(chunk)) {
      if (char !== '\u0003') held += char;
      else if (process.listenerCount('SIGINT') > 0) process.kill(process.pid, 'SIGINT');
      else {
        stdin.setRawMode(false);
        process.exit(130);
      }
    }
  };
  const stop = () => {
    if (!holding) return;
    holding = false;
    stdin.off('data', onData);
    stdin.pause();
  };
  stdin.setRawMode(true);
  stdin.on('data', onData);
  return {
    take() {
      stop();
      const text = held;
      held = '';
      return text;
    },
    restore() {
      stop();
      stdin.setRawMode(false);
    },
  };
}

const typeAhead = holdTypeAhead(process.argv.slice(2), process.env);
const bundle = new URL('../dist/main.js', import.meta.url).href;
const { main } = await import(bundle).catch((error) => {
  // Only the bundle itself missing means "not built"; a chunk or package missing inside it is its own error.
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' || error.url !== bundle) throw error;
  process.stderr.write(
    [
      'portal-cli is not built: cli/dist/main.js is missing.',
      'Build it with `npm run build:cli` (npm install and npm ci do this through the prepare script).',
      '',
    ].join('\n'),
  );
  typeAhead?.restore();
  process.exit(2);
});
await main(process.argv.slice(2), { typeAhead });
