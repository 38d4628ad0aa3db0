/**
 * One GET of §7 as data: which endpoint, its path parameters and query, and whether it needs the
 * customer's bearer token. The API client runs it and parses the body with the endpoint's schema
 * (response-schemas.ts); the query key is derived from it, so two calls that send the same request
 * share one cache entry. A call holds no schema, so defining one loads no zod.
 */
import type { EndpointName } from '../contract';
import type { ResponseEndpoint, ResponseOf } from './response-schemas';

/**
 * `customer`: the customer's data; needs a valid access token, cached per customer.
 * `public`: content that is the same for everyone (CMS footer, SEO, distributor logo): sent
 * without a bearer token and cached per locale only, so the login page's footer is reused after
 * login (design §8: no duplicate GET). See docs/decisions/021.
 */
export type ApiAudience = 'customer' | 'public';

export interface ApiCall<T> {
  readonly name: ResponseEndpoint;
  readonly params: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, string>>;
  readonly audience: ApiAudience;
  /** Type only: what the answer parses to. Never set. */
  readonly response?: T;
}

/** Who is asking and in which language: part of every cache key (a customer never sees another's data). */
export interface ApiScope {
  /** The customer number (bacNumber) of the session, or null before login. */
  readonly customerNumber: string | null;
  readonly locale: string;
}

export type ApiQueryKey = readonly [
  'portal-api',
  EndpointName,
  string | null,
  string,
  Readonly<Record<string, string>>,
  Readonly<Record<string, string>>,
];

/** The first element of every key, to find this client's queries. */
export const API_QUERY_KEY_ROOT = 'portal-api';

/**
 * The query key: call, customer, locale, parameters, query. Public calls are keyed without the
 * customer, because their answer does not depend on who asks.
 * @example apiQueryKey(unreadCountCall({ customerId: '0042' }), { customerNumber: '0042', locale: 'de-DE' })
 * // ['portal-api', 'unreadCount', '0042', 'de-DE', {}, { customer_id: '0042' }]
 */
export function apiQueryKey(call: ApiCall<unknown>, scope: ApiScope): ApiQueryKey {
  const customer = call.audience === 'public' ? null : scope.customerNumber;
  return [API_QUERY_KEY_ROOT, call.name, customer, scope.locale, call.params, call.query];
}

/**
 * Builds a call, dropping query values that are undefined.
 * @example defineCall('account', { params: { accountId: 'A1' }, query: { embed: 'balance' } })
 */
export function defineCall<N extends ResponseEndpoint>(
  name: N,
  parts: {
    params?: Record<string, string>;
    query?: Record<string, string | undefined>;
    audience?: ApiAudience;
  } = {},
): ApiCall<ResponseOf<N>> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(parts.query ?? {})) if (value !== undefined) query[key] = value;
  return { name, params: parts.params ?? {}, query, audience: parts.audience ?? 'customer' };
}
