/**
 * The environments and regions the portal runs in (§7, design §1) and the base URL of every
 * service of core/contract/services.ts in each of them.
 *
 * Hosts of the remote environments are configuration, not facts: the defaults below are
 * placeholders on an example domain and every one of them can be overridden per deployment through
 * `parseEnvironmentConfig`. The local environment is the embedded sandbox: one origin that serves
 * the identity provider and the online-banking portal at its root and every other service under
 * `/api/{service}` (docs/decisions/002-api-contract.md).
 */
import type { ServiceName, ServiceUrls } from '../contract';
import { SERVICES } from '../contract';
import { DEFAULT_CLIENT_ID } from './client-id';
import { deepFreeze } from './freeze';
import type { TagManagerContainers } from './tag-manager';
import { DEFAULT_TAG_MANAGER_CONTAINERS } from './tag-manager';

/** §7: the environments, in promotion order. */
export const ENVIRONMENTS = ['local', 'development', 'staging', 'onboarding', 'production'] as const;
export type EnvironmentName = (typeof ENVIRONMENTS)[number];
export type RemoteEnvironmentName = Exclude<EnvironmentName, 'local'>;

/** §7: the regions that have their own auth host (ISO 3166 alpha-3). */
export const REGIONS = ['DEU', 'GBR'] as const;
export type Region = (typeof REGIONS)[number];

/**
 * How the logout ends the grant at the identity provider (docs/decisions/171): `keycloak`, the §7
 * call (POST {identity}/…/openid-connect/logout with refresh_token and client_id), or `revocation`,
 * the standard one for servers without Keycloak's endpoint (RFC 7009: POST …/openid-connect/revoke
 * with token and token_type_hint).
 */
export const IDENTITY_LOGOUT_MODES = ['keycloak', 'revocation'] as const;
export type IdentityLogoutMode = (typeof IDENTITY_LOGOUT_MODES)[number];

/** Everything that differs between deployments. Frozen once built. */
export interface EnvironmentConfig {
  readonly environment: EnvironmentName;
  readonly region: Region;
  /** Base URL of every service, no trailing slash. `services.identity` is the auth host of §7. */
  readonly services: Readonly<ServiceUrls>;
  /** §9: the default client id comes from configuration; `login` unless overridden. */
  readonly clientId: string;
  /** How the logout ends the grant at the identity provider; `keycloak` (§7) unless overridden. */
  readonly identityLogout: IdentityLogoutMode;
  /** §7: tag-manager container per tag-manager region. */
  readonly tagManagerContainers: Readonly<TagManagerContainers>;
}

/** The three hosts a remote environment is made of. */
export interface RemoteHosts {
  /** Identity provider: `{auth host}/auth/realms/global/...` (§7). */
  readonly authHost: string;
  /** The online-banking portal origin: `{origin}/savingglobal/rest/open_api/v2/...` (§7). */
  readonly portalOrigin: string;
  /** API gateway; each remaining service lives under `{apiOrigin}/{service}`. */
  readonly apiOrigin: string;
}

const ENVIRONMENT_LABEL: Record<RemoteEnvironmentName, string> = {
  development: 'dev.',
  staging: 'stg.',
  onboarding: 'onb.',
  production: '',
};

/**
 * The label a remote environment puts before the bank's domain: `stg.` for staging, nothing in
 * production.
 * @example environmentHostLabel('staging') // 'stg.'
 */
export function environmentHostLabel(environment: RemoteEnvironmentName): string {
  return ENVIRONMENT_LABEL[environment];
}

function placeholderHosts(environment: RemoteEnvironmentName, region: Region): RemoteHosts {
  const domain = `${ENVIRONMENT_LABEL[environment]}${region.toLowerCase()}.example-bank.com`;
  return {
    authHost: `https://login.${domain}`,
    portalOrigin: `https://www.${domain}`,
    apiOrigin: `https://api.${domain}`,
  };
}

/**
 * PLACEHOLDERS, overridable: the hosts of every remote environment by region, e.g.
 * `https://login.dev.deu.example-bank.com`. Real hosts are supplied per deployment through
 * `parseEnvironmentConfig({ environment, region, services: { … } })`.
 */
export const DEFAULT_REMOTE_HOSTS: Readonly<
  Record<RemoteEnvironmentName, Readonly<Record<Region, RemoteHosts>>>
