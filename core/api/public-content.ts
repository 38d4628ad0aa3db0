/**
 * The CMS footer (§3) without the API client: the login page shows the footer, and the API client
 * brings query-core and every response schema (about 43 kB gzip), which no signed-out page needs
 * (issue 12, docs/decisions/123). Same request, deadline, retries, logging and cache rules as the
 * API client's public calls (api-client.ts, retry-policy.ts): `accept: application/json`,
 * credentials included, 3000 ms, network failures and 5xx tried again twice after 500 and 1500 ms,
 * the answer checked (core/footer `readFooterData`, equal to the zod schema), cached per locale for
 * §9's 300000 ms, one request for callers that ask at the same time, nothing kept of a failure.
 */
import type { ServiceBase } from '../auth';
import { PORTAL_CONSTANTS } from '../config';
import { ENDPOINTS, endpointUrl } from '../contract';
import { type FooterData, readFooterData } from '../footer';
import type { Locale } from '../locale';
import type { Clock, Fetch, Logger, Scheduler } from '../ports';
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
}

/**
 * @example const content = createPublicContent({ services, fetch, scheduler, clock, logger });
 * const footer = await content.footer('de-DE');
 */
export function createPublicContent(options: PublicContentOptions): PublicContent {
  const { services, fetch, scheduler, clock, logger } = options;
  const timeoutMs = options.timeoutMs ?? PORTAL_CONSTANTS.api.timeoutMs;
  const cacheMs = options.cacheMs ?? PORTAL_CONSTANTS.api.cacheDedupeMs;
  const cache = new Map<Locale, { readonly value: FooterData; readonly fetchedAt: number }>();
  const pending = new Map<Locale, Promise<FooterData>>();
  const endpoint = ENDPOINTS.footer;
  const base = typeof services === 'function' ? services(endpoint.service) : services[endpoint.service];

  async function once(locale: Locale): Promise<FooterData> {
    const answer = await sendRequest(
      { fetch, scheduler },
      {
        url: endpointUrl(base, endpoint, {}, { locale }),
        method: 'GET',
        headers: { accept: 'application/json' },
        credentials: 'include',
        timeoutMs,
        call: 'footer',
      },
    );
    if (answer.status < 200 || answer.status > 299) throw apiErrorForStatus(answer.status, 'footer');
    const data = readFooterData(parseJsonText(answer.text));
    if (!data)
      throw new ApiError('API_INVALID_RESPONSE', 'The footer answer does not match the contract.', {
        call: 'footer',
        status: answer.status,
      });
    return data;
  }

  async function withRetries(locale: Locale): Promise<FooterData> {
    for (let failures = 0; ; failures += 1) {
      try {
        return await once(locale);
      } catch (error) {
        if (!shouldRetry(failures, error)) throw error;
        await new Promise<void>((resume) => scheduler.setTimeout(resume, retryDelayMs(failures)));
      }
    }
  }

  async function load(locale: Locale): Promise<FooterData> {
    try {
      const value = await withRetries(locale);
      cache.set(locale, { value, fetchedAt: clock.now() });
      return value;
    } catch (cause) {
      const error = isApiError(cause)
        ? cause
        : new ApiError('API_INVALID_RESPONSE', 'The footer call failed unexpectedly.', { call: 'footer' });
      if (!isApiError(cause))
        logger.error('API call failed unexpectedly', {
          call: 'footer',
          name: cause instanceof Error ? cause.name : typeof cause,
        });
      else logger.warn('API call failed', { call: 'footer', code: error.code, status: error.status });
      throw error;
    } finally {
      pending.delete(locale);
    }
  }

  return {
    footer(locale) {
      const entry = cache.get(locale);
      const age = entry ? clock.now() - entry.fetchedAt : -1;
      if (entry && age >= 0 && age < cacheMs) return Promise.resolve(entry.value);
      let loading = pending.get(locale);
      if (!loading) {
        loading = load(locale);
        pending.set(locale, loading);
      }
      return loading;
    },
  };
}
