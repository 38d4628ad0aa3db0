/**
 * The public CMS calls (§3: footer, SEO settings, distributor logo) without the API client: public
 * pages show them, and the API client brings query-core and every response schema (about 43 kB
 * gzip), which no public page loads (docs/decisions/123, docs/loading.md). Same request, deadline,
 * retries, logging and cache rules as the API client's public calls (api-client.ts,
 * retry-policy.ts): `accept: application/json`, credentials included, 3000 ms, network failures and
 * 5xx tried again twice after 500 and 1500 ms, the answer checked by a reader equal to its zod
 * schema, cached per query for §9's 300000 ms, one request for callers that ask at the same time,
 * nothing kept of a failure.
 */
import type { ServiceBase } from '../auth';
import { PORTAL_CONSTANTS } from '../config';
import { ENDPOINTS, type EndpointName, endpointUrl } from '../contract';
import { type FooterData, readFooterData } from '../footer';
import type { Locale } from '../locale';
import type { Clock, Fetch, Logger, Scheduler } from '../ports';
import { type DistributorLogo, readDistributorLogo } from '../products';
import { readSeoSettings, type SeoSettings } from '../validation';
import { ApiError, apiErrorForStatus, isApiError } from './errors';
import { parseJsonText, sendRequest } from './http';
import { retryDelayMs, shouldRetry } from './retry-policy';

export interface PublicContentOptions {
  readonly services: ServiceBase;
  readonly fetch: Fetch;
  readonly scheduler: Scheduler;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly timeoutMs?: number;
  readonly cacheMs?: number;
}

export interface PublicContent {
  /** §3 footer data of a locale. Rejects with an ApiError (already logged). */
  footer(locale: Locale): Promise<FooterData>;
  /** §3 SEO settings of a page (`login`, `select-country`, …). Rejects with an ApiError (already logged). */
  seo(locale: Locale, page: string): Promise<SeoSettings>;
  /** §3 a partner distributor's logo. Rejects with an ApiError (already logged). */
  distributorLogo(distributorId: string, locale: Locale): Promise<DistributorLogo>;
}

type PublicCall = Extract<EndpointName, 'footer' | 'seo' | 'distributorLogo'>;

/**
 * @example const content = createPublicContent({ services, fetch, scheduler, clock, logger });
 * const footer = await content.footer('de-DE');
 */
export function createPublicContent(options: PublicContentOptions): PublicContent {
  const { services, fetch, scheduler, clock, logger } = options;
  const timeoutMs = options.timeoutMs ?? PORTAL_CONSTANTS.api.timeoutMs;
  const cacheMs = options.cacheMs ?? PORTAL_CONSTANTS.api.cacheDedupeMs;
  const cache = new Map<string, { readonly value: unknown; readonly fetchedAt: number }>();
  const pending = new Map<string, Promise<unknown>>();

  async function once<T>(call: PublicCall, query: Record<string, string>, read: (body: unknown) => T | null) {
    const endpoint = ENDPOINTS[call];
    const base = typeof services === 'function' ? services(endpoint.service) : services[endpoint.service];
    const answer = await sendRequest(
      { fetch, scheduler },
      {
        url: endpointUrl(base, endpoint, {}, query),
        method: 'GET',
        headers: { accept: 'application/json' },
        credentials: 'include',
        timeoutMs,
        call,
      },
    );
    if (answer.status < 200 || answer.status > 299) throw apiErrorForStatus(answer.status, call);
    const data = read(parseJsonText(answer.text));
    if (data === null)
      throw new ApiError('API_INVALID_RESPONSE', `The ${call} answer does not match the contract.`, {
        call,
        status: answer.status,
      });
    return data;
  }

  async function withRetries<T>(
    call: PublicCall,
    query: Record<string, string>,
    read: (body: unknown) => T | null,
  ) {
    for (let failures = 0; ; failures += 1) {
      try {
        return await once(call, query, read);
      } catch (error) {
        if (!shouldRetry(failures, error)) throw error;
        await new Promise<void>((resume) => scheduler.setTimeout(resume, retryDelayMs(failures)));
      }
    }
  }

  async function load<T>(
    key: string,
    call: PublicCall,
    query: Record<string, string>,
    read: (body: unknown) => T | null,
  ): Promise<T> {
    try {
      const value = await withRetries(call, query, read);
      cache.set(key, { value, fetchedAt: clock.now() });
      return value;
    } catch (cause) {
      const error = isApiError(cause)
        ? cause
        : new ApiError('API_INVALID_RESPONSE', `The ${call} call failed unexpectedly.`, { call });
      if (!isApiError(cause))
        logger.error('API call failed unexpectedly', {
          call,
          name: cause instanceof Error ? cause.name : typeof cause,
        });
      else logger.warn('API call failed', { call, code: error.code, status: error.status });
      throw error;
    } finally {
      pending.delete(key);
    }
  }

  function get<T>(
    call: PublicCall,
    query: Record<string, string>,
    read: (body: unknown) => T | null,
  ): Promise<T> {
    const key = JSON.stringify([call, query]);
    const entry = cache.get(key);
    const age = entry ? clock.now() - entry.fetchedAt : -1;
    if (entry && age >= 0 && age < cacheMs) return Promise.resolve(entry.value as T);
    let loading = pending.get(key) as Promise<T> | undefined;
    if (!loading) {
      loading = load(key, call, query, read);
      pending.set(key, loading);
    }
    return loading;
  }

  return {
    footer: (locale) => get('footer', { locale }, readFooterData),
    seo: (locale, page) => get('seo', { locale, page }, readSeoSettings),
    distributorLogo: (distributorId, locale) =>
      get('distributorLogo', { distributor_id: distributorId, locale }, readDistributorLogo),
  };
}
