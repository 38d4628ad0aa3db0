/**
 * The API client (§7) on `@tanstack/query-core`'s QueryClient, without React (design §5):
 *
 * - JSON, `credentials: 'include'`, the bearer token from the token store for customer calls;
 * - answers cached and deduplicated for 5 minutes (§9), keyed by call, customer and locale;
 *   identical calls in flight share one request;
 * - 3 s timeout per attempt (§9) on the Scheduler port; bounded retries for network errors and
 *   5xx only (retry-policy.ts), never for 404, 410 or any other 4xx;
 * - every body parsed with zod `safeParse`; a failure is API_INVALID_RESPONSE and nothing is cached
 *   (the query function throws and the failed query is removed);
 * - HTTP 403 on any call: calls in flight are aborted, the cache purged and the session cleared
 *   in every tab (core/logout `clearSessionEverywhere`);
 * - the cache is purged on logout (a logout reset hook) and as soon as the tokens disappear.
 *
 * Freshness is measured on the Clock port, not query-core's `Date.now()`, so fake clocks and a
 * machine that slept both see the right age.
 */
import { isCancelledError, type Query, QueryClient } from '@tanstack/query-core';
import type * as z from 'zod/mini';
import type { Refresher, ServiceBase, TokenStore } from '../auth';
import { PORTAL_CONSTANTS } from '../config';
import { ENDPOINTS, type EndpointName, endpointUrl } from '../contract';
import type { Logout } from '../logout';
import type { Clock, Fetch, LifecycleSource, Logger, Scheduler, Unsubscribe } from '../ports';
import { SILENT_LOGGER } from '../ports';
import { type ApiCall, type ApiQueryKey, type ApiScope, apiQueryKey } from './call';
import { ApiError, apiErrorForStatus, isApiError } from './errors';
import { parseJsonText, sendRequest } from './http';
import type { ApiMutation } from './mutation';
import { routeQueryEnvironment } from './query-environment';
import { RESPONSE_SCHEMAS } from './response-schemas';
import { retryDelayMs, shouldRetry } from './retry-policy';

/** What the client reads from the token store (core/auth `TokenStore` fits). */
export type ApiTokenSource = Pick<TokenStore, 'validAccessToken' | 'subscribe' | 'getSnapshot'>;

/** What the client needs from the logout sequence (core/logout `Logout` fits). */
export type ApiSessionControl = Pick<Logout, 'clearSessionEverywhere' | 'onReset'>;

export interface ApiClientOptions {
  readonly services: ServiceBase;
  readonly fetch: Fetch;
  readonly scheduler: Scheduler;
  readonly clock: Clock;
  readonly tokens: ApiTokenSource;
  /** The logout sequence; without it a 403 still purges and aborts but cannot clear other tabs. */
  readonly session?: ApiSessionControl | undefined;
  /**
   * Token refresh: a customer call that finds the access token expired while a session exists (a
   * machine that slept past the auto-refresh) waits for one refresh instead of failing at once.
   */
  readonly refresher?: Pick<Refresher, 'refresh'> | undefined;
  /** Customer number and locale of every key, read at call time. */
  readonly scope: () => ApiScope;
  readonly logger?: Logger | undefined;
  /** Page visibility and network events for query-core's focus and online state. */
  readonly lifecycle?: LifecycleSource | undefined;
  /** §9 API timeout; default 3000 ms. */
  readonly timeoutMs?: number | undefined;
  /** §9 cache and dedupe window; default 300000 ms. */
  readonly cacheMs?: number | undefined;
}

export interface ApiClient {
  /**
   * The answer of a call: from the cache while fresh, else from the server (joining an identical
   * call in flight).
   * @throws ApiError
   */
  get<T>(call: ApiCall<T>): Promise<T>;
  /**
   * Sends one change (a POST, PUT or PATCH of the contract) with the bearer token: never cached,
   * never retried, and on success the reads it names are dropped from the cache so the next read
   * asks the server. 403 ends the session as for any call.
   * @throws ApiError
   */
  send<T>(mutation: ApiMutation<T>): Promise<T>;
  /** The cached answer while fresh, without a request; undefined otherwise. */
  peek<T>(call: ApiCall<T>): T | undefined;
  /** Drops every cached answer and abandons calls in flight (they reject with API_CANCELLED). */
  purge(): void;
  /** Stops listening to tokens and logout, releases the timers and empties the cache. */
  dispose(): void;
}

/** The client on query-core, as `createApiClient` builds it. */
export interface QueryApiClient extends ApiClient {
  /** The underlying QueryClient, for drivers that render with query observers. */
  readonly queryClient: QueryClient;
}

/** What the cache holds: the parsed answer and when it arrived on the Clock port. */
interface Entry<T> {
  readonly value: T;
  readonly fetchedAt: number;
}

