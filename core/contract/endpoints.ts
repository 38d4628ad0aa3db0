/**
 * Every call the portal makes (§7): method, service and path. This table is the one written
 * contract shared by the API client (core/api), the login and session code (core/auth, core/login)
 * and the sandbox (fixtures/), so the two sides cannot drift apart. Paths the spec gives are kept
 * as given; the ones it leaves open are chosen here and listed in docs/decisions/002-api-contract.md.
 */
import { CAPTCHA_CHALLENGE_ENDPOINT } from './captcha-endpoint';
import type { ServiceName } from './services';

/** Methods of the contract: reads are GET; changes a customer makes are POST, PUT or PATCH (docs/decisions/110). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH';

export interface Endpoint {
  readonly method: HttpMethod;
  readonly service: ServiceName;
  /** Path template under the service's base URL; `{name}` is a path parameter. */
  readonly path: string;
  /** Request body encoding, for calls that have one. */
  readonly body?: 'json' | 'form';
}

/** Open banking API default path (§7). */
export const OPEN_BANKING_API_PATH = '/savingglobal/rest/open_api/v2';
const realm = '/auth/realms/global';

export const ENDPOINTS = {
  // Identity provider (§7, §4 Login)
  /** Login token call: JSON login request (§3); 200 token object, 202 when a one-time code is needed. */
  login: { method: 'POST', service: 'identity', path: `${realm}/login`, body: 'json' },
  /** Refresh: form encoded grant_type=refresh_token, client_id, refresh_token. */
  token: {
    method: 'POST',
    service: 'identity',
    path: `${realm}/protocol/openid-connect/token`,
    body: 'form',
  },
  /** Identity-provider logout (Keycloak's): form encoded refresh_token, client_id; 204. */
  idpLogout: {
    method: 'POST',
    service: 'identity',
    path: `${realm}/protocol/openid-connect/logout`,
    body: 'form',
  },
  /**
   * Token revocation (RFC 7009), the standard logout for identity providers without Keycloak's
   * endpoint (docs/decisions/171): form encoded token, token_type_hint, client_id; any 2xx.
   */
  revocation: {
    method: 'POST',
    service: 'identity',
    path: `${realm}/protocol/openid-connect/revoke`,
    body: 'form',
  },
  jwks: { method: 'GET', service: 'identity', path: `${realm}/protocol/openid-connect/certs` },
  captchaChallenge: CAPTCHA_CHALLENGE_ENDPOINT,
  /** Captcha verification at the provider; the login call verifies the solution as well. */
  captchaVerify: { method: 'POST', service: 'identity', path: '/captcha/verify', body: 'json' },

  // Online-banking portal (§7)
  /**
   * §3 flag umtCallOBSLoginEndpointFromFE: the front end opens the portal's own session after the
   * identity provider's login. The spec prints no path; the logout's sibling (decision 102).
   */
  portalLogin: { method: 'POST', service: 'portal', path: `${OPEN_BANKING_API_PATH}/login` },
  portalLogout: { method: 'POST', service: 'portal', path: `${OPEN_BANKING_API_PATH}/logout` },
  sessionProbe: { method: 'GET', service: 'portal', path: `${OPEN_BANKING_API_PATH}/customer` },

  // Customer data (§7)
  /** Query `embed`: all-persons,reference-accounts (+ data-validity for non-UK customers). */
  customer: { method: 'GET', service: 'customer', path: '/customers/{bacNumber}' },
  /** Query `filter=customerId eq {customerNumber}`. */
  accounts: { method: 'GET', service: 'transactionAccount', path: '/accounts' },
  /** Query `embed=balance`. */
  account: { method: 'GET', service: 'transactionAccount', path: '/accounts/{accountId}' },
  productAccess: { method: 'GET', service: 'product', path: '/customers/{bacNumber}/product-access' },
  cobranding: { method: 'GET', service: 'cms', path: '/cobranding' },
  /** Query `customer_id`. */
  depositTypes: { method: 'GET', service: 'product', path: '/deposits/types' },
  /** Query `distributor_id`, `distribution_channel_id`. */
  productTypes: { method: 'GET', service: 'product', path: '/products/types' },
  pensionProducts: { method: 'GET', service: 'pension', path: '/customers/{bacNumber}/products' },
  /** Query `customer_domain_id`, `pageId`. */
  productInstances: { method: 'GET', service: 'pom', path: '/product_instance' },
  pomProducts: { method: 'GET', service: 'pom', path: '/products' },
  /** Query `customer_id`; the body is a number. */
  unreadCount: { method: 'GET', service: 'customerPortal', path: '/threads/unread-count' },
  switchableAccounts: {
    method: 'GET',
    service: 'userManagement',
    path: '/public/users/{userId}/switchable-accounts',
  },

  // Changes a customer makes (§2.2 customer redirects, §5 portfolio name and file upload); the spec
  // prints no paths for them: docs/decisions/110-customer-changes.md.
  /** JSON `{ confirmed: true }`; answers the new data validity `{ status }`. */
  confirmDataValidity: {
    method: 'POST',
    service: 'customer',
    path: '/customers/{bacNumber}/data-validity/confirmation',
    body: 'json',
  },
  /** JSON `{ iban, accountHolder }`; answers the stored reference account. */
  updateReferenceAccount: {
    method: 'PUT',
    service: 'customer',
    path: '/customers/{bacNumber}/reference-accounts/primary',
    body: 'json',
  },
  /** JSON `{ sourceOfFunds: { originOfFunds, annualIncome: { code } } }`; answers what is stored. */
  updateFinancialInformation: {
    method: 'PUT',
    service: 'customer',
    path: '/customers/{bacNumber}/financial-information',
    body: 'json',
  },
  /** JSON `{ name }` (§5 portfolio name); answers the product instance. */
  renameProductInstance: {
    method: 'PATCH',
    service: 'pom',
    path: '/product_instance/{productInstanceId}',
    body: 'json',
  },
  /** Query `customer_id`; `{ data: CustomerDocument[] }`, newest first. */
  documents: { method: 'GET', service: 'customerPortal', path: '/documents' },
  /** JSON `{ customer_id, title, files: [{ name, type, size, content (base64) }] }` (§5 file upload). */
  uploadDocuments: { method: 'POST', service: 'customerPortal', path: '/documents', body: 'json' },

  // CMS content (§3 footer data, SEO settings, distributor logo); query `locale`
  footer: { method: 'GET', service: 'cms', path: '/footer' },
  /** Query `locale`, `page`. */
  seo: { method: 'GET', service: 'cms', path: '/seo' },
  /** Query `distributor_id`, `locale`. */
  distributorLogo: { method: 'GET', service: 'cms', path: '/distributor-logo' },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;

/**
 * Fills a path template. Parameters are URI-encoded so a value can never add a path segment.
 * @example fillPath('/customers/{bacNumber}', { bacNumber: '4711' }) // '/customers/4711'
 * @throws Error when a parameter is missing
 */
export function fillPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '')
      throw new Error(`missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** The absolute URL of a call: base URL of its service, filled path, query. */
export function endpointUrl(
  baseUrl: string,
  endpoint: Endpoint,
  params?: Record<string, string | number>,
  query?: Record<string, string | number | undefined>,
): string {
  const url = new URL(baseUrl.replace(/\/+$/, '') + fillPath(endpoint.path, params));
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}
