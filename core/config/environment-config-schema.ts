/**
 * The environment configuration's schema (zod): what `parseEnvironmentConfig` checks the inputs
 * against that the plain reader (environment-config.ts, decision 152) leaves to it, naming each
 * bad key (`services.customer: must use https …`). Reached through core/config/schemas, off the
 * index, so that a start that reads only the common inputs loads no zod.
 */
import * as z from 'zod/mini';
import { SERVICES } from '../contract';
import { once } from '../lazy';
import { DEFAULT_CLIENT_ID } from './client-id';
import { environmentConfigFrom, readBaseUrl, readPlainEnvironmentInput } from './environment-config';
import type { EnvironmentConfig } from './environments';
import { ENVIRONMENTS, IDENTITY_LOGOUT_MODES, REGIONS } from './environments';
import { configErrorFrom } from './flags';
import { TAG_MANAGER_CONTAINER_ID, TAG_MANAGER_REGIONS } from './tag-manager';
import { englishMessages } from './zod-messages';

/** An absolute http(s) base URL without credentials, query or fragment; the trailing slash is dropped. */
const baseUrl = z.pipe(
  z.string(),
  z.transform((value, ctx) => {
    const read = readBaseUrl(value);
    if ('url' in read) return read.url;
    ctx.issues.push({ code: 'custom', message: read.problem, input: value });
    return z.NEVER;
  }),
);

/**
 * Built on first use: the common inputs are read without it (`readPlainEnvironmentInput`), and
 * portal-cli reads its configuration at every start (decision 152).
 */
export const environmentConfigInputSchema = once(() =>
  z
    .strictObject({
      environment: z.enum(ENVIRONMENTS),
      region: z._default(z.enum(REGIONS), 'DEU'),
      /** The sandbox origin; required for, and only for, the local environment. */
      origin: z.optional(baseUrl),
      /**
       * The three hosts of a remote environment (environments.ts `RemoteHosts`): the identity
       * provider, the portal and the API gateway. Not for the local environment.
       */
      hosts: z.optional(
        z.partial(z.strictObject({ authHost: baseUrl, portalOrigin: baseUrl, apiOrigin: baseUrl })),
      ),
      /** Base URL overrides by service over the hosts; `identity` is the auth host. */
      services: z.optional(z.partialRecord(z.enum(SERVICES), baseUrl)),
      clientId: z._default(
        z
          .string()
          .check(
            z.trim(),
            z.regex(
              /^[A-Za-z0-9._-]{1,100}$/,
              'must be 1 to 100 letters, digits, dots, underscores or hyphens',
            ),
          ),
        DEFAULT_CLIENT_ID,
      ),
      /** How the logout ends the grant at the identity provider (docs/decisions/171). */
      identityLogout: z._default(z.enum(IDENTITY_LOGOUT_MODES), 'keycloak'),
      tagManagerContainers: z.optional(
        z.partialRecord(
          z.enum(TAG_MANAGER_REGIONS),
          z.string().check(z.trim(), z.regex(TAG_MANAGER_CONTAINER_ID, 'must look like GTM-XXXXXXX')),
        ),
      ),
    })
    .check(
      z.superRefine((input, ctx) => {
        if (input.environment === 'local') {
          if (input.hosts)
            ctx.addIssue({ code: 'custom', path: ['hosts'], message: 'applies only to remote environments' });
          if (!input.origin)
            ctx.addIssue({
              code: 'custom',
              path: ['origin'],
              message: 'is required for the local environment (the sandbox origin)',
            });
          return;
        }
        if (input.origin)
          ctx.addIssue({
            code: 'custom',
            path: ['origin'],
            message: 'applies only to the local environment',
          });
        // A bank's remote environments are https only; plain http is for the loopback sandbox.
        for (const [group, urls] of [
          ['services', input.services],
          ['hosts', input.hosts],
        ] as const)
          for (const [name, url] of Object.entries(urls ?? {}))
            if (url && !url.startsWith('https://'))
              ctx.addIssue({
                code: 'custom',
                path: [group, name],
                message: `must use https outside the local environment (got "${url}")`,
              });
      }),
    ),
);

export type EnvironmentConfigInput = z.input<ReturnType<typeof environmentConfigInputSchema>>;

/**
 * Validates an environment configuration and fills in the defaults of its environment and region.
 * Unknown keys are rejected: a misspelt service name must not silently keep a placeholder host.
 * The common inputs are read without building the schema (`readPlainEnvironmentInput`).
 * @example parseEnvironmentConfig({ environment: 'local', origin: 'http://127.0.0.1:4010' }).services.portal
 *   // 'http://127.0.0.1:4010'
 * @example parseEnvironmentConfig({ environment: 'production', region: 'GBR',
 *   services: { identity: 'https://login.bank.co.uk' } }).services.identity // 'https://login.bank.co.uk'
 * @throws ConfigError naming each bad key
 */
export function parseEnvironmentConfig(input: unknown): EnvironmentConfig {
  const plain = readPlainEnvironmentInput(input);
  if (plain) return environmentConfigFrom(plain);
  const result = environmentConfigInputSchema().safeParse(input ?? {}, englishMessages());
  if (!result.success) throw configErrorFrom('environment configuration', result.error);
  return environmentConfigFrom(result.data);
}