> = deepFreeze({
  development: { DEU: placeholderHosts('development', 'DEU'), GBR: placeholderHosts('development', 'GBR') },
  staging: { DEU: placeholderHosts('staging', 'DEU'), GBR: placeholderHosts('staging', 'GBR') },
  onboarding: { DEU: placeholderHosts('onboarding', 'DEU'), GBR: placeholderHosts('onboarding', 'GBR') },
  production: { DEU: placeholderHosts('production', 'DEU'), GBR: placeholderHosts('production', 'GBR') },
});

/** The identity provider and the portal have their own hosts; the rest sit behind the gateway. */
function serviceUrls(identity: string, portal: string, apiBase: string): ServiceUrls {
  const urls = {} as Record<ServiceName, string>;
  for (const service of SERVICES) urls[service] = `${apiBase}/${service}`;
  urls.identity = identity;
  urls.portal = portal;
  return urls;
}

/**
 * §7: the auth host, chosen by region and environment.
 * @example authHost(remoteEnvironment('staging', 'GBR')) // 'https://login.stg.gbr.example-bank.com'
 */
export function authHost(config: EnvironmentConfig): string {
  return config.services.identity;
}

/**
 * A remote environment with the given hosts, the default (placeholder) hosts of its region for
 * those not given.
 * @example remoteEnvironment('development', 'DEU').services.customer
 *   // 'https://api.dev.deu.example-bank.com/customer'
 * @example remoteEnvironment('staging', 'DEU', { apiOrigin: 'https://api.stg.bank.de' }).services.pom
 *   // 'https://api.stg.bank.de/pom'
 */
export function remoteEnvironment(
  environment: RemoteEnvironmentName,
  region: Region,
  given: Partial<RemoteHosts> = {},
): EnvironmentConfig {
  const hosts = { ...DEFAULT_REMOTE_HOSTS[environment][region], ...given };
  return deepFreeze({
    environment,
    region,
    services: serviceUrls(hosts.authHost, hosts.portalOrigin, hosts.apiOrigin),
    clientId: DEFAULT_CLIENT_ID,
    identityLogout: 'keycloak',
    tagManagerContainers: { ...DEFAULT_TAG_MANAGER_CONTAINERS },
  });
}

/**
 * The local environment on a sandbox origin: identity provider and portal at the origin root,
 * every other service under `${origin}/api/${service}`. Any path, query or trailing slash of the
 * given origin is dropped.
 * @example localEnvironment('http://127.0.0.1:4010/').services.customer
 *   // 'http://127.0.0.1:4010/api/customer'
 * @throws TypeError when `origin` is not an absolute http(s) URL
 */
export function localEnvironment(origin: string, region: Region = 'DEU'): EnvironmentConfig {
  const root = originOf(origin);
  return deepFreeze({
    environment: 'local',
    region,
    services: serviceUrls(root, root, `${root}/api`),
    clientId: DEFAULT_CLIENT_ID,
    identityLogout: 'keycloak',
    tagManagerContainers: { ...DEFAULT_TAG_MANAGER_CONTAINERS },
  });
}

/** The origin of an absolute http(s) URL. */
export function originOf(url: string): string {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:'))
    throw new TypeError(`Not an absolute http(s) URL: "${url}"`);
  return parsed.origin;
}

/**
 * Which of a remote environment's three hosts still point at the placeholders of its region: what
 * an operator has yet to configure before portal-cli can reach it (§7; none for `local`).
 * @example placeholderHostsOf(remoteEnvironment('staging', 'DEU')) // ['authHost', 'portalOrigin', 'apiOrigin']
 */
export function placeholderHostsOf(config: EnvironmentConfig): Array<keyof RemoteHosts> {
  if (config.environment === 'local') return [];
  const placeholders = DEFAULT_REMOTE_HOSTS[config.environment][config.region];
  const { identity, portal, ...api } = config.services;
  const missing: Array<keyof RemoteHosts> = [];
  if (identity === placeholders.authHost) missing.push('authHost');
  if (portal === placeholders.portalOrigin) missing.push('portalOrigin');
  if (Object.values(api).some((url) => url.startsWith(`${placeholders.apiOrigin}/`)))
    missing.push('apiOrigin');
  return missing;
}