function baseUrlOf(services: ServiceBase, call: { readonly name: EndpointName }): string {
  const service = ENDPOINTS[call.name].service;
  return typeof services === 'function' ? services(service) : services[service];
}

function issuePaths(error: { issues: ReadonlyArray<{ path: readonly PropertyKey[] }> }): string[] {
  return [...new Set(error.issues.map((issue) => issue.path.map(String).join('.') || '(body)'))].slice(0, 20);
}

/**
 * @example
 * const api = createApiClient({ services: config.services, fetch, scheduler, clock, tokens,
 *   session: logout, scope: () => ({ customerNumber: identity.customerNumber(), locale }) });
 * const customer = await api.get(customerCall({ bacNumber: '0042', withDataValidity: true }));
 */
export function createApiClient(options: ApiClientOptions): QueryApiClient {
  const { services, fetch, scheduler, clock, tokens, session, scope } = options;
  const logger = options.logger ?? SILENT_LOGGER;
  const timeoutMs = options.timeoutMs ?? PORTAL_CONSTANTS.api.timeoutMs;
  const cacheMs = options.cacheMs ?? PORTAL_CONSTANTS.api.cacheDedupeMs;
  const releaseEnvironment = routeQueryEnvironment({ scheduler, lifecycle: options.lifecycle });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { gcTime: cacheMs, retry: shouldRetry, retryDelay: retryDelayMs } },
  });
  /** Changes on every purge; an answer that belongs to an older epoch is never stored. */
  let epoch = 0;

  const isFresh = (entry: Entry<unknown> | undefined): boolean => {
    if (!entry) return false;
    const age = clock.now() - entry.fetchedAt;
    return age >= 0 && age < cacheMs;
  };

  function bearerFor(call: ApiCall<unknown>): string | null {
    if (call.audience === 'public') return null;
    const token = tokens.validAccessToken();
    if (!token)
      throw new ApiError('API_UNAUTHENTICATED', `The ${call.name} call needs a valid session.`, {
        call: call.name,
      });
    return token;
  }

  /** An expired token of a live session is refreshed once (the refresher joins a refresh in flight). */
  async function ensureBearer(call: ApiCall<unknown>): Promise<void> {
    if (call.audience === 'public' || tokens.validAccessToken()) return;
    if (options.refresher && tokens.getSnapshot().status === 'present') await options.refresher.refresh();
    bearerFor(call);
  }

  async function fetchEntry<T>(call: ApiCall<T>, signal: AbortSignal, startedIn: number): Promise<Entry<T>> {
    const token = bearerFor(call);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const answer = await sendRequest(
      { fetch, scheduler },
      {
        url: endpointUrl(baseUrlOf(services, call), ENDPOINTS[call.name], call.params, call.query),
        method: 'GET',
        headers,
        credentials: 'include',
        timeoutMs,
        signal,
        call: call.name,
      },
    );
    if (startedIn !== epoch)
      throw new ApiError('API_CANCELLED', `The ${call.name} answer arrived after the session ended.`, {
        call: call.name,
      });
    if (answer.status < 200 || answer.status > 299) throw apiErrorForStatus(answer.status, call.name);
    const schema = RESPONSE_SCHEMAS[call.name] as unknown as z.ZodMiniType<T>;
    const parsed = schema.safeParse(parseJsonText(answer.text));
    if (!parsed.success)
      throw new ApiError('API_INVALID_RESPONSE', `The ${call.name} answer does not match the contract.`, {
        call: call.name,
        status: answer.status,
        issues: issuePaths(parsed.error),
      });
    return { value: parsed.data, fetchedAt: clock.now() };
  }

  function toApiError(error: unknown, call: ApiCall<unknown>): ApiError {
    if (isApiError(error)) return error;
    if (isCancelledError(error))
      return new ApiError('API_CANCELLED', `The ${call.name} call was cancelled.`, { call: call.name });
    // A bug, not a server answer: logged with its kind so it is found, shown as a generic failure.
    logger.error('API call failed unexpectedly', {
      call: call.name,
      name: error instanceof Error ? error.name : typeof error,
    });
    return new ApiError('API_INVALID_RESPONSE', `The ${call.name} call failed unexpectedly.`, {
      call: call.name,
    });
  }

  /** Nothing of a failed call stays in the cache (design §6). */
  function forgetFailure(key: ApiQueryKey) {
    const query = queryClient.getQueryCache().find({ queryKey: key, exact: true });
    if (query && query.state.status === 'error' && query.state.fetchStatus === 'idle')
      queryClient.getQueryCache().remove(query);
  }

  function purge() {
    epoch++;
    // Removing a query cancels its fetch, which aborts the request's signal (the query function
    // always reads it), so the network call itself stops, not only our interest in it.
    queryClient.clear();
  }

  /** §7, §8: a 403 on any call ends the session everywhere; once per epoch. */
  function forbidden(startedIn: number, call: { readonly name: EndpointName }) {
    if (startedIn !== epoch) return;
    logger.warn('API call forbidden; clearing the session', { call: call.name, status: 403 });
    purge();
    void session?.clearSessionEverywhere();
  }

  async function get<T>(call: ApiCall<T>): Promise<T> {
    const key = apiQueryKey(call, scope());
    const startedIn = epoch;
    try {
      await ensureBearer(call); // no session, no answer: not even a cached one
      const entry = await queryClient.query<Entry<T>, ApiError, Entry<T>, Entry<T>, ApiQueryKey>({
        queryKey: key,
        queryFn: ({ signal }) => fetchEntry(call, signal, startedIn),
        staleTime: (query: Query<Entry<T>, ApiError, Entry<T>, ApiQueryKey>) =>
          isFresh(query.state.data) ? Number.POSITIVE_INFINITY : 0,
        gcTime: cacheMs,
        retry: shouldRetry,
        retryDelay: retryDelayMs,
        // Fail fast when offline instead of pausing: the page shows an error with a reload button.
        networkMode: 'always',
      });
      return entry.value;
    } catch (cause) {
      const error = toApiError(cause, call);
      forgetFailure(key);
      if (error.code === 'API_FORBIDDEN') forbidden(startedIn, call);
      else if (error.code === 'API_CANCELLED') logger.debug('API call cancelled', { call: call.name });
      // §8: other API errors are logged only; the caller decides what the user sees.
      else logger.warn('API call failed', { call: call.name, code: error.code, status: error.status });
      throw error;
    }
  }

  async function send<T>(mutation: ApiMutation<T>): Promise<T> {
    const endpoint = ENDPOINTS[mutation.name];
    const startedIn = epoch;
    const named = { call: mutation.name };
    try {
      if (endpoint.method === 'GET') throw new Error(`${mutation.name} is a read, not a change`);
      if (!tokens.validAccessToken() && options.refresher && tokens.getSnapshot().status === 'present')
        await options.refresher.refresh();
      const token = tokens.validAccessToken();
      if (!token)
        throw new ApiError('API_UNAUTHENTICATED', `The ${mutation.name} call needs a valid session.`, named);
      const answer = await sendRequest(
        { fetch, scheduler },
        {
          url: endpointUrl(baseUrlOf(services, mutation), endpoint, mutation.params),
          method: endpoint.method,
          headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
          },
          body: JSON.stringify(mutation.body),
          credentials: 'include',
          timeoutMs,
          call: mutation.name,
        },
      );
      if (startedIn !== epoch)
        throw new ApiError(
          'API_CANCELLED',
          `The ${mutation.name} answer arrived after the session ended.`,
          named,
        );
      if (answer.status < 200 || answer.status > 299) throw apiErrorForStatus(answer.status, mutation.name);
      const parsed = mutation.schema.safeParse(parseJsonText(answer.text));
      if (!parsed.success)
        throw new ApiError(
          'API_INVALID_RESPONSE',
          `The ${mutation.name} answer does not match the contract.`,
          {
            ...named,
            status: answer.status,
            issues: issuePaths(parsed.error),
          },
        );
      const stale = new Set<string>(mutation.invalidates);
      queryClient.removeQueries({ predicate: (query) => stale.has(String(query.queryKey[1])) });
      return parsed.data;
    } catch (cause) {
      const error = isApiError(cause)
        ? cause
        : new ApiError('API_INVALID_RESPONSE', `The ${mutation.name} call failed unexpectedly.`, named);
      if (!isApiError(cause)) logger.error('API change failed unexpectedly', named);
      if (error.code === 'API_FORBIDDEN') forbidden(startedIn, mutation);
      else logger.warn('API change failed', { call: mutation.name, code: error.code, status: error.status });
      throw error;
    }
  }

  function peek<T>(call: ApiCall<T>): T | undefined {
    if (call.audience !== 'public' && !tokens.validAccessToken()) return undefined;
    const entry = queryClient.getQueryData<Entry<T>>(apiQueryKey(call, scope()));
    return isFresh(entry) ? entry?.value : undefined;
  }

  const stops: Unsubscribe[] = [];
  let hadSession = tokens.getSnapshot().status === 'present';
  stops.push(
    tokens.subscribe(() => {
      const hasSession = tokens.getSnapshot().status === 'present';
      if (hadSession && !hasSession) purge();
      hadSession = hasSession;
    }),
  );
  if (session) stops.push(session.onReset(() => purge()));

  return {
    get,
    send,
    peek,
    purge,
    queryClient,
    dispose() {
      for (const stop of stops.splice(0)) stop();
      purge();
      releaseEnvironment();
    },
  };
}
