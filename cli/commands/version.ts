/**
 * `portal-cli version` (also `-v`, `--version`, `-V`): the version, with the Node.js it runs on,
 * as a line or, with `--json`, as a JSON document a script can read (as `gh version`,
 * `kubectl version -o json` and `docker version --format json` do).
 */
import type { CommandRun } from '../context';
import { EXIT } from '../exit-codes';
import { PORTAL_CLI_VERSION } from '../version';

export const versionCommand: CommandRun<object> = async (context) => {
  const { output } = context;
  const facts = {
    version: PORTAL_CLI_VERSION,
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
  };
  if (output.json) output.document({ ok: true, command: 'version', ...facts });
  else output.line(`portal-cli ${facts.version} (Node.js ${facts.node}, ${facts.platform})`);
  return EXIT.ok;
};
