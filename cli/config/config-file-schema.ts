/**
 * The schema of portal-cli's configuration file (config-file.ts reads the file): zod, loaded only
 * when there is a file, so a start without one loads no zod (design §8 cold start). An error
 * names the file and the bad key (`environments.staging.regions.GBR.services.customer: …`).
 */
import * as z from 'zod/mini';
import { ENVIRONMENTS, REGIONS } from '../../core/config';
import { englishMessages } from '../../core/config/schemas';
import { CliError } from '../errors';

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

export type ConfigFile = z.output<typeof configFileSchema>;
export type PlaceConfig = z.output<typeof placeSchema>;

function keyOf(path: readonly PropertyKey[]): string {
  return path.map(String).join('.') || '(root)';
}

/**
 * The file's parsed JSON, validated.
 * @throws CliError CONFIG_INVALID naming the file and each bad key
 */
export function validateConfigFile(path: string, data: unknown): ConfigFile {
  const parsed = configFileSchema.safeParse(data, englishMessages());
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
  return parsed.data;
}
