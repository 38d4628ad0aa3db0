/**
 * portal-cli's configuration file (JSON): per environment, and per region inside it, what differs
 * from core's defaults. Validated with zod; an error names the file and the bad key
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
import * as z from 'zod/mini';
import { ENVIRONMENTS, englishMessages, REGIONS } from '../../core/config';
import { readRegularFile, UnsafeFileError } from '../adapters/safe-files';
import { CliError } from '../errors';

/** A configuration file names a few hosts and flags; a megabyte is far more than one needs. */
const MAX_CONFIG_BYTES = 1024 * 1024;

/**
 * The file's schemas, built on first use: most runs have no configuration file, and building zod
 * schemas is work a command would otherwise pay for at every start (design §8 cold start).
 */
function buildSchemas() {
  /** What one environment (or one region of it) may say. Core's parsers check the values. */
  const placeSchema = z.strictObject({
    /** The sandbox origin (local only). */
    origin: z.optional(z.string()),
    /** The three hosts of a remote environment: `authHost`, `portalOrigin`, `apiOrigin` (core/config RemoteHosts). */
    hosts: z.optional(z.record(z.string(), z.string())),
    /** Base URL per service (core/api SERVICES) over the hosts; `identity` is the auth host. */
    services: z.optional(z.record(z.string(), z.string())),
    clientId: z.optional(z.string()),
    /** How logout ends the grant: `keycloak` (§7, the default) or `revocation` (RFC 7009). */
    identityLogout: z.optional(z.string()),
    tagManagerContainers: z.optional(z.record(z.string(), z.string())),
    /** Feature flags for this environment, over the file's `flags`. */
    flags: z.optional(z.record(z.string(), z.unknown())),
    /** The bot check: `proof-of-work` (solve the challenge) or a token the provider accepts. */
    captcha: z.optional(
      z.union([
        z.strictObject({ mode: z.literal('proof-of-work') }),
        z.strictObject({ mode: z.optional(z.literal('token')), token: z.string().check(z.minLength(1)) }),
      ]),
    ),
    /** core/markets MarketDomains: the shared site and the NL and UK domains. */
    marketDomains: z.optional(z.record(z.string(), z.string())),
  });

  const environmentSchema = z.extend(placeSchema, {
    regions: z.optional(z.partialRecord(z.enum(REGIONS), placeSchema)),
  });

  const configFileSchema = z.strictObject({
    $schema: z.optional(z.string()),
    flags: z.optional(z.record(z.string(), z.unknown())),
    /** core/header parseHeaderConfig input (brand, logos, US app host, navigation). */
    header: z.optional(z.record(z.string(), z.unknown())),
    environments: z.optional(z.partialRecord(z.enum(ENVIRONMENTS), environmentSchema)),
  });

  return { placeSchema, configFileSchema };
}

type Schemas = ReturnType<typeof buildSchemas>;
let schemas: Schemas | undefined;

/**
 * The schema of the whole configuration file.
 * @example configFileSchema().safeParse({ flags: {} }).success // true
 */
export function configFileSchema(): Schemas['configFileSchema'] {
  schemas ??= buildSchemas();
  return schemas.configFileSchema;
}

export type ConfigFile = z.output<Schemas['configFileSchema']>;
export type PlaceConfig = z.output<Schemas['placeSchema']>;

function keyOf(path: readonly PropertyKey[]): string {
  return path.map(String).join('.') || '(root)';
}

/**
 * Reads and validates a configuration file. A missing file is an empty configuration unless the
 * user named it.
 * @throws CliError CONFIG_INVALID naming the file and each bad key
 */
export function readConfigFile(path: string, explicit: boolean): { data: ConfigFile; found: boolean } {
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
  const parsed = configFileSchema().safeParse(data, englishMessages());
  if (!parsed.success) {
    const issues = parsed.error.issues.flatMap((issue) =>
      // A misspelt key is named in full: `environments.stagin`, not `environments`.
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => ({ key: keyOf([...issue.path, key]), message: 'unknown key' }))
        : [{ key: keyOf(issue.path), message: issue.message }],
    );
    throw new CliError(
      'CONFIG_INVALID',
      `Invalid configuration file ${path}: ${issues.map((i) => `${i.key}: ${i.message}`).join('; ')}.`,
      'Correct the key named above; README.md "portal-cli" lists the keys.',
      { file: path, issues },
    );
  }
  return { data: parsed.data, found: true };
}
