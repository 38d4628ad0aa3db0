// Preload for tests (NODE_OPTIONS=--import=<this file>): holds the CLI between its launcher and its
// program, as a slow start on a busy machine does, so a test can act in that moment. With
// $PORTAL_CLI_HOLD_START set to a folder, loading cli/dist/main.js writes `held` there and waits
// until the test writes `go`.
import { register } from 'node:module';

const folder = process.env.PORTAL_CLI_HOLD_START;
if (folder) register('./hold-start-hooks.mjs', { parentURL: import.meta.url, data: { folder } });
