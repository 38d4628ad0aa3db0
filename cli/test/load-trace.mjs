// Preload for tests (NODE_OPTIONS=--import=<this file>): records every module the process loads in
// the file $PORTAL_CLI_LOAD_TRACE, one a line: ES modules (their URLs) through a loader hook as
// they load, CommonJS modules (`cjs:` and their paths) from require's cache and Node's own modules
// (`builtin:` and their names, from process.moduleLoadList) when the process exits.
// Synchronous writes, so nothing is lost when the CLI ends with process.exit().
import { appendFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';

const file = process.env.PORTAL_CLI_LOAD_TRACE;
if (file) {
  register('./load-trace-hooks.mjs', { parentURL: import.meta.url, data: { file } });
  const require = createRequire(import.meta.url);
  process.on('exit', () => {
    const builtins = process.moduleLoadList
      .filter((entry) => entry.startsWith('NativeModule '))
      .map((entry) => `builtin:${entry.slice('NativeModule '.length)}\n`);
    const lines = [...Object.keys(require.cache).map((path) => `cjs:${path}\n`), ...builtins];
    appendFileSync(file, lines.join(''));
  });
}
