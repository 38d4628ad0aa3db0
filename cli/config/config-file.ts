/**
 * portal-cli's configuration file (JSON): per environment, and per region inside it, what differs
 * from core's defaults. Validated with zod (config-file-schema.ts); an error names the file and the bad key
 * (`environments.staging.regions.GBR.services.customer: must use https …`).
 *
 * ```json
 * {
 *   "flags": { "b2cShowBlockedUsersMessage": true },
 *   "header": { "brandName": "Example Bank", "usAppHost": "https://app.example-bank.com" },
 *   "environments": {
 *     "local": { "origin": "http://127.0.0.1:4010" },
 *     "staging": {
 *       "captcha": { "token": "staging-test-key" },
 *       "regions": { "GBR": { "services": { "identity": "https://login.stg.example-bank.co.uk" } } }
 *     }
 *   }
 * }
 * ```
 */
import { readRegularFile, UnsafeFileError } from '../adapters/safe-files';
import { CliError } from '../errors';
import type { ConfigFile } from './config-file-schema';

export type { ConfigFile, PlaceConfig } from './config-file-schema';

/** A configuration file names a few hosts and flags; a megabyte is far more than one needs. */
const MAX_CONFIG_BYTES = 1024 * 1024;

/**
 * Reads and validates a configuration file. A missing file is an empty configuration unless the
 * user named it; a file that is there loads zod to be validated (config-file-schema.ts).
 * @throws CliError CONFIG_INVALID naming the file and each bad key
 */
export async function readConfigFile(
  path: string,
  explicit: boolean,
): Promise<{ data: ConfigFile; found: boolean }> {
  let text: string;
  try {
    text = readRegularFile(path, { maxBytes: MAX_CONFIG_BYTES }).text;
  } catch (cause) {
    const missing = (cause as NodeJS.ErrnoException).code === 'ENOENT';
    if (missing && !explicit) return { data: {}, found: false };
    const reason =
      cause instanceof UnsafeFileError
        ? `it ${cause.reason}`
        : missing
          ? 'it does not exist'
          : (cause as Error).message;
    throw new CliError(
      'CONFIG_INVALID',
      `Cannot read the configuration file ${path}: ${reason}.`,
      'Check the path given with --config or PORTAL_CLI_CONFIG.',
      { file: path },
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (cause) {
    throw new CliError(
      'CONFIG_INVALID',
      `The configuration file ${path} is not valid JSON: ${(cause as Error).message}.`,
      'Fix the JSON syntax (a JSON linter shows the spot), or move the file away to use the defaults.',
      { file: path },
    );
  }
  // A file is there: its schema validates it, loaded now rather than at every start.
  const { validateConfigFile } = await import('./config-file-schema');
  return { data: validateConfigFile(path, data), found: true };
}
