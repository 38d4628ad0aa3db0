/**
 * Base URLs of the services, injected (§7: the auth host depends on region and environment).
 * Either the table of an environment (core/config's `EnvironmentConfig.services`) or a resolver.
 */
import type { Endpoint, ServiceName, ServiceUrls } from '../contract';
import { endpointUrl } from '../contract';

export type ServiceUrlResolver = (service: ServiceName) => string;
export type ServiceBase = Readonly<ServiceUrls> | ServiceUrlResolver;

/**
 * The absolute URL of a call.
 * @example callUrl(config.services, ENDPOINTS.token) // 'https://login.example/auth/realms/global/protocol/openid-connect/token'
 */
export function callUrl(services: ServiceBase, endpoint: Endpoint): string {
  const base = typeof services === 'function' ? services(endpoint.service) : services[endpoint.service];
  return endpointUrl(base, endpoint);
}
