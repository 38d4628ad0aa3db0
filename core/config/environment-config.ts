/**
 * Reads an environment configuration (a deployment's config file, CLI options, the sandbox's
 * origin) into a complete, frozen `EnvironmentConfig`. Whatever the input leaves out comes from the
 * defaults of its environment and region (environments.ts), so a deployment names only what
 * differs. This file is the part without zod (decision 152): the plain reader of the common inputs
 * and the step that fills in the defaults; environment-config-schema.ts validates everything else
 * and names the bad key (`services.customer: must use https …`).
 */
import type * as z from 'zod/mini';
import { DEFAULT_CLIENT_ID } from './client-id';
import type { environmentConfigInputSchema } from './environment-config-schema';
import type { EnvironmentConfig, EnvironmentName, Region } from './environments';
import { ENVIRONMENTS, localEnvironment, REGIONS, remoteEnvironment } from './environments';
import { isPlainObject } from './flags';
import { deepFreeze } from './freeze';

/** A valid input with the schema's defaults filled in: what the plain reader and the schema give. */
export type EnvironmentConfigData = z.output<ReturnType<typeof environmentConfigInputSchema>>;

/**
 * An absolute http(s) base URL without credentials, query or fragment, trimmed and with the
 * trailing slash dropped; or why it is not one. Shared by the schema and the plain reader.
 */
export function readBaseUrl(raw: string): { readonly url: string } | { readonly problem: string } {
  const value = raw.trim();
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    return { problem: `"${value}" is not an absolute http(s) URL` };
  if (url.username || url.password) return { problem: 'must not contain credentials' };
  if (url.search || url.hash) return { problem: 'must not have a query or fragment' };
  return { url: url.href.replace(/\/+$/, '') };
}

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
export function readPlainEnvironmentInput(input: unknown): EnvironmentConfigData | undefined {
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

/** The complete, frozen configuration of a valid input: its environment's and region's defaults under it. */
export function environmentConfigFrom(data: EnvironmentConfigData): EnvironmentConfig {
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

/**
 * The configuration of a common input, read without zod; undefined when only the schema can say
 * (parseEnvironmentConfig in environment-config-schema.ts reads or rejects it).
 * @example readPlainEnvironmentConfig({ environment: 'local', origin: 'http://127.0.0.1:4010' })?.region // 'DEU'
 */
export function readPlainEnvironmentConfig(input: unknown): EnvironmentConfig | undefined {
  const data = readPlainEnvironmentInput(input);
  return data && environmentConfigFrom(data);
}
