/**
 * Reads an environment configuration (a deployment's config file, CLI options, the sandbox's
 * origin) into a complete, frozen `EnvironmentConfig`. Whatever the input leaves out comes from the
 * defaults of its environment and region (environments.ts), so a deployment names only what
 * differs. Errors name the bad key (`services.customer: must use https …`).
 */
import * as z from 'zod/mini';
import { SERVICES } from '../contract';
import { once } from '../lazy';
import { DEFAULT_CLIENT_ID } from './client-id';
import type { EnvironmentConfig, EnvironmentName, Region } from './environments';
import {
  ENVIRONMENTS,
  IDENTITY_LOGOUT_MODES,
  localEnvironment,
  REGIONS,
  remoteEnvironment,
} from './environments';
import { configErrorFrom, isPlainObject } from './flags';
import { deepFreeze } from './freeze';
import { TAG_MANAGER_CONTAINER_ID, TAG_MANAGER_REGIONS } from './tag-manager';
import { englishMessages } from './zod-messages';

/**
 * An absolute http(s) base URL without credentials, query or fragment, trimmed and with the
 * trailing slash dropped; or why it is not one. Shared by the schema and the plain reader.
 */
function readBaseUrl(raw: string): { readonly url: string } | { readonly problem: string } {
  const value = raw.trim();
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    return { problem: `"${value}" is not an absolute http(s) URL` };
  if (url.username || url.password) return { problem: 'must not contain credentials' };
  if (url.search || url.hash) return { problem: 'must not have a query or fragment' };
  return { url: url.href.replace(/\/+$/, '') };
}

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

/** The schema's keys. Pure: a bundle that never reads an environment input drops it. */
const INPUT_KEYS: ReadonlySet<string> = /* @__PURE__ */ new Set([
  'environment',
  'region',
  'origin',
  'hosts',
  'services',
  'clientId',
  'identityLogout',
  'tagManagerContainers',
]);

/**
 * What a driver passes when nothing is configured, read without zod (decision 152): an
 * environment and region, the local environment's origin, no services (or an empty object), no
 * client id and no tag-manager containers. Undefined for anything else, which the schema reads or
 * rejects; environment-config.test.ts checks on generated input that a result here is what the
 * schema gives.
 * @example readPlainEnvironmentInput({ environment: 'production' })?.region // 'DEU'
 * @example readPlainEnvironmentInput({ environment: 'production', clientId: 'web' }) // undefined
 */
export function readPlainEnvironmentInput(
  input: unknown,
): z.output<ReturnType<typeof environmentConfigInputSchema>> | undefined {
  if (!isPlainObject(input)) return undefined;
  // The schema is strict: an unknown key is an error even when its value is undefined.
  for (const key of Object.keys(input)) if (!INPUT_KEYS.has(key)) return undefined;
  const {
    environment,
    region = 'DEU',
    origin,
    hosts,
    services,
    clientId,
    identityLogout,
    tagManagerContainers,
  } = input;
  if (!(ENVIRONMENTS as readonly unknown[]).includes(environment)) return undefined;
  if (!(REGIONS as readonly unknown[]).includes(region)) return undefined;
  if (
    hosts !== undefined ||
    clientId !== undefined ||
    identityLogout !== undefined ||
    tagManagerContainers !== undefined
  )
    return undefined;
  if (services !== undefined && !(isPlainObject(services) && Object.keys(services).length === 0))
    return undefined;
  const base = {
    environment: environment as EnvironmentName,
    region: region as Region,
    clientId: DEFAULT_CLIENT_ID,
    identityLogout: 'keycloak' as const,
    ...(services === undefined ? {} : { services: {} }),
  };
  if (environment !== 'local') return origin === undefined ? base : undefined;
  if (typeof origin !== 'string') return undefined;
  const read = readBaseUrl(origin);
  return 'url' in read ? { ...base, origin: read.url } : undefined;
}

/**
 * Validates an environment configuration and fills in the defaults of its environment and region.
 * Unknown keys are rejected: a misspelt service name must not silently keep a placeholder host.
 * @example parseEnvironmentConfig({ environment: 'local', origin: 'http://127.0.0.1:4010' }).services.portal
 *   // 'http://127.0.0.1:4010'
 * @example parseEnvironmentConfig({ environment: 'production', region: 'GBR',
 *   services: { identity: 'https://login.bank.co.uk' } }).services.identity // 'https://login.bank.co.uk'
 * @throws ConfigError naming each bad key
 */
export function parseEnvironmentConfig(input: unknown): EnvironmentConfig {
  let data = readPlainEnvironmentInput(input);
  if (!data) {
    const result = environmentConfigInputSchema().safeParse(input ?? {}, englishMessages());
    if (!result.success) throw configErrorFrom('environment configuration', result.error);
    data = result.data;
  }
  const { environment, region, origin, services, clientId, identityLogout, tagManagerContainers } = data;
  const hosts = 'hosts' in data ? data.hosts : undefined;
  const base =
    environment === 'local'
      ? localEnvironment(origin!, region)
      : remoteEnvironment(environment, region, hosts ?? {});
  return deepFreeze({
    environment,
    region,
    services: { ...base.services, ...services },
    clientId,
    identityLogout,
    tagManagerContainers: { ...base.tagManagerContainers, ...tagManagerContainers },
  });
}
